import { rmSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { benchSignIn, poster, startBenchServer } from './bench-api.ts';
import { findChrome, missingChromeMessage } from './find-chrome.ts';

/**
 * Event to screen (issue 41): `admin` has the pool open on one customer while `sales` claims it over the
 * API; the time from the claim's request to the frame in which the row is gone from admin's pool,
 * through the change record, the stream and the list's update in place. Both clocks are this machine's
 * (`Date.now()` in the page and here). Five claims, median and spread.
 */
/** The machine's Chromium, headless, as every browser bench launches it (no sandbox, GPU or background traffic). */
export async function launchBenchChrome() {
  const chrome = findChrome();
  if (!chrome) throw new Error(missingChromeMessage());
  return chromium.launch({
    executablePath: chrome.path,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
}

export async function eventToScreen(distDir: string) {
  const { server, dataDir } = await startBenchServer('bc-bench-live', distDir);
  const browser = await launchBenchChrome();
  const post = poster(server.url);
  const times: number[] = [];
  /** The claim's own answer time, for comparison: the screen may change before the answer arrives. */
  const answers: number[] = [];
  try {
    const admin = await benchSignIn(server.url);
    const sales = await benchSignIn(server.url, 'sales', 'sales123');
    const context = await browser.newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    await page.goto(`${server.url}/#/login`);
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill('admin123');
    await page.getByRole('button', { name: '登录' }).click();
    // admin is a member of two brands: the choice comes first.
    const choose = page.getByRole('button', { name: /Demo Brand/ });
    const banner = page.getByRole('banner').getByRole('link', { name: /Demo Brand/ });
    await choose.or(banner).first().waitFor();
    if (await choose.isVisible()) await choose.click();
    await banner.waitFor();
    await page.waitForSelector('[data-live-stream="open"]', { state: 'attached' });
    for (let run = 0; run < 5; run += 1) {
      const name = `测速池${Date.now() % 1_000_000}${run}`;
      const { id } = await post(
        '/crm/customer/add.html',
        { name, mobile: `136${String((Date.now() + run) % 100_000_000).padStart(8, '0')}`, ownerId: null },
        admin,
      );
      await page.goto(`${server.url}/#/crm/customer/pool`);
      await page.getByRole('searchbox').fill(name);
      await page.getByRole('searchbox').press('Enter');
      await page.getByRole('rowheader', { name }).waitFor();
      await page.waitForSelector('[data-live-stream="open"]', { state: 'attached' });
      // Watched in the page from before the claim: the frame in which the row left.
      const gone = page.evaluate<number>(`new Promise((resolve) => {
        const look = () => {
          const still = [...document.querySelectorAll('[role="rowheader"]')].some((c) => c.textContent.includes(${JSON.stringify(name)}));
          if (still) requestAnimationFrame(look);
          else resolve(Date.now());
        };
        look();
      })`);
      const sent = Date.now();
      await post('/crm/customer/claim.html', { ids: [id] }, sales);
      answers.push(Date.now() - sent);
      times.push((await gone) - sent);
    }
    await context.close();
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    '\n== Event to screen (a claim by sales, the row gone from the pool admin has open; headless Chromium)',
  );
  console.log(
    `runs: ${times.map((t) => t.toFixed(0)).join(', ')} ms; median ${sorted[2]?.toFixed(0)} ms from the claim's request to the frame without the row ` +
      `(the claim's own answer: median ${[...answers].sort((a, b) => a - b)[2]?.toFixed(0)} ms)`,
  );
}

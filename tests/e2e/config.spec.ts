import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect as expectNow, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectAccessible, test } from './support/axe.ts';
import { signInByKeyboard } from './support/console.ts';
import { consoleCall } from './support/console-call.ts';
import { tabTo } from './support/keyboard.ts';

// The configuration story, by keyboard alone, axe after every step.

async function signIn(page: Page, user: string, password: string) {
  await page.goto('/#/login');
  await tabTo(page, page.getByLabel('用户名'));
  await page.keyboard.type(user);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

/** Axe now, whatever changed (expect() of support/axe.ts also runs it after each change it sees). */
const axe = (page: Page) => expectAccessible(page);

const newTitle = `Demo Brand 海港茶饮`;

test('configuration by keyboard: logo from the library, address, title in the header, privacy policy', async ({
  page,
  allowConsoleErrors,
}) => {
  // Four screens by keyboard with axe after each step: on a loaded two-core machine over 90 s.
  test.setTimeout(240_000);
  allowConsoleErrors(
    /status of 404 .*\/x:0\)$/,
    'the pasted script check below pastes <img src="x">: the image stays (its handler goes), and "x" is no file',
  );
  // A photo large enough that its upload shows progress on a throttled line.
  const photo = join(tmpdir(), `bc-e2e-logo-${Date.now()}.png`);
  const noise = Buffer.alloc(600 * 600 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
  writeFileSync(
    photo,
    await sharp(noise, { raw: { width: 600, height: 600, channels: 3 } })
      .png()
      .toBuffer(),
  );

  await signIn(page, 'admin', 'admin123');
  const choose = page.getByRole('button', { name: /Demo Brand/ });
  const banner = page.getByRole('banner');
  await expect(choose.or(banner.getByRole('link', { name: /Demo Brand/ }))).toBeVisible();
  if (await choose.isVisible()) {
    await tabTo(page, choose);
    await page.keyboard.press('Enter');
  }
  try {
    // 1. Open the configuration from the module navigation.
    const nav = page.getByRole('navigation', { name: '模块导航' }).getByRole('link', { name: '配置' });
    await tabTo(page, nav);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: '配置', level: 1 })).toBeVisible();
    await expect(page.getByLabel('品牌名称')).toHaveValue(/Demo Brand/);
    await axe(page);

    // 2. The logo through the media library: upload in place with its progress, then choose it.
    await tabTo(page, page.getByRole('button', { name: '从媒体库选择' }));
    await page.keyboard.press('Enter');
    const library = page.getByRole('dialog', { name: '媒体库' });
    await expect(library).toBeVisible();
    await axe(page);
    // A file the server refuses (text named .png): the reason stays at the file, with no 重试, since
    // the same file would be refused again; 移除 takes it away.
    const refusedChooser = page.waitForEvent('filechooser');
    await tabTo(page, library.getByRole('button', { name: '选择文件' }));
    await page.keyboard.press('Enter');
    await (await refusedChooser).setFiles({
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    await expect(library.getByText('无法上传', { exact: true })).toBeVisible();
    await expect(
      library.getByText('文件“notes.png”的内容不是 .png 格式，无法识别为允许的文件', { exact: true }),
    ).toBeVisible();
    await expect(library.getByRole('button', { name: '重试上传 notes.png' })).toHaveCount(0);
    await axe(page);
    await tabTo(page, library.getByRole('button', { name: '移除 notes.png' }));
    await page.keyboard.press('Enter');
    await expect(library.getByText('无法上传', { exact: true })).toHaveCount(0);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    const chooser = page.waitForEvent('filechooser');
    await tabTo(page, library.getByRole('button', { name: '选择文件' }));
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(photo);
    // The upload's progress is a passing state: Playwright's own expect for its text and its bar, so
    // axe (which waits for the page to be still, up to 5 s, while the figure moves) runs once, after
    // the upload; checked between the two, on a busy machine the upload had ended and the bar gone.
    await expectNow(library.getByText(/上传中 \d+%/)).toBeVisible();
    await expectNow(library.getByRole('progressbar')).toBeVisible();
    await expect(library.getByText('已上传', { exact: true })).toBeVisible({ timeout: 30_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const uploaded = library.getByRole('row').first();
    await expect(uploaded).toHaveAttribute('aria-selected', 'true');
    await axe(page);
    await tabTo(page, library.getByRole('button', { name: '选择', exact: true }));
    await page.keyboard.press('Enter');
    await expect(library).toHaveCount(0);
    await expect(page.getByRole('img', { name: '品牌标志' })).toBeVisible();
    await axe(page);

    // 3. The title and the address 广东省 / 深圳市 / 南山区, typed to filter each list.
    await tabTo(page, page.getByLabel('品牌名称'), { back: true });
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(newTitle);
    for (const [label, typed, name] of [
      ['省份', '广东', '广东省'],
      ['城市', '深圳', '深圳市'],
      ['区县', '南山', '南山区'],
    ] as const) {
      const box = page.getByRole('combobox', { name: label });
      await expect(box).toBeEnabled();
      await tabTo(page, box);
      await page.keyboard.type(typed);
      await expect(page.getByRole('option', { name })).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(box).toHaveValue(name);
    }
    await tabTo(page, page.getByLabel('详细地址'));
    await page.keyboard.type('科技园南区 1 号');
    await axe(page);
    await tabTo(page, page.getByRole('button', { name: '保存品牌信息' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('保存成功')).toBeVisible();
    await expect(banner.getByRole('link', { name: new RegExp(newTitle) })).toBeVisible();
    await axe(page);

    // 4. A reload shows what was saved.
    await page.reload();
    await expect(page.getByLabel('品牌名称')).toHaveValue(newTitle);
    await expect(page.getByRole('combobox', { name: '省份' })).toHaveValue('广东省');
    await expect(page.getByRole('combobox', { name: '城市' })).toHaveValue('深圳市');
    await expect(page.getByRole('combobox', { name: '区县' })).toHaveValue('南山区');
    await expect(page.getByLabel('详细地址')).toHaveValue('科技园南区 1 号');
    await expect(page.getByRole('img', { name: '品牌标志' })).toBeVisible();
    await expect(banner.getByRole('link', { name: new RegExp(newTitle) })).toBeVisible();
    await axe(page);

    // 5. The privacy policy: bold, a link and a library image; a pasted <img onerror> does not survive.
    const protocolLink = page
      .getByRole('navigation', { name: '栏目菜单' })
      .getByRole('link', { name: '协议设置' });
    await tabTo(page, protocolLink, { back: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: '协议设置', level: 1 })).toBeVisible();
    const editor = page.getByRole('textbox', { name: '隐私政策内容' });
    await expect(editor).toBeVisible();
    await axe(page);
    await tabTo(page, editor);
    await page.keyboard.type('我们重视你的隐私 ');
    const toolbar = page.getByRole('toolbar', { name: '隐私政策格式工具' });
    // The toolbar is reached with Shift+Tab from the text; its buttons with the arrow keys.
    const tool = async (name: string) => {
      await tabTo(page, toolbar, { back: true });
      const button = toolbar.getByRole('button', { name, exact: true });
      await page.keyboard.press('Home');
      for (let i = 0; i < 12 && !(await button.evaluate((el) => el === document.activeElement)); i++)
        await page.keyboard.press('ArrowRight');
      await expect(button).toBeFocused();
      await page.keyboard.press('Enter');
    };
    await tool('粗体');
    await expect(toolbar.getByRole('button', { name: '粗体' })).toHaveAttribute('aria-pressed', 'true');
    await tabTo(page, editor);
    await page.keyboard.press('End');
    await page.keyboard.type('数据安全');
    // The editor reads typed text from the page a moment later: a Shift+Home pressed before it had would
    // be undone by that read, and the link would go to an empty selection (seen on a loaded machine).
    await expect.poll(() => selectedText(editor, 'doc')).toContain('数据安全');
    await page.keyboard.press('Shift+Home');
    await expect.poll(() => selectedText(editor, 'selection')).toContain('数据安全');
    // A link on the selected line.
    await tool('链接');
    const linkDialog = page.getByRole('dialog', { name: '插入链接' });
    await expect(linkDialog).toBeVisible();
    await axe(page);
    await page.keyboard.type('https://example.com/privacy');
    await page.keyboard.press('Enter');
    await expect(linkDialog).toHaveCount(0);
    await expect(editor.locator('a[href="https://example.com/privacy"]')).toBeVisible();
    // The text has focus back once the link is set: the user goes on writing.
    await expect(editor).toBeFocused();
    // An image from the library, on a new line after the linked one.
    await tabTo(page, editor);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('End');
    await caretSettled(editor);
    await page.keyboard.press('Enter');
    await tool('插入图片');
    const picker = page.getByRole('dialog', { name: '媒体库' });
    await expect(picker).toBeVisible();
    const first = picker.getByRole('row').first();
    await tabTo(page, picker.getByRole('grid'));
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await axe(page);
    await tabTo(page, picker.getByRole('button', { name: '选择（1）' }));
    await page.keyboard.press('Enter');
    await expect(editor.locator('img')).toHaveCount(1);
    await expect(editor).toBeFocused();
    // A paste carrying script, after the image (which stays selected once inserted).
    await tabTo(page, editor);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('End');
    await caretSettled(editor);
    await editor.evaluate((el) => {
      const data = new DataTransfer();
      data.setData('text/html', '<p>贴入</p><img src="x" onerror="window.__pwned = true">');
      data.setData('text/plain', '贴入');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await tabTo(page, page.getByRole('button', { name: '保存隐私政策' }));
    await page.keyboard.press('Enter');
    const preview = page
      .locator('section', { has: page.getByRole('heading', { name: '隐私政策' }) })
      .locator('[class*="preview"]');
    await expect(preview.locator('strong')).toContainText('数据安全');
    await expect(preview.locator('a[href="https://example.com/privacy"]')).toBeVisible();
    await expect(preview.locator('img[src*="/uploads/"]')).toHaveCount(1);
    await expect(preview.locator('[onerror]')).toHaveCount(0);
    await expect(page.getByText(/版本 1 · 最后更新/)).toBeVisible();
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    const saved = await consoleCall(page, '/brand/config/document.html', {});
    expect(JSON.stringify(saved.data)).not.toContain('onerror');
    await axe(page);
  } finally {
    // Other spec files sign in to "Demo Brand" by name.
    await consoleCall(page, '/brand/config/update.html', { cfg_brand_title: 'Demo Brand' });
  }
});

test('operator gets no configuration menu and code 403 from /brand/config/update.html', async ({ page }) => {
  await signIn(page, 'operator', 'operator123');
  const nav = page.getByRole('navigation', { name: '模块导航' });
  // 首页 and 客户关系: no 配置.
  await expect(nav.getByRole('link')).toHaveCount(2);
  await expect(nav.getByRole('link', { name: '配置' })).toHaveCount(0);
  await axe(page);
  const answer = await consoleCall(page, '/brand/config/update.html', { cfg_brand_title: 'Taken over' });
  expect(answer.code).toBe(403);
  await page.goto('/#/config/index');
  await expect(page.getByRole('heading', { name: '没有权限' })).toBeVisible();
  await axe(page);
});

/**
 * Waits until the editor has taken in the caret the arrow keys put in the page. The browser tells it of a
 * moved selection a moment later (a queued event); keys pressed faster than that act on the selection
 * before (an Enter replaced the selected line). People do not type that fast; the story waits.
 */
/** The editor's own text, or the text of its selection, as its state holds it (not the page's). */
function selectedText(editor: Locator, what: 'doc' | 'selection'): Promise<string> {
  return editor.evaluate((el, part) => {
    type Own = {
      state: {
        doc: { textContent: string; textBetween: (from: number, to: number) => string };
        selection: { from: number; to: number };
      };
    };
    const own = (el as HTMLElement & { editor?: Own }).editor;
    if (!own) return '';
    const { doc, selection } = own.state;
    return part === 'doc' ? doc.textContent : doc.textBetween(selection.from, selection.to);
  }, what);
}

async function caretSettled(editor: Locator) {
  await expect
    .poll(() =>
      editor.evaluate((el) => {
        const own = (el as HTMLElement & { editor?: { state: { selection: { empty: boolean } } } }).editor;
        return own?.state.selection.empty ?? false;
      }),
    )
    .toBe(true);
}

test('Back with unsaved text asks first: staying keeps the text, and a second Back asks again', async ({
  page,
}) => {
  await signInByKeyboard(page, 'admin', 'admin123');
  await page.goto('/#/config/index');
  await expect(page.getByRole('heading', { name: '配置', level: 1 })).toBeVisible();
  const protocolLink = page
    .getByRole('navigation', { name: '栏目菜单' })
    .getByRole('link', { name: '协议设置' });
  await tabTo(page, protocolLink, { back: true });
  await page.keyboard.press('Enter');
  const editor = page.getByRole('textbox', { name: '隐私政策内容' });
  await tabTo(page, editor);
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' 尚未保存的一句');
  // The editor has read what was typed (it reads the page a moment later): the form has a change.
  await expect.poll(() => selectedText(editor, 'doc')).toContain('尚未保存的一句');
  // The browser's Back (as its button or Alt+← does it).
  await page.evaluate(() => history.back());
  const question = page.getByRole('alertdialog', { name: '有未保存的修改' });
  await expect(question).toBeVisible();
  await expect(page).toHaveURL(/#\/config\/protocol$/);
  await axe(page);
  await tabTo(page, question.getByRole('button', { name: '留在此页' }));
  await page.keyboard.press('Enter');
  await expect(question).toHaveCount(0);
  await expect(editor).toContainText('尚未保存的一句');
  await expect(page).toHaveURL(/#\/config\/protocol$/);
  // One more Back means it again: asked again, and leaving goes where Back goes.
  await page.evaluate(() => history.back());
  await expect(question).toBeVisible();
  await tabTo(page, question.getByRole('button', { name: '仍然离开' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/config\/index$/);
  await expect(page.getByRole('heading', { name: '配置', level: 1 })).toBeVisible();
});

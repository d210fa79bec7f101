import { type BrowserContext, expect, type Page } from '@playwright/test';

/**
 * Runs in every page before its scripts: notes what a screen reader would be told, i.e. each text that
 * appears in a live region (`aria-live`, or the roles that imply it: status, log, alert), React Aria's
 * own announcer included. A text added and removed again in the same task is noted too: a test sees
 * every message the page wrote, not only those still there when it looks.
 */
function recordAnnouncements() {
  const w = window as unknown as { __announced?: string[] };
  if (w.__announced) return;
  const announced: string[] = [];
  w.__announced = announced;
  const live = '[aria-live]:not([aria-live="off"]),[role="status"],[role="log"],[role="alert"]';
  const note = (text: string | null | undefined) => {
    const t = (text ?? '').replace(/\s+/g, ' ').trim();
    if (t) announced.push(t);
  };
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      const target = r.target instanceof Element ? r.target : r.target.parentElement;
      const region = target?.closest(live);
      if (!region) continue;
      // A log announces what is added to it; any other region is read whole when it changes.
      if (region.getAttribute('role') === 'log' || region.getAttribute('aria-relevant') === 'additions') {
        for (const n of r.addedNodes) note(n.textContent);
      } else note(region.textContent);
    }
  });
  const start = () =>
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  if (document.body) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}

/** Watch every page of `context` for announcements (call before its pages open). */
export async function watchAnnouncements(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordAnnouncements);
}

/** What the page announced since the last call, each text once, in order. */
export async function takeAnnouncements(page: Page): Promise<string[]> {
  const all = await page.evaluate(() => {
    const w = window as unknown as { __announced?: string[] };
    return w.__announced?.splice(0) ?? [];
  });
  return [...new Set(all)];
}

/**
 * Waits until the page announces a text that begins with `start` and answers it whole: a toast with an
 * undo is read with what follows its message (the shortcut, the time it lasts, its button).
 */
export async function announcedFrom(page: Page, start: string): Promise<string> {
  let found = '';
  await expect
    .poll(async () => {
      found = (await takeAnnouncements(page)).find((a) => a.startsWith(start)) ?? found;
      return found;
    })
    .not.toBe('');
  return found;
}

import { test as base, type Page } from '@playwright/test';

/** Pages whose app code a test holds back on purpose (support.ts holdAppCode): nothing to wait for. */
export const heldPages = new WeakSet<Page>();

/**
 * Makes the page's `goto` and `reload` wait until a page the server drew is drawn by its code: it starts
 * the code after its first paint (ADR 095) and takes its parts over in tasks of their own (ADR 096), and on this 2-core machine the load event, where
 * `goto` returns, can come before that paint: a test acting at once would tap a page that is still
 * starting, as a shopper on a slow phone can (ADR 046 replays their last tap). Tests of that moment hold
 * the code back (`holdAppCode`) or ask `goto` for an earlier `waitUntil`.
 */
export function waitsForItsCode(page: Page): Page {
  const started = async (options?: { waitUntil?: string }) => {
    if (heldPages.has(page) || (options?.waitUntil && options.waitUntil !== 'load')) return;
    await page.waitForFunction(
      () =>
        document.getElementById('app-code') === null ||
        (window as { __tokoDrawn?: boolean }).__tokoDrawn === true,
    );
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await started(options);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await started(options);
    return response;
  };
  return page;
}

/** Playwright's `test`, whose page waits for a drawn page's code after `goto` (waitsForItsCode). */
export const test = base.extend({
  page: async ({ page }, use) => {
    await use(waitsForItsCode(page));
  },
});

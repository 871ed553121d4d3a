import { expect, type Page } from '@playwright/test';
import { allProducts, apiGet, type Card, cards, PHONE, productUrl } from './storefront-support.ts';
import { waitUntilAlive } from './support.ts';
import { test } from './test.ts';

// Preact takes a server-drawn page over without comparing it (ADR 094): an attribute the browser would
// draw differently stays as the server wrote it, and no error says so. So a drawn page, once alive, is
// compared with the same page drawn by the browser alone, element by element.

/**
 * The page as the shopper has it, once alive and with everything it asks for: each element with its
 * attributes in order, its style as the browser reads it, and a field's value and choice as properties
 * (the server writes them as attributes, the browser sets them), one line per element or text.
 */
async function aliveMarkup(page: Page, url: string): Promise<string> {
  await page.goto(url);
  await waitUntilAlive(page);
  await expect(cards(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const AS_PROPERTY = new Set(['style', 'value', 'selected', 'checked']);
    const lines: string[] = [];
    const walk = (node: Node, depth: number) => {
      const pad = ' '.repeat(depth);
      if (node.nodeType === Node.TEXT_NODE) {
        if (node.textContent) lines.push(`${pad}"${node.textContent}"`);
        return;
      }
      if (!(node instanceof Element)) return;
      const attrs = [...node.attributes]
        .filter((a) => !AS_PROPERTY.has(a.name))
        .map((a) => `${a.name}=${a.value}`)
        .sort();
      if (node instanceof HTMLElement && node.style.cssText) attrs.push(`style: ${node.style.cssText}`);
      if (node instanceof HTMLInputElement) attrs.push(`.value=${node.value}`, `.checked=${node.checked}`);
      if (node instanceof HTMLSelectElement || node instanceof HTMLTextAreaElement)
        attrs.push(`.value=${node.value}`);
      lines.push(`${pad}<${node.localName} ${attrs.join(' ')}>`);
      for (const child of node.childNodes) walk(child, depth + 1);
    };
    walk(document.getElementById('root')!, 0);
    return lines.join('\n');
  });
}

test('a drawn page, once alive, is exactly the page the browser draws by itself', async ({
  browser,
  page,
  request,
}) => {
  const [product] = await allProducts(request);
  const own = await browser.newPage();
  // The same document without the server's drawing and its answers: the browser draws and asks itself.
  await own.route(
    (u) => !u.pathname.startsWith('/api/') && !u.pathname.startsWith('/assets/'),
    async (route) => {
      const res = await route.fetch();
      const body = (await res.text()).replace(
        /<div id="root">[\s\S]*<\/div><script type="application\/json" id="page-data">[\s\S]*?<\/script>/,
        '<div id="root"></div>',
      );
      await route.fulfill({ response: res, body });
    },
  );
  for (const url of ['/', '/sofas', productUrl(product!)]) {
    const served = await (await page.request.get(url)).text();
    expect(served, url).toContain('id="page-data"');
    expect(await aliveMarkup(page, url), url).toBe(await aliveMarkup(own, url));
  }
  await own.close();
});

test('a drawn page is taken over in parts, keeping every element the server drew (ADR 096)', async ({
  page,
  request,
}) => {
  const [product] = (await apiGet(request, '/products?categoryName=sofas&limit=1')).data as Card[];
  // Before the app's code runs, remember the elements the server drew.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { drawnByServer?: Element[] }).drawnByServer = [
        ...document.querySelectorAll(
          '#root header, #root footer, #root main li, #root main section, #root h1',
        ),
      ];
    });
  });
  await page.setViewportSize(PHONE);
  for (const url of ['/', '/sofas', productUrl(product!)]) {
    await page.goto(url);
    // Hydration kept them all: none was drawn again (a part drawn afresh would replace its elements).
    const kept = await page.evaluate(() => {
      const all = (window as { drawnByServer?: Element[] }).drawnByServer ?? [];
      return { all: all.length, connected: all.filter((el) => el.isConnected).length };
    });
    expect(kept.all, url).toBeGreaterThan(10);
    expect(kept.connected, url).toBe(kept.all);
    // Nor did the start write a style on the root element, which would restyle the whole page (ADR 096).
    expect(await page.evaluate(() => document.documentElement.style.length), url).toBe(0);
    // The last card is one of the last parts taken over, and it answers: its heart asks a visitor to log in.
    await page
      .locator('main li')
      .last()
      .getByRole('button', { name: /^Favorit: / })
      .click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Masuk' })).toBeVisible();
    await page.keyboard.press('Escape');
  }
});

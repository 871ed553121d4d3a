import { expect } from '@playwright/test';
import { IMAGE_WIDTHS } from '@toko/shared/constants';
import { CARD_SCREENS } from '../apps/web/src/lib/image.ts';
import { test } from './test.ts';

// A product card downloads the picture width it shows (ADR 036): on each measured screen the card's
// picture is as wide as CARD_SCREENS says (the bench compares encoders at these widths), and the
// browser's pick from the srcset is at most 4% wider than the picture's CSS width times the pixel ratio.

for (const screen of CARD_SCREENS) {
  test(`card picture on a ${screen.name}: the variant it shows`, async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: screen.viewport, height: 900 },
      deviceScaleFactor: screen.dpr,
    });
    const page = await context.newPage();
    await page.goto(screen.path);
    const img = page.getByTestId('product-card').first().locator('img');
    await expect(img).toHaveJSProperty('complete', true);
    const { css, src } = await img.evaluate((el: HTMLImageElement) => ({
      css: el.getBoundingClientRect().width,
      src: el.currentSrc,
    }));
    expect(Math.abs(css - screen.css), `picture ${css} px wide`).toBeLessThan(0.5);
    const served = Number(new URL(src).searchParams.get('w'));
    const shown = css * screen.dpr;
    expect(served).toBe(IMAGE_WIDTHS.find((w) => w >= shown - 0.5));
    expect(served / shown).toBeLessThanOrEqual(1.04);
    // And the server answers it in AVIF (its size is checked by the API tests).
    const res = await page.request.get(src, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(res.headers()['content-type']).toBe('image/avif');
    await context.close();
  });
}

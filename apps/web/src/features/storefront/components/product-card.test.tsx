import { cleanup, screen } from '@testing-library/react';
import { IMAGE_WIDTHS } from '@toko/shared/constants';
import { describe, expect, it } from 'vitest';
import { CARD_IMAGE_SIZES, CARD_SCREENS, FOUR_CARD_IMAGE_SIZES } from '../../../lib/image.ts';
import { card } from '../../../test/fixtures.ts';
import { mockApi, renderPage } from '../../../test/render.tsx';
import { ProductCard } from './product-card.tsx';

// Inside the app's providers, as on a page: the card's heart (loaded lazily) reads the session and the
// query client once it has arrived, which it already has when an earlier test file loaded it.
function renderCard(product = card(), sizes?: string) {
  mockApi({});
  renderPage(<ProductCard product={product} sizes={sizes} />);
  return screen.getByTestId('product-card');
}

describe('ProductCard', () => {
  it('shows the spec ribbons, badge, price and struck original price, and links to the product', () => {
    const link = renderCard();
    expect(link).toHaveAttribute('href', '/sofas/sofa-minimalis-3-dudukan-abu-abu');
    expect(link).toHaveTextContent('TERLARIS');
    expect(link).toHaveTextContent('GRATIS ONGKIR');
    expect(link).toHaveTextContent('Terjual 1.312');
    expect(link).toHaveTextContent('17%');
    expect(link).toHaveTextContent('+ Diskon 900K');
    expect(link).toHaveTextContent('pira');
    expect(screen.getByTestId('card-price').textContent).toBe('Rp\u00a04.299.000');
    expect(link.querySelector('s')?.textContent).toBe('Rp\u00a05.199.000');
  });

  it('leaves out the ribbons a product does not have', () => {
    const link = renderCard(
      card({
        label: false,
        free_shipping: false,
        discount: null,
        discount_amount: null,
        original_price: null,
        badge: null,
        sold: 0,
      }),
    );
    for (const text of ['TERLARIS', 'GRATIS ONGKIR', 'Terjual', '%', 'Diskon', 'pira']) {
      expect(link).not.toHaveTextContent(text);
    }
    expect(link.querySelector('s')).toBeNull();
  });

  it('links an uncategorised product under /produk', () => {
    const link = renderCard(card({ category: null, category_name: null, category_id: null }));
    expect(link).toHaveAttribute('href', '/produk/sofa-minimalis-3-dudukan-abu-abu');
  });

  it("says 'Stok habis' on a product with no stock, and only then", () => {
    const soldOut = renderCard(card({ stock: 0 }));
    expect(soldOut).toHaveTextContent('Stok habis');
    cleanup();
    expect(renderCard(card({ stock: 1 }))).not.toHaveTextContent('Stok habis');
  });

  it('offers every stored width in its srcset, with the sizes of the grid it sits in', () => {
    const img = renderCard(card({ image_id: 42 })).querySelector('img')!;
    const candidates = img
      .getAttribute('srcset')!
      .split(', ')
      .map((c) => c.split(' '));
    expect(candidates.map(([, w]) => w)).toEqual(IMAGE_WIDTHS.map((w) => `${w}w`));
    for (const [url, w] of candidates) expect(url).toBe(`/api/images/42?w=${parseInt(w!, 10)}&q=75&f=auto`);
    expect(img.getAttribute('sizes')).toBe(CARD_IMAGE_SIZES);
    cleanup();
    const featured = renderCard(card({ image_id: 42 }), FOUR_CARD_IMAGE_SIZES).querySelector('img')!;
    expect(featured.getAttribute('sizes')).toBe(FOUR_CARD_IMAGE_SIZES);
  });

  it("has sizes that say the picture's measured width, so each screen gets a variant at most 4% wider than it shows", () => {
    for (const screen of CARD_SCREENS) {
      const sizes = screen.path === '/' ? FOUR_CARD_IMAGE_SIZES : CARD_IMAGE_SIZES;
      const said = evaluateSizes(sizes, screen.viewport);
      expect(Math.abs(said - screen.css), screen.name).toBeLessThan(1);
      // What Chromium does: the first candidate at least `sizes` x pixel ratio wide.
      const need = said * screen.dpr;
      const picked = IMAGE_WIDTHS.find((w) => w >= need) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
      expect(picked / (screen.css * screen.dpr), screen.name).toBeLessThanOrEqual(1.04);
    }
  });
});

/** The width a `sizes` list gives at a viewport width: its media conditions and `calc(Avw - Bpx)` lengths. */
function evaluateSizes(sizes: string, viewport: number): number {
  for (const entry of sizes.split(/,\s*/)) {
    const media = /^\(min-width: (\d+)px\)\s+(.+)$/.exec(entry);
    if (media && viewport < Number(media[1])) continue;
    const length = media ? media[2]! : entry;
    const calc = /^calc\(([\d.]+)vw - ([\d.]+)px\)$/.exec(length);
    if (calc) return (viewport * Number(calc[1])) / 100 - Number(calc[2]);
    const px = /^([\d.]+)px$/.exec(length);
    if (px) return Number(px[1]);
    throw new Error(`cannot read ${length}`);
  }
  throw new Error('no default length');
}

import type { Product } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from './entry-server.tsx';
import { barangGroup } from './test/arisan-barang.ts';
import { card, productDetail } from './test/fixtures.ts';
import { json, mockApi, resetPage } from './test/render.tsx';

// The server's render of a storefront page (ADR 041), given the API through the harness's fetch stub.

const SNEAKY = 'Sofa </script><script>alert(1)</script> kayu';

function product(): Product {
  return {
    ...card(),
    description: SNEAKY,
    product_type_id: 1,
    main_image_url: null,
    max_purchase: null,
    weight_gram: null,
    length_cm: null,
    width_cm: null,
    height_cm: null,
    purchase_limit: 4,
    images: [{ id: 5, image_url: '/api/images/5?w=560&q=75&f=auto' }],
    attributes: [],
    options: [],
    variants: [],
    related_products: [],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

/** The product's review list (ADR 074), asked for while the page is drawn. */
const NO_REVIEWS = {
  data: [],
  pagination: {
    currentPage: 1,
    totalPages: 0,
    totalItems: 0,
    limit: 10,
    hasNextPage: false,
    nextCursor: null,
  },
};

const viaFetch = (url: string, init: RequestInit) => fetch(url, init);

afterEach(resetPage);

// The page's lazy parts, loaded once as a running server has them after its first render: how long a
// loaded machine takes to transform them is not what these tests are about (one ran past the render's
// waits on a busy CI and drew nothing).
beforeAll(async () => {
  await Promise.all([
    import('./features/storefront/pages/product-page.tsx'),
    import('./features/storefront/components/product-reviews.tsx'),
    import('./features/storefront/components/favorite-heart.tsx'),
    import('./features/storefront/components/barang-offer.tsx'),
  ]);
});

describe('renderPage', () => {
  it('draws a product page with the answer it was drawn from, which cannot end the data block', async () => {
    const p = product();
    const api = mockApi({
      [`GET /api/products/${p.slug}`]: () => ({ data: p }),
      'GET /api/arisan-barang': () => ({ data: [] }),
      [`GET /api/products/${p.slug}/reviews`]: () => NO_REVIEWS,
    });
    const page = await renderPage(`http://localhost/sofas/${p.slug}`, viaFetch);
    expect(page).not.toBeNull();
    expect(page!.source).toBe('features/storefront/pages/product-page.tsx');
    expect(page!.html).toContain(
      `<h1 class="text-2xl leading-tight font-bold text-stone-900 sm:text-3xl">${p.name}</h1>`,
    );
    expect(page!.data).not.toContain('</script>');
    const state = JSON.parse(page!.data) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] };
    const drawn = state.queries.find((q) => q.queryKey.includes(p.slug));
    expect(drawn).toBeDefined();
    expect((drawn!.state.data as Product).description).toBe(SNEAKY);
    // The product first (its page reads more once it has it); no session check or cart count for a visitor.
    const paths = api.calls.map((c) => c.path);
    expect(paths[0]).toBe(`/api/products/${p.slug}`);
    expect(paths.filter((path) => /^\/api\/(auth|cart)/.test(path))).toEqual([]);
  });

  it("draws the product page's lazy arisan block too, instead of leaving it to the browser", async () => {
    const p = productDetail();
    mockApi({
      [`GET /api/products/${p.slug}`]: () => ({ data: p }),
      'GET /api/arisan-barang': () => ({ data: [barangGroup()] }),
      [`GET /api/products/${p.slug}/reviews`]: () => NO_REVIEWS,
    });
    const page = await renderPage(`http://localhost/sofas/${p.slug}`, viaFetch);
    expect(page?.html).toContain('data-testid="barang-offer"');
    expect(page?.html).not.toContain('<!--$!-->');
  });

  it('leaves a missing product, and pages that are not the storefront, to the browser', async () => {
    mockApi({
      'GET /api/products/nope': () => json({ message: 'Produk tidak ditemukan', code: 'NOT_FOUND' }, 404),
    });
    expect(await renderPage('http://localhost/sofas/nope', viaFetch)).toBeNull();
    expect(await renderPage('http://localhost/cart', viaFetch)).toBeNull();
    expect(await renderPage('http://localhost/dashboard/orders', viaFetch)).toBeNull();
  });
});

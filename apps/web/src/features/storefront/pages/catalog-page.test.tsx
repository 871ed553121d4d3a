import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SEARCH_COUNT_LIMIT } from '@toko/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Header } from '../../../app/layouts/header.tsx';
import { card, page } from '../../../test/fixtures.ts';
import { json, mockApi, renderPage } from '../../../test/render.tsx';
import CatalogPage from './catalog-page.tsx';

const CATEGORIES = {
  data: [{ id: 1, name: 'Sofas', slug: 'sofas', product_count: 20 }],
  pagination: { currentPage: 1, totalPages: 1, totalItems: 1, limit: 100, hasNextPage: false },
};

const sofas = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) =>
    card({ id: from + i, name: `Sofa ${from + i}`, slug: `sofa-${from + i}` }),
  );

// A stand-in IntersectionObserver the test can fire for the element it watches. A disconnected one
// watches nothing any more (the list may watch its last card afresh after a render).
let watchers: { element: Element | null; fire: () => void }[] = [];
class FakeObserver {
  private watcher: { element: Element | null; fire: () => void };
  constructor(private callback: IntersectionObserverCallback) {
    this.watcher = { element: null, fire: () => this.fire() };
    watchers.push(this.watcher);
  }
  observe(element: Element) {
    this.watcher.element = element;
  }
  disconnect() {
    this.watcher.element = null;
  }
  fire() {
    const target = this.watcher.element;
    if (target) this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never);
  }
}

beforeEach(() => {
  watchers = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const renderCatalog = (path: string) => renderPage(<CatalogPage />, { path, route: '/:category' });

describe('CatalogPage', () => {
  it('asks for the category, 12 at a time, and loads the next page when the last card shows', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    // The second page waits, so its loading text can be seen.
    const calls = mockApi(async ({ url }) => {
      if (url.pathname === '/api/categories') return CATEGORIES;
      if (url.pathname === '/api/products') {
        // The next page is asked for by the cursor the first page gave.
        const p = url.searchParams.get('cursor') === 'after-page-1' ? 2 : 1;
        if (p === 2) await gate;
        return page(p === 1 ? sofas(1, 12) : sofas(13, 8), p, 20);
      }
    });

    renderCatalog('/sofas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sofas' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(12));
    expect(screen.getByText('20 produk')).toBeInTheDocument();
    const first = calls.find((c) => c.url.pathname === '/api/products')!;
    expect(Object.fromEntries(first.url.searchParams)).toEqual({
      categoryName: 'sofas',
      limit: '12',
    });

    const last = screen.getAllByRole('listitem').at(-1)!;
    act(() => watchers.find((w) => w.element === last)!.fire());
    expect(await screen.findByText('Loading more products...')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(20));
    expect(screen.queryByText('Loading more products...')).toBeNull();

    // No third page: the last card showing asks for nothing more.
    const pages = () => calls.filter((c) => c.url.pathname === '/api/products').length;
    expect(pages()).toBe(2);
    const newLast = screen.getAllByRole('listitem').at(-1)!;
    act(() => watchers.find((w) => w.element === newLast)!.fire());
    expect(pages()).toBe(2);
  });

  it('sorts with the Urutkan choices', async () => {
    const calls = mockApi(({ url }) => {
      if (url.pathname === '/api/categories') return CATEGORIES;
      if (url.pathname === '/api/products') return page(sofas(1, 3), 1, 3);
    });
    renderCatalog('/sofas');
    const select = await screen.findByLabelText('Urutkan');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Paling Sesuai', 'Harga Terendah', 'Harga Tertinggi']);
    const user = userEvent.setup();
    await user.selectOptions(select, 'Harga Terendah');
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.url.searchParams.get('sortBy') === 'price' && c.url.searchParams.get('sortOrder') === 'asc',
        ),
      ).toBe(true),
    );
    await user.selectOptions(select, 'Harga Tertinggi');
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('sortOrder') === 'desc')).toBe(true));
  });

  it('shows the empty text', async () => {
    mockApi(({ url }) => {
      if (url.pathname === '/api/categories') return CATEGORIES;
      if (url.pathname === '/api/products') return page([], 1, 0);
    });
    renderCatalog('/sofas');
    expect(await screen.findByText('Tidak ada produk yang tersedia saat ini.')).toBeInTheDocument();
  });

  it('shows a failure as Error: {message}', async () => {
    mockApi(({ url }) => {
      if (url.pathname === '/api/categories') return CATEGORIES;
      if (url.pathname === '/api/products') return json({ message: 'Database down', code: 'INTERNAL' }, 500);
    });
    renderCatalog('/sofas');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database down');
  });

  it('answers an unknown category with a not-found page', async () => {
    mockApi(({ url }) => {
      if (url.pathname === '/api/categories') return CATEGORIES;
      if (url.pathname === '/api/products') return page([], 1, 0);
    });
    renderCatalog('/kulkas');
    expect(await screen.findByRole('heading', { name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
  });

  it('shows a search that reached the count limit as that many and more', async () => {
    mockApi(({ url }) => {
      if (url.pathname === '/api/categories') return CATEGORIES;
      if (url.pathname === '/api/products')
        return page(sofas(1, 12), 1, url.searchParams.get('search') === 'sofa' ? SEARCH_COUNT_LIMIT : 99);
    });
    renderPage(<CatalogPage />, { path: '/products?search=sofa', route: '/products' });
    expect(await screen.findByText(`${SEARCH_COUNT_LIMIT}+ produk`)).toBeInTheDocument();
  });

  it('shows a category of as many products as the search limit without a plus', async () => {
    mockApi(({ url }) => {
      if (url.pathname === '/api/categories') return CATEGORIES;
      if (url.pathname === '/api/products') return page(sofas(1, 12), 1, SEARCH_COUNT_LIMIT);
    });
    renderCatalog('/sofas');
    expect(await screen.findByText(`${SEARCH_COUNT_LIMIT} produk`)).toBeInTheDocument();
  });

  it("searches all products with the header's box once typing pauses", async () => {
    const calls = mockApi(({ url }) => {
      if (url.pathname === '/api/categories') return CATEGORIES;
      if (url.pathname === '/api/products') return page(sofas(1, 2), 1, 2);
    });
    renderPage(
      <>
        <Header />
        <CatalogPage />
      </>,
      { path: '/products', route: '/products' },
    );
    const box = await screen.findByRole('combobox', { name: 'Cari produk' });
    const user = userEvent.setup();
    await user.type(box, 'lemari');
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('search') === 'lemari')).toBe(true), {
      timeout: 3000,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hasil pencarian “lemari”' }),
    ).toBeInTheDocument();
  });
});

describe('CatalogPage filters (ADR 076)', () => {
  const listing = () =>
    mockApi(({ url }) => {
      if (url.pathname === '/api/categories') return CATEGORIES;
      if (url.pathname === '/api/products') return page(sofas(1, 2), 1, 2);
    });
  const asked = (calls: { path: string; query: URLSearchParams }[]) =>
    calls.filter((c) => c.path === '/api/products').at(-1)!.query;

  it('applies a price range typed the Indonesian way, stock and rating, and keeps them in the URL', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    const calls = listing();
    const { router } = renderCatalog('/sofas');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Filter' }));
    const min = await screen.findByLabelText('Harga minimum');
    await user.type(min, '1250000');
    expect(min).toHaveValue('1.250.000');
    await user.type(screen.getByLabelText('Harga maksimum'), '5.000.000');
    await user.click(screen.getByLabelText('Hanya yang tersedia'));
    await user.click(screen.getByLabelText('Rating 4 ke atas'));
    await user.click(screen.getByRole('button', { name: 'Terapkan' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?min_price=1250000&max_price=5000000&in_stock=1&min_rating=4',
      ),
    );
    await waitFor(() => expect(asked(calls).get('min_price')).toBe('1250000'));
    expect(Object.fromEntries(asked(calls))).toMatchObject({
      categoryName: 'sofas',
      min_price: '1250000',
      max_price: '5000000',
      in_stock: '1',
      min_rating: '4',
    });
  });

  it('refuses a range upside down or an amount with decimals under the field, asking nothing', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    const calls = listing();
    const { router } = renderCatalog('/sofas');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Filter' }));
    await user.type(await screen.findByLabelText('Harga minimum'), '500000');
    await user.type(screen.getByLabelText('Harga maksimum'), '100000');
    await user.click(screen.getByRole('button', { name: 'Terapkan' }));
    expect(
      await screen.findByText('Harga minimum tidak boleh lebih dari harga maksimum'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Harga maksimum'));
    await user.type(screen.getByLabelText('Harga maksimum'), '12,5');
    await user.click(screen.getByRole('button', { name: 'Terapkan' }));
    expect(
      await screen.findByText('Masukkan jumlah rupiah tanpa desimal, contoh 1.250.000'),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(calls.filter((c) => c.path === '/api/products').every((c) => !c.query.has('min_price'))).toBe(
      true,
    );
  });

  it("reads filters from a shared link, and 'Hapus filter' takes them all off", async () => {
    const calls = listing();
    const { router } = renderCatalog('/sofas?in_stock=1&min_price=100000&sort=harga-terendah');
    await waitFor(() => expect(asked(calls).get('in_stock')).toBe('1'));
    expect(asked(calls).get('min_price')).toBe('100000');
    expect(screen.getByRole('button', { name: 'Filter, 2 aktif' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Hapus filter' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=harga-terendah'));
    await waitFor(() => expect(asked(calls).has('in_stock')).toBe(false));
  });

  it('opens the filters as a sheet (a dialog) on a phone', async () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false }));
    listing();
    renderCatalog('/sofas');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Filter' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filter Produk' });
    expect(within(sheet).getByLabelText('Harga minimum')).toBeInTheDocument();
  });
});

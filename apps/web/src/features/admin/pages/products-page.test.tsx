import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminProductCard } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import ProductsPage from './products-page.tsx';

beforeAll(installBrowserShims);
afterEach(resetPage);

const card = (id: number, overrides: Partial<AdminProductCard> = {}): AdminProductCard => ({
  id,
  name: `Produk ${id}`,
  slug: `produk-${id}`,
  price: 1000000 + id,
  original_price: null,
  stock: id,
  category_id: null,
  category: null,
  category_name: null,
  thumbnail_url: null,
  image_id: null,
  badge: null,
  info_text: null,
  discount: null,
  discount_amount: null,
  sold: 0,
  label: false,
  free_shipping: false,
  rating: 0,
  review_count: 0,
  has_variants: false,
  status: 'active',
  low_stock_threshold: 10,
  ...overrides,
});

const CATEGORIES = {
  data: [{ id: 3, name: 'Sofas', slug: 'sofas', product_count: 1 }],
  pagination: { currentPage: 1, totalPages: 1, totalItems: 1, limit: 100, hasNextPage: false },
};

/** The products page with one product, and its 'Buat Arisan Barang' dialog opened; the API names the new group `created`. */
async function openBarangDialog(created: string) {
  const api = mockApi({
    'GET /api/categories': () => CATEGORIES,
    'GET /api/admin/products': () => ({
      data: [card(1)],
      pagination: { currentPage: 1, totalPages: 1, totalItems: 1, limit: 10, hasNextPage: false },
    }),
    'POST /api/arisans/barang': () => ({ data: { id: 9, name: created } }),
  });
  const user = userEvent.setup();
  renderPage(<ProductsPage />, {
    as: 'admin',
    path: '/dashboard/products',
    also: [{ path: '/dashboard/arisans/:id', element: <p>Arisan page</p> }],
  });
  await user.click(await screen.findByRole('button', { name: 'Buat Arisan Barang Produk 1' }));
  const dialog = screen.getByRole('dialog', { name: 'Buat Arisan Barang' });
  return { api, user, dialog };
}

describe('ProductsPage', () => {
  it('shows the table with row numbers, prices, "-" for no category and the image fallback; pages on', async () => {
    const api = mockApi({
      'GET /api/categories': () => CATEGORIES,
      'GET /api/admin/products': (call) => {
        const pageNo = Number(call.query.get('page'));
        return {
          data: [card(pageNo * 10 + 1, pageNo === 1 ? { category_name: 'Sofas', image_id: 7 } : {})],
          pagination: {
            currentPage: pageNo,
            totalPages: 2,
            totalItems: 11,
            limit: 10,
            hasNextPage: pageNo < 2,
          },
        };
      },
    });
    const user = userEvent.setup();
    renderPage(<ProductsPage />, { as: 'admin', path: '/dashboard/products' });
    const first = (await screen.findByText('Produk 11')).closest('tr')!;
    expect(first).toHaveTextContent('1');
    expect(first).toHaveTextContent('Rp 1.000.011');
    expect(within(first).getByRole('img', { name: 'Produk 11' })).toHaveAttribute(
      'src',
      '/api/images/7?w=180&q=75&f=auto',
    );
    expect(api.calls.find((c) => c.path === '/api/admin/products')?.query.get('limit')).toBe('10');

    await user.click(screen.getByRole('button', { name: '2' }));
    const second = (await screen.findByText('Produk 21')).closest('tr')!;
    expect(second.firstElementChild).toHaveTextContent('11');
    expect(second).toHaveTextContent('-');
    expect(within(second).getByText('Image not available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Product' })).toHaveAttribute(
      'href',
      '/dashboard/products/create',
    );
  });

  it('filters by a category chip and shows No products found', async () => {
    const api = mockApi({
      'GET /api/categories': () => CATEGORIES,
      'GET /api/admin/products': (call) =>
        call.query.get('categoryName')
          ? {
              data: [],
              pagination: { currentPage: 1, totalPages: 1, totalItems: 0, limit: 10, hasNextPage: false },
            }
          : {
              data: [card(1)],
              pagination: { currentPage: 1, totalPages: 1, totalItems: 1, limit: 10, hasNextPage: false },
            },
    });
    const user = userEvent.setup();
    renderPage(<ProductsPage />, { as: 'admin', path: '/dashboard/products' });
    await screen.findByText('Produk 1');
    expect(screen.getByRole('button', { name: 'Semua' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Sofas' }));
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(api.calls.at(-1)?.query.get('categoryName')).toBe('sofas');
  });

  it('searches after the typing stops and hides the pager while searching', async () => {
    const api = mockApi({
      'GET /api/categories': () => CATEGORIES,
      'GET /api/admin/products': (call) => ({
        data: [card(call.query.get('search') ? 2 : 1)],
        pagination: { currentPage: 1, totalPages: 3, totalItems: 21, limit: 10, hasNextPage: true },
      }),
    });
    const user = userEvent.setup();
    renderPage(<ProductsPage />, { as: 'admin', path: '/dashboard/products' });
    await screen.findByText('Produk 1');
    expect(screen.getByRole('navigation', { name: 'Halaman' })).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Cari product'), 'sofa');
    // One request for the whole word, once the typing has paused (1000 ms).
    expect(await screen.findByText('Produk 2', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.query.get('search')).map((c) => c.query.get('search'))).toEqual([
      'sofa',
    ]);
    expect(screen.queryByRole('navigation', { name: 'Halaman' })).not.toBeInTheDocument();
  });

  it('asks before deleting and deletes', async () => {
    let rows = [card(1)];
    const api = mockApi({
      'GET /api/categories': () => CATEGORIES,
      'GET /api/admin/products': () => ({
        data: rows,
        pagination: { currentPage: 1, totalPages: 1, totalItems: rows.length, limit: 10, hasNextPage: false },
      }),
      'DELETE /api/products/1': () => {
        rows = [];
        return undefined;
      },
    });
    const user = userEvent.setup();
    renderPage(<ProductsPage />, { as: 'admin', path: '/dashboard/products' });
    await user.click(await screen.findByRole('button', { name: 'Hapus Produk 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Hapus Produk' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this product?');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Produk 1 dihapus')).toBeInTheDocument();
  });

  it("'Buat Arisan Barang' shows the contribution worked out live, posts the group and opens its page", async () => {
    const { api, user, dialog } = await openBarangDialog('Arisan Produk 1 (3 orang)');
    expect(dialog).toHaveTextContent('Harga Rp 1.000.001, dikunci saat arisan dibuat');

    const members = within(dialog).getByLabelText('Jumlah anggota (N)');
    await user.clear(members);
    await user.type(members, '3');
    await user.type(within(dialog).getByLabelText('Biaya admin per putaran (Rp)'), '5000');
    const sums = within(dialog).getByRole('region', { name: 'Perhitungan iuran' });
    // ceil(1.000.001 / 3) = 333.334, + 5.000 fee; the members pay 1 rupiah above the price together.
    expect(sums).toHaveTextContent('Rp 1.000.001 ÷ 3, dibulatkan ke atasRp 333.334');
    expect(sums).toHaveTextContent('Biaya admin+ Rp 5.000');
    expect(sums).toHaveTextContent('Iuran per anggota per putaranRp 338.334');
    expect(sums).toHaveTextContent('Total per anggota (3 putaran)Rp 1.015.002');
    expect(sums).toHaveTextContent('Total semua anggota (3 × 3 putaran)Rp 3.045.006');
    expect(sums).toHaveTextContent('Pembulatan di atas harga (semua anggota)Rp 1');

    await user.click(within(dialog).getByLabelText('Mulai saat penuh'));
    expect(within(dialog).getByLabelText('Tanggal mulai')).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Tipe'), 'weekly');
    await user.click(within(dialog).getByRole('button', { name: 'Buat Arisan' }));

    expect(await screen.findByText('Arisan page')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      product_id: 1,
      members: 3,
      saving_type: 'weekly',
      start_when_full: true,
      admin_fee: 5000,
    });
    expect(await screen.findByText('Arisan Produk 1 (3 orang) berhasil dibuat!')).toBeInTheDocument();
  });

  it("'Buat Arisan Barang' empties and disables the start date under 'Mulai saat penuh' and sends none", async () => {
    const { api, user, dialog } = await openBarangDialog('Arisan Produk 1 (10 orang)');
    const date = within(dialog).getByLabelText('Tanggal mulai');
    const whenFull = within(dialog).getByLabelText('Mulai saat penuh');
    await user.clear(date);
    await user.type(date, '2026-12-01');

    await user.click(whenFull);
    expect(date).toBeDisabled();
    expect(date).toHaveValue('');
    // Unticked, the date typed before comes back; ticked again, it is gone again.
    await user.click(whenFull);
    expect(date).toBeEnabled();
    expect(date).toHaveValue('2026-12-01');
    await user.click(whenFull);
    expect(date).toHaveValue('');

    await user.click(within(dialog).getByRole('button', { name: 'Buat Arisan' }));
    expect(await screen.findByText('Arisan page')).toBeInTheDocument();
    const body = api.calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ start_when_full: true });
    expect('start_date' in body).toBe(false);
  });

  it("'Buat Arisan Barang' refuses N outside 2-24 and a missing start date under the fields, posting nothing", async () => {
    const api = mockApi({
      'GET /api/categories': () => CATEGORIES,
      'GET /api/admin/products': () => ({
        data: [card(1)],
        pagination: { currentPage: 1, totalPages: 1, totalItems: 1, limit: 10, hasNextPage: false },
      }),
    });
    const user = userEvent.setup();
    renderPage(<ProductsPage />, { as: 'admin', path: '/dashboard/products' });
    await user.click(await screen.findByRole('button', { name: 'Buat Arisan Barang Produk 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Buat Arisan Barang' });
    const members = within(dialog).getByLabelText('Jumlah anggota (N)');
    await user.clear(members);
    await user.type(members, '25');
    expect(within(dialog).getByRole('region', { name: 'Perhitungan iuran' })).toHaveTextContent(
      'Isi jumlah anggota (2 sampai 24)',
    );
    await user.clear(within(dialog).getByLabelText('Tanggal mulai'));
    await user.click(within(dialog).getByRole('button', { name: 'Buat Arisan' }));
    expect(await within(dialog).findByText('Jumlah anggota 2 sampai 24')).toBeInTheDocument();
    expect(within(dialog).getByText("Isi tanggal mulai atau pilih 'Mulai saat penuh'")).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('lists one status at a time, and Stok menipis as the active products under their threshold (ADR 085)', async () => {
    const api = mockApi({
      'GET /api/categories': () => CATEGORIES,
      'GET /api/admin/products': (call) => ({
        data:
          call.query.get('status') === 'draft'
            ? [card(5, { status: 'draft', name: 'Lemari Draf' })]
            : [card(3, { stock: 3 }), card(40, { stock: 40 })],
        pagination: { currentPage: 1, totalPages: 1, totalItems: 2, limit: 10, hasNextPage: false },
      }),
    });
    const user = userEvent.setup();
    renderPage(<ProductsPage />, {
      as: 'admin',
      path: '/dashboard/products?status=low',
      route: '/dashboard/products',
    });
    const listed = () => api.calls.filter((c) => c.path === '/api/admin/products').at(-1)!.query;
    const low = (await screen.findByText('Produk 3')).closest('tr')!;
    expect(screen.getByRole('button', { name: 'Stok menipis' })).toHaveAttribute('aria-pressed', 'true');
    expect(listed().get('low_stock')).toBe('1');
    expect(listed().get('status')).toBe('active');
    expect(within(low).getByText('Menipis')).toBeInTheDocument();
    expect(within(low).getByText('Aktif')).toBeInTheDocument();
    expect(within(screen.getByText('Produk 40').closest('tr')!).queryByText('Menipis')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Draf' }));
    const draft = (await screen.findByText('Lemari Draf')).closest('tr')!;
    expect(listed().get('status')).toBe('draft');
    expect(listed().get('low_stock')).toBeNull();
    expect(within(draft).getByText('Draf')).toBeInTheDocument();
    // A draft is not in the shop: no arisan barang can be made of it.
    expect(within(draft).queryByRole('button', { name: /Buat Arisan Barang/ })).toBeNull();
  });

  it('duplicates a product as a draft and opens the copy', async () => {
    const api = mockApi({
      'GET /api/categories': () => CATEGORIES,
      'GET /api/admin/products': () => ({
        data: [card(1)],
        pagination: { currentPage: 1, totalPages: 1, totalItems: 1, limit: 10, hasNextPage: false },
      }),
      'POST /api/products/1/duplicate': () => ({
        data: { ...card(2, { name: 'Produk 1 (Salinan)', slug: 'produk-1-salinan', status: 'draft' }) },
      }),
    });
    const user = userEvent.setup();
    renderPage(<ProductsPage />, {
      as: 'admin',
      path: '/dashboard/products',
      also: [{ path: '/dashboard/products/:slug', element: <p>Halaman ubah produk</p> }],
    });
    await user.click(await screen.findByRole('button', { name: 'Duplikat Produk 1' }));
    expect(await screen.findByText('Halaman ubah produk')).toBeInTheDocument();
    expect(await screen.findByText('Salinan Produk 1 dibuat sebagai Draf')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/products/1/duplicate',
    ]);
  });
});

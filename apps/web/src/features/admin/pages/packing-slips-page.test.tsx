import { screen, within } from '@testing-library/react';
import type { Order } from '@toko/shared';
import { matchRoutes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { staffMayOpen } from '../../../lib/session.tsx';
import { makeOrder } from '../../../test/orders.ts';
import { installBrowserShims, json, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import PackingSlipsPage from './packing-slips-page.tsx';

beforeAll(installBrowserShims);
afterEach(resetPage);

const SOFA = makeOrder().items[0]!;
const item = (id: number, name: string, quantity: number) => ({
  ...SOFA,
  id,
  quantity,
  product: { ...SOFA.product, name },
});
const SITI = makeOrder({
  id: 9,
  order_number: 'ORD-20261127-7KQ2A',
  status: 'processing',
  courier: null,
  tracking_number: null,
  shipping_address:
    'Kantor - Siti Aminah (6285711112222), Jl. Sudirman Kav. 5, Desa/Kel. Karet, Kec. Setiabudi, Kota Jakarta Selatan, DKI Jakarta, 12920',
  items: [item(11, 'Meja Makan', 1), item(12, 'Kursi Lipat', 4)],
});
const BUDI = makeOrder();
const EMPTY_TEXT = 'Pilih pesanan di daftar pesanan untuk mencetak label.';

/** The server answers the ids it has, by id (not in the URL's order), as GET /orders/admin/all does. */
function renderSlips(search: string, orders: Order[] = [BUDI, SITI]) {
  const api = mockApi({
    'GET /api/orders/admin/all': (call) => {
      const asked = (call.query.get('ids') ?? '').split(',').map(Number);
      const data = orders.filter((o) => asked.includes(o.id)).sort((a, b) => a.id - b.id);
      return {
        data,
        pagination: {
          currentPage: 1,
          totalPages: 1,
          totalItems: data.length,
          limit: 100,
          hasNextPage: false,
        },
      };
    },
  });
  renderPage(<PackingSlipsPage />, {
    as: 'admin',
    path: `/dashboard/orders/slips${search}`,
    route: '/dashboard/orders/slips',
  });
  return api;
}

describe('PackingSlipsPage', () => {
  it('prints one label per selected order, in the order of the URL, with what the courier and packer need', async () => {
    const api = renderSlips('?ids=9,5,12');
    expect(await screen.findByRole('heading', { name: 'Label Pengiriman (2)' })).toBeInTheDocument();
    const labels = screen.getAllByRole('article');
    expect(labels.map((l) => l.getAttribute('aria-label'))).toEqual([
      'Label ORD-20261127-7KQ2A',
      'Label ORD-20261122-7K3Q9',
    ]);

    const siti = within(labels[0]!);
    expect(siti.getByText('Toko')).toBeInTheDocument();
    expect(siti.getByText('Siti Aminah')).toBeInTheDocument();
    expect(siti.getByText('+62 857-1111-2222')).toBeInTheDocument();
    expect(
      siti.getByText(
        'Jl. Sudirman Kav. 5, Desa/Kel. Karet, Kec. Setiabudi, Kota Jakarta Selatan, DKI Jakarta, 12920',
      ),
    ).toBeInTheDocument();
    const barcode = siti.getByRole('img', { name: 'Barcode ORD-20261127-7KQ2A' });
    // Code 128 B of 18 characters: 3 bars in each of 20 symbols, 4 in the stop; 253 modules with quiet zones.
    expect(barcode.querySelectorAll('rect')).toHaveLength(64);
    expect(barcode.getAttribute('viewBox')).toMatch(/^0 0 253 /);
    expect(siti.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Meja Makan × 1',
      'Kursi Lipat × 4',
    ]);
    expect(siti.queryByText('Nomor Resi')).not.toBeInTheDocument();
    expect(labels[0]).not.toHaveTextContent(/Rp/);

    const budi = within(labels[1]!);
    expect(budi.getByText('Budi Santoso')).toBeInTheDocument();
    expect(budi.getByText('+62 812-3456-7890')).toBeInTheDocument();
    expect(budi.getByRole('img', { name: 'Barcode ORD-20261122-7K3Q9' })).toBeInTheDocument();
    expect(budi.getByText('Kurir').nextElementSibling).toHaveTextContent('JNE');
    expect(budi.getByText('Nomor Resi').nextElementSibling).toHaveTextContent('CGK1234567890');
    expect(budi.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Sofa Minimalis × 2']);

    expect(screen.getByText('Tidak ditemukan: pesanan #12')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cetak' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Kembali ke Pesanan' })).toHaveAttribute(
      'href',
      '/dashboard/orders',
    );
    const asked = api.calls.filter((c) => c.path === '/api/orders/admin/all');
    expect(asked).toHaveLength(1);
    expect(asked[0]!.query.get('ids')).toBe('9,5,12');
    expect(asked[0]!.query.get('limit')).toBe('100');
  });

  it('prints the address as written when it cannot be read as recipient, phone and address', async () => {
    const old = makeOrder({ shipping_address: 'Jl. Kenanga 3, Bandung 40111', customer_phone: null });
    renderSlips('?ids=5', [old]);
    const label = await screen.findByRole('article', { name: 'Label ORD-20261122-7K3Q9' });
    expect(within(label).getByText('Jl. Kenanga 3, Bandung 40111')).toBeInTheDocument();
  });

  it('asks for a selection when the page is opened without one', async () => {
    const api = renderSlips('');
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cetak' })).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/orders/admin/all')).toBe(false);
  });

  it('says which ids were not found when none of the selection is', async () => {
    renderSlips('?ids=12,13');
    expect(await screen.findByText(EMPTY_TEXT)).toBeInTheDocument();
    expect(screen.getByText('Tidak ditemukan: pesanan #12, #13')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cetak' })).not.toBeInTheDocument();
  });

  it('shows the error when the orders cannot be loaded', async () => {
    mockApi({
      'GET /api/orders/admin/all': () => json({ message: 'Server sedang sibuk', code: 'INTERNAL' }, 500),
    });
    renderPage(<PackingSlipsPage />, {
      as: 'admin',
      path: '/dashboard/orders/slips?ids=5',
      route: '/dashboard/orders/slips',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Gagal memuat pesanan: Server sedang sibuk');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('has its own route outside the dashboard chrome, which staff may open too', () => {
    for (const [path, route] of [
      ['/dashboard/orders/slips', 'orders/slips'],
      ['/dashboard/orders/invoices', 'orders/invoices'],
    ] as const) {
      expect(matchRoutes(routes, path)?.at(-1)?.route.path).toBe(route);
      expect(staffMayOpen(path)).toBe(true);
    }
  });
});

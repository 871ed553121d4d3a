import { screen, within } from '@testing-library/react';
import type { DashboardSummary } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { todayInShop } from '../../../lib/format.ts';
import {
  installBrowserShims,
  json,
  mockApi,
  putValue,
  renderPage,
  resetPage,
} from '../../../test/render.tsx';
import OverviewPage from './overview-page.tsx';

beforeAll(installBrowserShims);
afterEach(resetPage);

function summary(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  return {
    totalProducts: 4,
    totalUsers: 12,
    pendingOrders: 3,
    todaySales: 350000,
    recentOrders: [
      {
        id: 2,
        order_number: 'ORD-20260310-AAAA2',
        customer: 'Ani',
        total_amount: 100000,
        status: 'pending',
        payment_status: 'pending',
        createdAt: '2026-03-10T16:30:00.000Z',
      },
      {
        id: 1,
        order_number: 'ORD-20260310-AAAA1',
        customer: 'Sari',
        total_amount: 250000,
        status: 'shipped',
        payment_status: 'paid',
        createdAt: '2026-03-09T17:00:00.000Z',
      },
    ],
    productStats: [
      { category: 'Sofas', count: 3 },
      { category: 'Uncategorised', count: 1 },
    ],
    activeArisans: 2,
    totalOrders: 40,
    date: todayInShop(),
    salesByDay: Array.from({ length: 30 }, (_, i) => ({
      date: `2026-03-${String(i + 1).padStart(2, '0')}`,
      total: i * 1000,
    })),
    failedMessages: 0,
    lowStockProducts: 0,
    ...overrides,
  };
}

describe('OverviewPage', () => {
  it('shows the four cards, the recent orders with their badge colours, the categories and the arisan summary', async () => {
    const api = mockApi({ 'GET /api/dashboard/summary': () => ({ data: summary() }) });
    renderPage(<OverviewPage />, { as: 'admin' });

    const sales = await screen.findByText("Today's Sales");
    expect(sales.nextElementSibling).toHaveTextContent('Rp 350.000');
    expect(sales.nextElementSibling!.nextElementSibling).toHaveTextContent('Hanya pesanan yang dibayar');
    expect(screen.getByText('Total Products').nextElementSibling).toHaveTextContent('4');
    expect(screen.getByText('Total Users').nextElementSibling).toHaveTextContent('12');
    expect(screen.getByText('Pending Orders').nextElementSibling).toHaveTextContent('3');
    expect(api.calls.find((c) => c.path === '/api/dashboard/summary')?.query.get('date')).toBe(todayInShop());

    const recent = screen.getByRole('region', { name: 'Recent Orders' });
    const rows = within(recent).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('ORD-20260310-AAAA2AniRp 100.000Menunggu');
    expect(within(rows[1]!).getByText('Menunggu')).toHaveClass('bg-yellow-100');
    expect(within(rows[2]!).getByText('Dikirim')).toHaveClass('bg-purple-100');

    const categories = screen.getByRole('region', { name: 'Product Categories' });
    expect(within(categories).getByText('3 (75%)')).toBeInTheDocument();
    expect(within(categories).getByText('Uncategorised')).toBeInTheDocument();

    const arisan = screen.getByRole('region', { name: 'Arisan Summary' });
    expect(within(arisan).getByText('Active Arisans').nextElementSibling).toHaveTextContent('2');
    expect(within(arisan).getByText('Total Orders').nextElementSibling).toHaveTextContent('40');
    expect(screen.getAllByTestId('sales-bar')).toHaveLength(30);
  });

  it('shows the spec texts for a day without orders and a shop without products', async () => {
    mockApi({
      'GET /api/dashboard/summary': () => ({
        data: summary({ recentOrders: [], productStats: [], todaySales: 0 }),
      }),
    });
    renderPage(<OverviewPage />, { as: 'admin' });
    expect(await screen.findByText('No orders found for this date.')).toBeInTheDocument();
    expect(screen.getByText('No product category data available.')).toBeInTheDocument();
  });

  it('shows the failure text when the summary cannot be loaded', async () => {
    mockApi({ 'GET /api/dashboard/summary': () => json({ message: 'boom', code: 'INTERNAL' }, 500) });
    renderPage(<OverviewPage />, { as: 'admin' });
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to load dashboard data. Please try again later.',
    );
  });

  it('lets no future date be picked', async () => {
    mockApi({ 'GET /api/dashboard/summary': () => ({ data: summary() }) });
    renderPage(<OverviewPage />, { as: 'admin' });
    const input = await screen.findByLabelText('Tanggal');
    expect(input).toHaveAttribute('max', todayInShop());
    expect(input).toHaveValue(todayInShop());
  });

  it('names the chosen day on the sales card when it is not today', async () => {
    const api = mockApi({
      'GET /api/dashboard/summary': ({ query }) => ({
        data: summary({ date: query.get('date') ?? todayInShop(), todaySales: 77000 }),
      }),
    });
    renderPage(<OverviewPage />, { as: 'admin' });
    const input = await screen.findByLabelText('Tanggal');
    putValue(input, '2026-03-09');
    const sales = await screen.findByText('Penjualan 09 Maret 2026');
    expect(sales.nextElementSibling).toHaveTextContent('Rp 77.000');
    expect(sales.nextElementSibling!.nextElementSibling).toHaveTextContent('Hanya pesanan yang dibayar');
    expect(screen.queryByText("Today's Sales")).toBeNull();
    expect(api.calls.at(-1)?.query.get('date')).toBe('2026-03-09');
  });

  it("shows 'Arisan barang berisiko': the members behind after receiving, what they owe, and their groups", async () => {
    mockApi({
      'GET /api/dashboard/summary': () => ({ data: summary() }),
      'GET /api/arisans/barang/at-risk': () => ({
        data: {
          members: 3,
          amount: 5_752_004,
          groups: [
            { arisan_id: 4, name: 'Arisan Sofa (3 orang)', members: 2, amount: 4_314_003 },
            { arisan_id: 9, name: 'Arisan Kasur (4 orang)', members: 1, amount: 1_438_001 },
          ],
        },
      }),
    });
    renderPage(<OverviewPage />, { as: 'admin' });
    const card = await screen.findByRole('region', { name: 'Arisan barang berisiko' });
    expect(await within(card).findByText(/menunggak setelah menerima/)).toHaveTextContent(
      '3 anggota menunggak setelah menerima, masih harus membayar Rp 5.752.004',
    );
    expect(within(card).getByRole('link', { name: 'Arisan Sofa (3 orang)' })).toHaveAttribute(
      'href',
      '/dashboard/arisans/4',
    );
    expect(within(card).getByRole('link', { name: 'Arisan Sofa (3 orang)' }).closest('li')).toHaveTextContent(
      '2 anggotaRp 4.314.003',
    );
    expect(within(card).getByRole('link', { name: 'Arisan Kasur (4 orang)' })).toHaveAttribute(
      'href',
      '/dashboard/arisans/9',
    );
  });

  it('says when no arisan barang member is behind after receiving', async () => {
    mockApi({
      'GET /api/dashboard/summary': () => ({ data: summary() }),
      'GET /api/arisans/barang/at-risk': () => ({ data: { members: 0, amount: 0, groups: [] } }),
    });
    renderPage(<OverviewPage />, { as: 'admin' });
    const card = await screen.findByRole('region', { name: 'Arisan barang berisiko' });
    expect(
      await within(card).findByText('Tidak ada anggota yang menunggak setelah menerima.'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it("says how many messages failed to send, with the way to 'Pesan Keluar'", async () => {
    mockApi({ 'GET /api/dashboard/summary': () => ({ data: summary({ failedMessages: 2 }) }) });
    renderPage(<OverviewPage />, { as: 'admin' });
    expect(await screen.findByText('2 pesan gagal terkirim')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat Pesan Keluar' })).toHaveAttribute(
      'href',
      '/dashboard/pesan-keluar',
    );
  });

  it('shows no failed-send notice when every message went out', async () => {
    mockApi({ 'GET /api/dashboard/summary': () => ({ data: summary() }) });
    renderPage(<OverviewPage />, { as: 'admin' });
    await screen.findByText("Today's Sales");
    expect(screen.queryByText(/pesan gagal terkirim/)).toBeNull();
  });

  it("shows 'Stok menipis' with the count and the way to those products", async () => {
    mockApi({ 'GET /api/dashboard/summary': () => ({ data: summary({ lowStockProducts: 3 }) }) });
    renderPage(<OverviewPage />, { as: 'admin' });
    const card = await screen.findByRole('region', { name: 'Stok menipis' });
    expect(card).toHaveTextContent('3 produk di bawah batas stoknya');
    expect(within(card).getByRole('link', { name: 'Lihat produk' })).toHaveAttribute(
      'href',
      '/dashboard/products?status=low',
    );
  });

  it('says all stock is fine when no product is under its threshold', async () => {
    mockApi({ 'GET /api/dashboard/summary': () => ({ data: summary() }) });
    renderPage(<OverviewPage />, { as: 'admin' });
    const calm = await screen.findByRole('region', { name: 'Stok menipis' });
    expect(calm).toHaveTextContent('Semua stok produk aman.');
    expect(within(calm).queryByRole('link')).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeWaitingOrder } from '../../../test/orders.ts';
import { installBrowserShims, json, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import OrdersPage from './orders-page.tsx';

beforeAll(installBrowserShims);
afterEach(resetPage);

/** The one waiting-order fixture, as this page's tests know it: Budi's single sofa at Rp 4.299.000. */
function order(overrides: Partial<Order> = {}): Order {
  const base = makeWaitingOrder();
  return makeWaitingOrder({
    createdAt: '2026-11-22T03:05:00.000Z',
    user_id: 8,
    user: { fullname: 'Budi Santoso', email: 'budi@toko.local' },
    customer_phone: '6281234567801',
    total_amount: 4299000,
    subtotal: 4299000,
    shipping_address: 'Rumah - Budi (6281234567801), Jl. Airlangga No. 12',
    items: [{ ...base.items[0]!, product_id: 3, price: 4299000, quantity: 1, subtotal: 4299000 }],
    status_history: [
      { ...base.status_history[0]!, timestamp: '2026-11-22T03:05:00.000Z', notes: null, actor_name: 'Budi' },
    ],
    ...overrides,
  });
}

const page = (data: Order[]) => ({
  data,
  pagination: { currentPage: 1, totalPages: 1, totalItems: data.length, limit: 10, hasNextPage: false },
});

describe('OrdersPage', () => {
  it('lists orders with the spec date format, sends a payment change once the admin confirms it, then reloads', async () => {
    let current = order();
    const api = mockApi({
      'GET /api/orders/admin/all': () => page([current]),
      'PUT /api/orders/5/status': (call) => {
        current = { ...current, ...(call.body as object) };
        return { order: current };
      },
    });
    const user = userEvent.setup();
    renderPage(<OrdersPage />, { as: 'admin', path: '/dashboard/orders' });
    const row = (await screen.findByText('ORD-20261122-7K3Q9')).closest('tr')!;
    // 03:05 UTC is 10:05 in Jakarta.
    expect(row).toHaveTextContent('22 Nov 2026 - 10:05');
    expect(row).toHaveTextContent('Budi Santoso');

    // Only the moves of the transition table are offered: a waiting order cannot be shipped or delivered.
    const statusSelect = within(row).getByLabelText('Status pesanan ORD-20261122-7K3Q9');
    expect(within(statusSelect).getByRole('option', { name: 'Selesai' })).toBeDisabled();
    expect(within(statusSelect).getByRole('option', { name: 'Dibatalkan' })).toBeEnabled();

    await user.selectOptions(within(row).getByLabelText('Status pembayaran ORD-20261122-7K3Q9'), 'paid');
    const ask = screen.getByRole('dialog', { name: 'Ubah pesanan' });
    expect(ask).toHaveTextContent(
      'Ubah pembayaran menjadi Dibayar (pesanan mulai dikemas) untuk pesanan ORD-20261122-7K3Q9',
    );
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(within(ask).getByRole('button', { name: 'Ya, ubah' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ payment_status: 'paid' });
    // The list is fetched again (besides the 'Perlu Verifikasi' count, which is its own query).
    await waitFor(() =>
      expect(
        api.calls.filter((c) => c.path === '/api/orders/admin/all' && !c.query.has('verification')),
      ).toHaveLength(2),
    );
    expect(await screen.findByText('Pesanan ORD-20261122-7K3Q9 diperbarui')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Status pembayaran ORD-20261122-7K3Q9')).toHaveValue('paid'),
    );
  });

  it('asks for the courier and Nomor Resi when a paid order is shipped and sends them with the status', async () => {
    const paid = { status: 'processing', payment_status: 'paid' } as const;
    const api = mockApi({
      'GET /api/orders/admin/all': () => page([order(paid)]),
      'PUT /api/orders/5/status': (call) => ({ order: order(call.body as Partial<Order>) }),
    });
    const user = userEvent.setup();
    renderPage(<OrdersPage />, { as: 'admin', path: '/dashboard/orders' });
    await user.selectOptions(await screen.findByLabelText('Status pesanan ORD-20261122-7K3Q9'), 'shipped');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    const dialog = screen.getByRole('dialog', { name: 'Kirim pesanan' });
    await user.type(within(dialog).getByLabelText('Nomor Resi'), ' JNE0012345 ');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(within(dialog).getByLabelText('Kurir')).toHaveAccessibleDescription('Pilih kurir');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.selectOptions(within(dialog).getByLabelText('Kurir'), 'JNE');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        status: 'shipped',
        courier: 'jne',
        tracking_number: 'JNE0012345',
      }),
    );
  });

  it('shows the detail with N/A for what is missing, and Cancel Order only while not cancelled', async () => {
    mockApi({
      'GET /api/orders/admin/all': () => page([order({ user: null, user_id: null })]),
      'GET /api/orders/5': () => ({ order: order({ user: null, user_id: null }) }),
    });
    const user = userEvent.setup();
    renderPage(<OrdersPage />, { as: 'admin', path: '/dashboard/orders' });
    await user.click(await screen.findByRole('button', { name: 'Lihat ORD-20261122-7K3Q9' }));
    const dialog = screen.getByRole('dialog', { name: 'Pesanan ORD-20261122-7K3Q9' });
    expect(within(dialog).getByText('Pembeli').nextElementSibling).toHaveTextContent('N/A');
    expect(within(dialog).getByText('Nomor Resi').nextElementSibling).toHaveTextContent('N/A');
    expect(within(dialog).getByText('Sofa Minimalis')).toBeInTheDocument();
    expect(within(dialog).getByText('Image not available')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it("opens the order named by '?order=' (a link from an arisan member's order) and forgets it on Close", async () => {
    mockApi({
      'GET /api/orders/admin/all': () => page([]),
      'GET /api/orders/5': () => ({ order: order({ status: 'processing', payment_status: 'paid' }) }),
    });
    const user = userEvent.setup();
    const { router } = renderPage(<OrdersPage />, {
      as: 'admin',
      path: '/dashboard/orders?order=5',
      route: '/dashboard/orders',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Pesanan ORD-20261122-7K3Q9' });
    expect(within(dialog).getByText('Sofa Minimalis')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('hides Cancel Order for a cancelled order', async () => {
    const cancelled = order({ status: 'cancelled' });
    mockApi({
      'GET /api/orders/admin/all': () => page([cancelled]),
      'GET /api/orders/5': () => ({ order: cancelled }),
    });
    const user = userEvent.setup();
    renderPage(<OrdersPage />, { as: 'admin', path: '/dashboard/orders' });
    await user.click(await screen.findByRole('button', { name: 'Lihat ORD-20261122-7K3Q9' }));
    const dialog = screen.getByRole('dialog', { name: 'Pesanan ORD-20261122-7K3Q9' });
    expect(within(dialog).queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
  });

  it('sends the filters and shows the empty and error texts', async () => {
    let fail = false;
    const api = mockApi({
      'GET /api/orders/admin/all': () => (fail ? json({ message: 'boom', code: 'INTERNAL' }, 500) : page([])),
    });
    const user = userEvent.setup();
    renderPage(<OrdersPage />, { as: 'admin', path: '/dashboard/orders' });
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Cari'), 'budi');
    expect(
      within(screen.getByLabelText('Status Pesanan'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Semua', 'Menunggu', 'Dikemas', 'Dikirim', 'Selesai', 'Dibatalkan']);
    await user.selectOptions(screen.getByLabelText('Status Pesanan'), 'shipped');
    await user.selectOptions(screen.getByLabelText('Status Pembayaran'), 'paid');
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Terapkan' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Error loading orders: boom',
    );
    const last = api.calls
      .filter((c) => c.path === '/api/orders/admin/all' && !c.query.has('verification'))
      .at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({
      page: '1',
      limit: '10',
      search: 'budi',
      status: 'shipped',
      payment_status: 'paid',
    });
  });

  describe("'Perlu Verifikasi'", () => {
    const proof = {
      sender_bank: 'BCA',
      sender_name: 'Budi Santoso',
      content_type: 'image/jpeg' as const,
      uploaded_at: '2026-11-22T04:00:00.000Z',
    };
    const waiting = () =>
      order({
        total_amount: 4299123,
        unique_code: 123,
        payment_confirmed_at: '2026-11-22T04:00:00.000Z',
        proof,
      });
    const jpeg = () =>
      new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'content-type': 'image/jpeg' } });

    it('counts the queue on its tab, lists it with the expected amount next to the proof, and approves after a confirmation naming the order', async () => {
      let current = waiting();
      const inQueue = () => (current.payment_status === 'pending' ? [current] : []);
      const api = mockApi({
        'GET /api/orders/admin/all': (call) => page(call.query.has('verification') ? inQueue() : [current]),
        'GET /api/orders/5': () => ({ order: current }),
        'GET /api/orders/5/payment-proof': jpeg,
        'PUT /api/orders/5/status': (call) => {
          current = { ...current, ...(call.body as object), status: 'processing', proof };
          return { order: current };
        },
      });
      const user = userEvent.setup();
      renderPage(<OrdersPage />, { as: 'admin', path: '/dashboard/orders' });
      await user.selectOptions(await screen.findByLabelText('Status Pesanan'), 'shipped');
      await user.click(screen.getByRole('button', { name: 'Terapkan' }));
      await user.click(await screen.findByRole('button', { name: 'Perlu Verifikasi (1)' }));
      // The queue is waiting orders only: no status filters there, and none sent.
      expect(screen.queryByLabelText('Status Pesanan')).not.toBeInTheDocument();
      await waitFor(() =>
        expect(Object.fromEntries(api.calls.at(-1)!.query)).toEqual({
          page: '1',
          limit: '10',
          verification: 'true',
        }),
      );
      const row = (await screen.findByText('BCA atas nama Budi Santoso')).closest('tr')!;
      expect(row).toHaveTextContent('Rp 4.299.123');
      expect(row).toHaveTextContent('termasuk Kode Unik Rp 123');
      // 04:00 UTC is 11:00 in Jakarta.
      expect(row).toHaveTextContent('Foto · 22 Nov 2026 - 11:00');

      await user.click(within(row).getByRole('button', { name: 'Periksa Bukti' }));
      const dialog = screen.getByRole('dialog', { name: 'Pesanan ORD-20261122-7K3Q9' });
      const image = await within(dialog).findByRole('img', { name: 'Bukti transfer ORD-20261122-7K3Q9' });
      expect(image.getAttribute('src')).toMatch(/^blob:/);
      expect(within(dialog).getByRole('region', { name: 'Bukti Transfer' })).toHaveTextContent(
        'Jumlah seharusnyaRp 4.299.123termasuk Kode Unik Rp 123',
      );

      await user.click(within(dialog).getByRole('button', { name: 'Setujui Pembayaran' }));
      const ask = screen.getByRole('dialog', { name: 'Setujui Pembayaran' });
      expect(ask).toHaveTextContent(
        'Setujui pembayaran Rp 4.299.123 untuk pesanan ORD-20261122-7K3Q9 (Budi Santoso)?',
      );
      expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
      await user.click(within(ask).getByRole('button', { name: 'Ya, Setujui' }));
      await waitFor(() =>
        expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ payment_status: 'paid' }),
      );
      expect(await screen.findByText('Pembayaran ORD-20261122-7K3Q9 disetujui')).toBeInTheDocument();
      // Decided: the buttons go, the queue and its count empty.
      await waitFor(() =>
        expect(within(dialog).queryByRole('button', { name: 'Setujui Pembayaran' })).not.toBeInTheDocument(),
      );
      expect(await screen.findByRole('button', { name: 'Perlu Verifikasi (0)' })).toBeInTheDocument();
      expect(screen.getByText('Tidak ada bukti transfer yang perlu diperiksa')).toBeInTheDocument();
    });

    it('rejects only with a reason, which is sent for the shopper', async () => {
      let current = waiting();
      const api = mockApi({
        'GET /api/orders/admin/all': () => page([current]),
        'GET /api/orders/5': () => ({ order: current }),
        'GET /api/orders/5/payment-proof': jpeg,
        'POST /api/orders/5/reject-payment': (call) => {
          current = {
            ...current,
            proof: null,
            payment_confirmed_at: null,
            payment_rejection_reason: (call.body as { reason: string }).reason,
          };
          return { order: current };
        },
      });
      const user = userEvent.setup();
      renderPage(<OrdersPage />, { as: 'admin', path: '/dashboard/orders' });
      await user.click(await screen.findByRole('button', { name: 'Lihat ORD-20261122-7K3Q9' }));
      const dialog = screen.getByRole('dialog', { name: 'Pesanan ORD-20261122-7K3Q9' });
      await user.click(await within(dialog).findByRole('button', { name: 'Tolak Pembayaran' }));
      const ask = screen.getByRole('dialog', { name: 'Tolak Pembayaran' });
      expect(ask).toHaveTextContent(
        'Tolak bukti transfer untuk pesanan ORD-20261122-7K3Q9 (Budi Santoso, Rp 4.299.123)?',
      );
      await user.click(within(ask).getByRole('button', { name: 'Tolak Pembayaran' }));
      expect(within(ask).getByLabelText('Alasan penolakan')).toHaveAccessibleDescription(
        'Tulis alasan penolakan',
      );
      expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

      await user.type(within(ask).getByLabelText('Alasan penolakan'), ' Nominal transfer kurang Rp 123 ');
      await user.click(within(ask).getByRole('button', { name: 'Tolak Pembayaran' }));
      await waitFor(() =>
        expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
          reason: 'Nominal transfer kurang Rp 123',
        }),
      );
      expect(await screen.findByText('Bukti transfer ORD-20261122-7K3Q9 ditolak')).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Tolak Pembayaran' })).not.toBeInTheDocument(),
      );
      await waitFor(() =>
        expect(within(dialog).queryByRole('region', { name: 'Bukti Transfer' })).not.toBeInTheDocument(),
      );
    });

    it('embeds a PDF proof with a link to open it', async () => {
      const pdf = order({ proof: { ...proof, content_type: 'application/pdf' } });
      mockApi({
        'GET /api/orders/admin/all': () => page([pdf]),
        'GET /api/orders/5': () => ({ order: pdf }),
        'GET /api/orders/5/payment-proof': () =>
          new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }),
      });
      const user = userEvent.setup();
      renderPage(<OrdersPage />, { as: 'admin', path: '/dashboard/orders' });
      await user.click(await screen.findByRole('button', { name: 'Lihat ORD-20261122-7K3Q9' }));
      const dialog = screen.getByRole('dialog', { name: 'Pesanan ORD-20261122-7K3Q9' });
      const link = await within(dialog).findByRole('link', { name: 'Buka PDF di tab baru' });
      const embedded = within(dialog).getByLabelText('Bukti transfer ORD-20261122-7K3Q9 (PDF)');
      expect(embedded.getAttribute('data')).toBe(link.getAttribute('href'));
      expect(embedded).toHaveAttribute('type', 'application/pdf');
    });
  });
});

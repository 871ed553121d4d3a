import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, json, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import OrdersPage from './orders-page.tsx';

beforeAll(installBrowserShims);
afterEach(resetPage);

function order(overrides: Partial<Order> = {}): Order {
  return {
    id: 5,
    order_number: 'ORD-20261122-7K3Q9',
    createdAt: '2026-11-22T03:05:00.000Z',
    user_id: 8,
    user: { fullname: 'Budi Santoso', email: 'budi@toko.local' },
    customer_phone: '6281234567801',
    total_amount: 4299000,
    subtotal: 4299000,
    shipping_cost: 0,
    discount: 0,
    payment_method: 'bank_transfer',
    status: 'pending',
    payment_status: 'pending',
    shipping_address: 'Rumah - Budi (6281234567801), Jl. Airlangga No. 12',
    tracking_number: null,
    payment_bank: null,
    unique_code: 0,
    payment_due_at: null,
    payment_confirmed_at: null,
    payment_rejection_reason: null,
    invoice_number: null,
    paid_at: null,
    cancel_reason: null,
    courier: null,
    proof: null,
    items: [
      {
        id: 1,
        product_id: 3,
        price: 4299000,
        quantity: 1,
        subtotal: 4299000,
        product: {
          name: 'Sofa Minimalis',
          slug: 'sofa-minimalis',
          category_slug: 'sofas',
          image_url: null,
          thumbnail_url: null,
        },
      },
    ],
    status_history: [
      {
        status: 'pending',
        payment_status: 'pending',
        timestamp: '2026-11-22T03:05:00.000Z',
        notes: null,
        actor_role: 'customer',
        actor_name: 'Budi',
      },
    ],
    ...overrides,
  };
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
    const statusSelect = within(row).getByLabelText('Status of ORD-20261122-7K3Q9');
    expect(within(statusSelect).getByRole('option', { name: 'delivered' })).toBeDisabled();
    expect(within(statusSelect).getByRole('option', { name: 'cancelled' })).toBeEnabled();

    await user.selectOptions(within(row).getByLabelText('Payment status of ORD-20261122-7K3Q9'), 'paid');
    const ask = screen.getByRole('dialog', { name: 'Ubah pesanan' });
    expect(ask).toHaveTextContent(
      'Ubah pembayaran menjadi Dibayar (pesanan mulai dikemas) untuk pesanan ORD-20261122-7K3Q9',
    );
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(within(ask).getByRole('button', { name: 'Ya, ubah' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ payment_status: 'paid' });
    await waitFor(() => expect(api.calls.filter((c) => c.path === '/api/orders/admin/all')).toHaveLength(2));
    expect(await screen.findByText('Order ORD-20261122-7K3Q9 updated')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Payment status of ORD-20261122-7K3Q9')).toHaveValue('paid'),
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
    await user.selectOptions(await screen.findByLabelText('Status of ORD-20261122-7K3Q9'), 'shipped');
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
    await user.click(await screen.findByRole('button', { name: 'View ORD-20261122-7K3Q9' }));
    const dialog = screen.getByRole('dialog', { name: 'Order ORD-20261122-7K3Q9' });
    expect(within(dialog).getByText('Customer').nextElementSibling).toHaveTextContent('N/A');
    expect(within(dialog).getByText('Nomor Resi').nextElementSibling).toHaveTextContent('N/A');
    expect(within(dialog).getByText('Sofa Minimalis')).toBeInTheDocument();
    expect(within(dialog).getByText('Image not available')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('hides Cancel Order for a cancelled order', async () => {
    const cancelled = order({ status: 'cancelled' });
    mockApi({
      'GET /api/orders/admin/all': () => page([cancelled]),
      'GET /api/orders/5': () => ({ order: cancelled }),
    });
    const user = userEvent.setup();
    renderPage(<OrdersPage />, { as: 'admin', path: '/dashboard/orders' });
    await user.click(await screen.findByRole('button', { name: 'View ORD-20261122-7K3Q9' }));
    const dialog = screen.getByRole('dialog', { name: 'Order ORD-20261122-7K3Q9' });
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
    await user.type(screen.getByLabelText('Search'), 'budi');
    await user.selectOptions(screen.getByLabelText('Status'), 'shipped');
    await user.selectOptions(screen.getByLabelText('Payment status'), 'paid');
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Error loading orders: boom',
    );
    const last = api.calls.filter((c) => c.path === '/api/orders/admin/all').at(-1)!;
    expect(Object.fromEntries(last.query)).toEqual({
      page: '1',
      limit: '10',
      search: 'budi',
      status: 'shipped',
      payment_status: 'paid',
    });
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderReturn, OrderReturnsResponse } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/orders.ts';
import { installBrowserShims, json, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import { TransactionDetailPage } from './transaction-detail-page.tsx';

// 'Pengembalian' on a delivered order (ADR 089): asked for within the window, then the shop's answer.

beforeAll(installBrowserShims);
afterEach(resetPage);

const DELIVERED = makeOrder({ status: 'delivered', payment_status: 'paid' });
const ITEM = DELIVERED.items[0]!;
const OPEN: OrderReturnsResponse = {
  data: [],
  eligibility: {
    window_days: 7,
    open_until: '2026-12-01T03:00:00.000Z',
    can_request: true,
    returnable: [{ order_item_id: ITEM.id, quantity: ITEM.quantity }],
  },
};
const ASKED: OrderReturn = {
  id: 4,
  order_id: DELIVERED.id,
  order_number: DELIVERED.order_number,
  customer: null,
  status: 'refunded',
  reason: 'Kaki kursi patah saat dibuka',
  owner_note: 'Maaf atas kerusakannya',
  items: [{ order_item_id: ITEM.id, name: ITEM.product.name, quantity: 1, price: ITEM.price }],
  photo_ids: [1],
  requested_at: '2026-11-25T03:00:00.000Z',
  decided_at: '2026-11-25T05:00:00.000Z',
  refund: {
    amount: 400_000,
    reference: 'BCA-778899',
    has_proof: false,
    restocked: true,
    created_at: '2026-11-26T03:00:00.000Z',
  },
  refundable: 0,
};

function renderDetail(answer: () => unknown) {
  const api = mockApi({
    [`GET /api/orders/${DELIVERED.id}`]: () => ({ order: DELIVERED }),
    'GET /api/reviews/reviewable': () => ({ data: [] }),
    [`GET /api/orders/${DELIVERED.id}/returns`]: () => OPEN,
    [`POST /api/orders/${DELIVERED.id}/returns`]: answer,
  });
  renderPage(<TransactionDetailPage />, {
    as: 'customer',
    path: `/account/transactions/${DELIVERED.id}`,
    route: '/account/transactions/:id',
  });
  return api;
}

describe('asking to return items of a delivered order', () => {
  it('sends the items, the reason and the photos once the form is complete', async () => {
    const user = userEvent.setup();
    const api = renderDetail(() => json({ data: { ...ASKED, status: 'requested', refund: null } }, 201));
    const section = await screen.findByRole('region', { name: 'Pengembalian' });
    expect(section).toHaveTextContent('Ajukan sampai 01 Desember 2026 - 10:00 WIB');
    await user.click(within(section).getByRole('button', { name: 'Ajukan Pengembalian' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajukan Pengembalian' });

    // Nothing picked, no reason, no photo: the form says so and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Kirim Pengajuan' }));
    expect(await within(dialog).findByText('Pilih barang yang dikembalikan')).toBeInTheDocument();
    expect(within(dialog).getByText('Lampirkan 1 sampai 3 foto barang')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    const quantity = within(dialog).getByLabelText(`Jumlah ${ITEM.product.name}`);
    await user.clear(quantity);
    await user.type(quantity, '1');
    await user.type(within(dialog).getByLabelText('Alasan'), 'Kaki kursi patah saat dibuka');
    await user.upload(
      within(dialog).getByLabelText(/^Foto barang/),
      new File([new Uint8Array([0xff, 0xd8, 0xff])], 'patah.jpg', { type: 'image/jpeg' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Kirim Pengajuan' }));
    expect(
      await screen.findByText('Pengajuan pengembalian terkirim. Toko akan memeriksanya.'),
    ).toBeInTheDocument();
    const sent = api.calls.find((c) => c.method === 'POST')!.body as FormData;
    expect(sent.get('reason')).toBe('Kaki kursi patah saat dibuka');
    expect(JSON.parse(String(sent.get('items')))).toEqual([{ order_item_id: ITEM.id, quantity: 1 }]);
    expect((sent.getAll('photos')[0] as File).name).toBe('patah.jpg');
  });

  it("shows the server's refusal in the shop's words", async () => {
    const user = userEvent.setup();
    renderDetail(() =>
      json(
        {
          message: 'Batas pengajuan pengembalian sudah lewat (7 hari setelah pesanan sampai)',
          code: 'CONFLICT',
        },
        409,
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Ajukan Pengembalian' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajukan Pengembalian' });
    const quantity = within(dialog).getByLabelText(`Jumlah ${ITEM.product.name}`);
    await user.clear(quantity);
    await user.type(quantity, '1');
    await user.type(within(dialog).getByLabelText('Alasan'), 'Warna tidak sesuai foto');
    await user.upload(
      within(dialog).getByLabelText(/^Foto barang/),
      new File(['x'], 'a.jpg', { type: 'image/jpeg' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Kirim Pengajuan' }));
    expect(
      await screen.findByText(
        'Gagal mengajukan pengembalian: Batas pengajuan pengembalian sudah lewat (7 hari setelah pesanan sampai)',
      ),
    ).toBeInTheDocument();
  });

  it("shows a refunded return with the shop's note and the transfer's reference, and no button once the window shut", async () => {
    mockApi({
      [`GET /api/orders/${DELIVERED.id}`]: () => ({ order: DELIVERED }),
      'GET /api/reviews/reviewable': () => ({ data: [] }),
      [`GET /api/orders/${DELIVERED.id}/returns`]: () => ({
        data: [ASKED],
        eligibility: { ...OPEN.eligibility, can_request: false },
      }),
    });
    renderPage(<TransactionDetailPage />, {
      as: 'customer',
      path: `/account/transactions/${DELIVERED.id}`,
      route: '/account/transactions/:id',
    });
    const section = await screen.findByRole('region', { name: 'Pengembalian' });
    expect(section).toHaveTextContent('Dana dikembalikan');
    expect(section).toHaveTextContent('Catatan toko: Maaf atas kerusakannya');
    expect(section).toHaveTextContent('sudah ditransfer (ref. BCA-778899)');
    expect(within(section).queryByRole('button', { name: 'Ajukan Pengembalian' })).not.toBeInTheDocument();
  });
});

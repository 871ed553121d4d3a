import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeWaitingOrder } from '../../../test/orders.ts';
import { installBrowserShims, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import { TransactionDetailPage } from './transaction-detail-page.tsx';

beforeAll(installBrowserShims);
afterEach(resetPage);

const inADay = () => new Date(Date.now() + 24 * 3_600_000).toISOString();

/** A waiting order with its code and a deadline a day away, as the proof form needs. */
const order = (overrides: Partial<Order> = {}): Order =>
  makeWaitingOrder({
    user: { fullname: 'Budi Santoso', email: 'budi@toko.local' },
    total_amount: 2_500_123,
    unique_code: 123,
    payment_due_at: inADay(),
    items: [],
    status_history: [],
    ...overrides,
  });

const renderDetail = () =>
  renderPage(<TransactionDetailPage />, {
    as: 'customer',
    path: '/account/transactions/5',
    route: '/account/transactions/:id',
  });

describe('TransactionDetailPage: proof of transfer', () => {
  it('shows the rejection reason and uploads a new proof, then says it is being checked', async () => {
    let current = order({ payment_rejection_reason: 'Nominal transfer kurang Rp 123' });
    const api = mockApi({
      'GET /api/orders/5': () => ({ order: current }),
      'POST /api/orders/ORD-20261122-7K3Q9/payment-proof': (call) => {
        const body = call.body as FormData;
        current = {
          ...current,
          payment_rejection_reason: null,
          payment_confirmed_at: '2026-11-22T05:00:00.000Z',
          proof: {
            sender_bank: String(body.get('sender_bank')),
            sender_name: String(body.get('sender_name')),
            content_type: 'image/jpeg',
            uploaded_at: '2026-11-22T05:00:00.000Z',
          },
        };
        return { order: current };
      },
    });
    const user = userEvent.setup();
    renderDetail();
    const form = await screen.findByRole('form', { name: 'Unggah Bukti Transfer' });
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Bukti transfer sebelumnya ditolak: Nominal transfer kurang Rp 123',
    );

    // Nothing chosen: the form says so under the file field and sends nothing.
    await user.click(within(form).getByRole('button', { name: 'Kirim Bukti Transfer' }));
    expect(within(form).getByLabelText('Foto atau PDF (maks. 5 MB)')).toHaveAccessibleDescription(
      'Pilih foto atau PDF bukti transfer',
    );
    expect(within(form).getByLabelText('Bank pengirim')).toHaveAccessibleDescription(
      'Isi nama bank pengirim',
    );
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    const photo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'transfer.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText('Foto atau PDF (maks. 5 MB)'), photo);
    await user.type(within(form).getByLabelText('Bank pengirim'), 'BCA');
    await user.type(within(form).getByLabelText('Nama pengirim'), 'Budi Santoso');
    await user.click(within(form).getByRole('button', { name: 'Kirim Bukti Transfer' }));

    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const sent = api.calls.find((c) => c.method === 'POST')!.body as FormData;
    expect(sent.get('sender_bank')).toBe('BCA');
    expect(sent.get('sender_name')).toBe('Budi Santoso');
    expect((sent.get('proof') as File).name).toBe('transfer.png');
    expect(
      await screen.findByText('Bukti transfer terkirim. Penjual akan memeriksanya.'),
    ).toBeInTheDocument();
    // The order is read again: the proof is waiting, and may still be replaced.
    const again = await screen.findByRole('form', { name: 'Unggah Bukti Transfer' });
    await waitFor(() =>
      expect(within(again).getByRole('heading', { name: 'Ganti Bukti Transfer' })).toBeInTheDocument(),
    );
    expect(within(again).getByRole('status')).toHaveTextContent(
      'Bukti dari BCA atas nama Budi Santoso sudah terkirim dan sedang diperiksa penjual.',
    );
    expect(within(again).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(again).getByLabelText('Bank pengirim')).toHaveValue('BCA');
  });

  it('refuses a file above 5 MB before sending it', async () => {
    const api = mockApi({ 'GET /api/orders/5': () => ({ order: order() }) });
    const user = userEvent.setup();
    renderDetail();
    const form = await screen.findByRole('form', { name: 'Unggah Bukti Transfer' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'besar.jpg', { type: 'image/jpeg' });
    await user.upload(within(form).getByLabelText('Foto atau PDF (maks. 5 MB)'), big);
    await user.type(within(form).getByLabelText('Bank pengirim'), 'BCA');
    await user.type(within(form).getByLabelText('Nama pengirim'), 'Budi Santoso');
    await user.click(within(form).getByRole('button', { name: 'Kirim Bukti Transfer' }));
    expect(within(form).getByLabelText('Foto atau PDF (maks. 5 MB)')).toHaveAccessibleDescription(
      'Ukuran file paling besar 5 MB',
    );
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows an approved payment without the form', async () => {
    mockApi({
      'GET /api/orders/5': () => ({
        order: order({
          status: 'processing',
          payment_status: 'paid',
          paid_at: '2026-11-22T06:30:00.000Z',
          proof: {
            sender_bank: 'BCA',
            sender_name: 'Budi Santoso',
            content_type: 'image/jpeg',
            uploaded_at: '2026-11-22T05:00:00.000Z',
          },
        }),
      }),
    });
    renderDetail();
    // 06:30 UTC is 13:30 in Jakarta.
    expect(await screen.findByText(/Pembayaran sudah diterima dan disetujui penjual/)).toHaveTextContent(
      'Pembayaran sudah diterima dan disetujui penjual pada 22 November 2026, 13:30 WIB.',
    );
    expect(screen.queryByRole('form', { name: 'Unggah Bukti Transfer' })).not.toBeInTheDocument();
  });

  it('offers no upload once the deadline has passed, but still says the proof is being checked', async () => {
    mockApi({
      'GET /api/orders/5': () => ({
        order: order({
          payment_due_at: new Date(Date.now() - 60_000).toISOString(),
          proof: {
            sender_bank: 'Mandiri',
            sender_name: 'Budi',
            content_type: 'application/pdf',
            uploaded_at: '2026-11-22T05:00:00.000Z',
          },
        }),
      }),
    });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Bukti Transfer' })).toBeInTheDocument();
    expect(
      screen.getByText('Bukti dari Mandiri atas nama Budi sudah terkirim dan sedang diperiksa penjual.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('form', { name: 'Unggah Bukti Transfer' })).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@toko/shared';
import { dynamicQris } from '@toko/shared/qris';
import { STATIC_QRIS } from '@toko/shared/qris.fixtures';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeWaitingOrder, PAYMENT_INFO } from '../../../test/orders.ts';
import { type Call, json, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import { ConfirmationPage } from './confirmation-page.tsx';
import { PaymentPage } from './payment-page.tsx';

afterEach(() => {
  resetPage();
  vi.restoreAllMocks();
});

const ORDER: Order = makeWaitingOrder({ total_amount: 2_400_000, discount: 100_000, status_history: [] });
const INFO = PAYMENT_INFO;

const NO_QRIS = () =>
  json({ message: 'Pembayaran dengan QRIS belum tersedia di toko ini', code: 'QRIS_NOT_CONFIGURED' }, 404);

function renderPayment(order: Order = ORDER, qris: () => unknown = NO_QRIS) {
  // The payment details, the QRIS (none unless told), and this order for every other call (its page,
  // the confirmation, the proof).
  const api = mockApi((call) =>
    call.path === '/api/payment-info' ? INFO : call.path.endsWith('/qris') ? qris() : { order },
  );
  const { router } = renderPage(<PaymentPage />, {
    path: `/cart/order-payment/${order.order_number}`,
    route: '/cart/order-payment/:orderNumber',
    also: [{ path: '/cart/confirmation', element: <ConfirmationPage /> }],
  });
  return { api, router };
}

const sentTo = (calls: Call[], path: string) => calls.filter((c) => c.method === 'POST' && c.path === path);

describe('PaymentPage', () => {
  it('summarises the order with unit prices, free shipping and the discount', async () => {
    renderPayment();
    const summary = await screen.findByRole('region', { name: 'Ringkasan Pesanan' });
    expect(within(summary).getByText('Sofa Minimalis')).toBeInTheDocument();
    expect(within(summary).getByText('Jumlah: 2')).toBeInTheDocument();
    expect(within(summary).getByText('Rp 1.250.000')).toBeInTheDocument();
    expect(within(summary).getByText('Free')).toBeInTheDocument();
    expect(within(summary).getByText('Diskon')).toBeInTheDocument();
    expect(within(summary).getByText('Rp 2.400.000')).toBeInTheDocument();
    expect(screen.getByText(ORDER.shipping_address)).toBeInTheDocument();
  });

  it('names the voucher beside Diskon when the order used one', async () => {
    renderPayment({ ...ORDER, voucher_code: 'HEMAT10' });
    const summary = await screen.findByRole('region', { name: 'Ringkasan Pesanan' });
    expect(within(summary).getByText('Diskon (HEMAT10)').parentElement).toHaveTextContent('- Rp 100.000');
  });

  it('starts on BCA and shows the chosen bank’s account and holder', async () => {
    renderPayment();
    expect(await screen.findByTestId('account-number')).toHaveTextContent('1234567890');
    expect(screen.getByRole('radio', { name: 'BCA' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'BNI' }));
    expect(screen.getByTestId('account-number')).toHaveTextContent('0987654321');
    expect(screen.getByText('Bank BNI')).toBeInTheDocument();
    expect(screen.getByText('PT Toko Furnitur Indonesia')).toBeInTheDocument();
  });

  it('records the confirmation, opens the seller’s WhatsApp and thanks the shopper', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { api, router } = renderPayment();
    await userEvent.click(await screen.findByRole('radio', { name: 'Mandiri' }));
    await userEvent.click(screen.getByRole('button', { name: 'Konfirmasi Pembayaran' }));
    await vi.waitFor(() =>
      expect(sentTo(api.calls, '/api/orders/ORD-20261122-7K3Q9/confirm-payment').map((c) => c.body)).toEqual([
        { bank: 'Mandiri' },
      ]),
    );
    await vi.waitFor(() => expect(open).toHaveBeenCalled());
    const [url, target, features] = open.mock.calls[0]!;
    const link = new URL(String(url));
    expect(link.origin + link.pathname).toBe('https://wa.me/6281234567890');
    expect(link.searchParams.get('text')).toContain('ORD-20261122-7K3Q9');
    expect(link.searchParams.get('text')).toContain('Bank: Mandiri');
    expect(link.searchParams.get('text')).toMatch(/Total: Rp\s2\.400\.000/);
    expect([target, features]).toEqual(['_blank', 'noopener']);
    expect(router.state.location.pathname).toBe('/cart/confirmation');
    expect(await screen.findByRole('heading', { name: 'Terima kasih atas pesananmu!' })).toBeInTheDocument();
  });

  it('shows the unique code as its own line, copies the exact amount and counts down to the deadline', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const due = new Date(Date.now() + 2 * 3_600_000 + 5 * 60_000);
    renderPayment({ ...ORDER, unique_code: 123, total_amount: 2_400_123, payment_due_at: due.toISOString() });
    const summary = await screen.findByRole('region', { name: 'Ringkasan Pesanan' });
    expect(within(summary).getByText('Kode Unik').nextElementSibling).toHaveTextContent(/Rp\s123$/);
    expect(screen.getByTestId('transfer-amount')).toHaveTextContent(/Rp\s2\.400\.123/);
    await userEvent.click(screen.getByRole('button', { name: 'Salin jumlah transfer' }));
    expect(writeText).toHaveBeenCalledWith('2400123');
    expect(screen.getByRole('timer', { name: 'Sisa waktu pembayaran' }).textContent).toMatch(
      /^02:0[45]:\d\d$/,
    );
    expect(screen.getByTestId('payment-deadline')).toHaveTextContent('WIB');
  });

  it('uploads a proof of transfer with the sender, shows a rejection reason, then thanks the shopper', async () => {
    const { api, router } = renderPayment({ ...ORDER, payment_rejection_reason: 'Nominal kurang Rp 123' });
    const form = await screen.findByRole('form', { name: 'Unggah Bukti Transfer' });
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Bukti transfer sebelumnya ditolak: Nominal kurang Rp 123',
    );
    const file = new File(['%PDF-1.4'], 'mutasi.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(form).getByLabelText('Foto atau PDF (maks. 5 MB)'), file);
    await userEvent.type(within(form).getByLabelText('Bank pengirim'), 'BCA');
    await userEvent.type(within(form).getByLabelText('Nama pengirim'), 'Budi Santoso');
    await userEvent.click(within(form).getByRole('button', { name: 'Kirim Bukti Transfer' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/cart/confirmation'));
    const [call] = sentTo(api.calls, '/api/orders/ORD-20261122-7K3Q9/payment-proof');
    const body = call!.body as FormData;
    expect(body.get('sender_bank')).toBe('BCA');
    expect(body.get('sender_name')).toBe('Budi Santoso');
    expect((body.get('proof') as File).name).toBe('mutasi.pdf');
  });

  it('stops the countdown once a proof waits for the seller (ADR 049)', async () => {
    const due = new Date(Date.now() + 2 * 3_600_000).toISOString();
    renderPayment({
      ...ORDER,
      payment_due_at: due,
      payment_confirmed_at: '2026-11-22T05:00:00.000Z',
      proof: {
        sender_bank: 'BCA',
        sender_name: 'Budi',
        content_type: 'image/jpeg',
        uploaded_at: '2026-11-22T05:00:00.000Z',
      },
    });
    expect(
      await screen.findByText('Konfirmasi pembayaranmu sudah kami terima dan sedang diperiksa penjual.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByTestId('payment-deadline')).not.toBeInTheDocument();
  });

  it('tells the shopper an expired order was cancelled because the time ran out', async () => {
    renderPayment({ ...ORDER, status: 'cancelled', cancel_reason: 'Waktu pembayaran habis' });
    expect(
      await screen.findByText('Waktu pembayaran habis; pesanan ini dibatalkan otomatis.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Konfirmasi Pembayaran' })).not.toBeInTheDocument();
  });

  it('offers no confirmation for a cancelled order', async () => {
    renderPayment({ ...ORDER, status: 'cancelled' });
    expect(await screen.findByText('Pesanan ini sudah dibatalkan.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Konfirmasi Pembayaran' })).not.toBeInTheDocument();
  });

  it('sends the bank the shopper picked with the proof, so the seller sees where the money went', async () => {
    const { api, router } = renderPayment();
    await userEvent.click(await screen.findByRole('radio', { name: 'BNI' }));
    const form = screen.getByRole('form', { name: 'Unggah Bukti Transfer' });
    const file = new File(['%PDF-1.4'], 'mutasi.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(form).getByLabelText('Foto atau PDF (maks. 5 MB)'), file);
    await userEvent.type(within(form).getByLabelText('Bank pengirim'), 'BRI');
    await userEvent.type(within(form).getByLabelText('Nama pengirim'), 'Budi Santoso');
    await userEvent.click(within(form).getByRole('button', { name: 'Kirim Bukti Transfer' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/cart/confirmation'));
    const body = sentTo(api.calls, '/api/orders/ORD-20261122-7K3Q9/payment-proof')[0]!.body as FormData;
    expect(body.get('bank')).toBe('BNI');
    expect(body.get('sender_bank')).toBe('BRI');
  });

  it('picks again the bank kept with the order', async () => {
    renderPayment({ ...ORDER, payment_bank: 'Mandiri' });
    expect(await screen.findByRole('radio', { name: 'Mandiri' })).toBeChecked();
    expect(screen.getByText('Bank Mandiri')).toBeInTheDocument();
  });

  it('shows the QRIS with the exact amount beside the accounts when the shop has one', async () => {
    const order = { ...ORDER, unique_code: 198, total_amount: 1_250_198 };
    const { api } = renderPayment(order, () => ({
      data: { payload: dynamicQris(STATIC_QRIS, 1_250_198), amount: 1_250_198 },
    }));
    const qris = await screen.findByTestId('qris');
    expect(qris).toHaveTextContent(/Scan QRIS untuk membayar tepat Rp\s1\.250\.198/);
    const image = await within(qris).findByRole('img', { name: /Kode QRIS untuk membayar Rp\s1\.250\.198/ });
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(image.getAttribute('src')!)).toContain('<svg');
    expect(api.calls.map((c) => c.path)).toContain('/api/orders/ORD-20261122-7K3Q9/qris');
    // The accounts are still there, and the instructions name both ways.
    expect(screen.getByTestId('account-number')).toHaveTextContent('1234567890');
    expect(screen.getByText(/atau scan QRIS dengan aplikasi m-banking atau e-wallet/)).toBeInTheDocument();
  });

  it('shows no QR when the shop has no QRIS, and does not ask for one once the order is paid', async () => {
    const unset = renderPayment();
    expect(await screen.findByTestId('account-number')).toBeInTheDocument();
    await vi.waitFor(() => expect(unset.api.calls.some((c) => c.path.endsWith('/qris'))).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('qris')).not.toBeInTheDocument();
    expect(screen.getByText(/sampai digit terakhir/)).toBeInTheDocument();

    resetPage();
    const { api } = renderPayment({ ...ORDER, status: 'processing', payment_status: 'paid' }, () => {
      throw new Error('a paid order asks for no QRIS');
    });
    expect(await screen.findByText('Pembayaran pesanan ini sudah diproses.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path.endsWith('/qris'))).toBe(false);
    expect(screen.queryByTestId('qris')).not.toBeInTheDocument();
  });

  it('leads from paying to Konfirmasi Pembayaran, and says the proof is optional', async () => {
    renderPayment();
    const pay = await screen.findByRole('region', { name: 'Pembayaran' });
    // The one button sits in the payment block, after the accounts and the instructions.
    expect(within(pay).getByRole('button', { name: 'Konfirmasi Pembayaran' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Konfirmasi Pembayaran' })).toHaveLength(1);
    const proof = screen.getByRole('region', { name: 'Bukti transfer (opsional)' });
    expect(within(proof).getByTestId('proof-optional')).toHaveTextContent(
      /Bukti transfer tidak wajib: toko mencocokkan setiap transfer yang masuk dengan mutasi rekeningnya/,
    );
    expect(within(proof).getByRole('form', { name: 'Unggah Bukti Transfer' })).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeOrder } from '../../../test/orders.ts';
import { installBrowserShims, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import { TransactionDetailPage } from './transaction-detail-page.tsx';

beforeAll(installBrowserShims);
afterEach(resetPage);

const renderDetail = (order: Order) => {
  mockApi({ 'GET /api/orders/5': () => ({ order }) });
  return renderPage(<TransactionDetailPage />, {
    as: 'customer',
    path: '/account/transactions/5',
    route: '/account/transactions/:id',
  });
};

describe('TransactionDetailPage: shipping and invoice', () => {
  it('shows the courier and the resi, copies the resi with Salin and links to the courier’s tracking page', async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderDetail(makeOrder());
    expect(await screen.findByText('Kurir')).toBeInTheDocument();
    expect(screen.getByText('JNE')).toBeInTheDocument();
    expect(screen.getByTestId('resi')).toHaveTextContent('CGK1234567890');

    await userEvent.click(screen.getByRole('button', { name: 'Salin nomor resi' }));
    expect(writeText).toHaveBeenCalledWith('CGK1234567890');
    expect(await screen.findByText('Nomor resi telah disalin ke clipboard')).toBeInTheDocument();

    const track = screen.getByRole('link', { name: 'Lacak di JNE' });
    expect(track).toHaveAttribute('href', 'https://www.jne.co.id/tracking-package');
    expect(track).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Salin nomor resi, lalu tempel di halaman pelacakan JNE.')).toBeInTheDocument();
  });

  it('puts the resi into the SiCepat link', async () => {
    renderDetail(makeOrder({ courier: 'sicepat', tracking_number: '004123456789' }));
    expect(await screen.findByRole('link', { name: 'Lacak di SiCepat' })).toHaveAttribute(
      'href',
      'https://www.sicepat.com/checkAwb/004123456789',
    );
    expect(screen.queryByText(/tempel di halaman pelacakan/)).not.toBeInTheDocument();
  });

  it('gives the shop’s own delivery no tracking link', async () => {
    renderDetail(makeOrder({ courier: 'own', tracking_number: 'TOKO-77' }));
    expect(await screen.findByText('Kurir Toko')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Lacak/ })).not.toBeInTheDocument();
  });

  it('offers Cetak Invoice for a paid order with its invoice number', async () => {
    renderDetail(makeOrder());
    const invoice = await screen.findByRole('link', { name: 'Cetak Invoice' });
    expect(invoice).toHaveAttribute('href', '/account/transactions/5/invoice');
    expect(screen.getByText('INV/2026/11/000005')).toBeInTheDocument();
  });

  it('has no invoice, courier or resi before payment', async () => {
    renderDetail(
      makeOrder({
        status: 'pending',
        payment_status: 'pending',
        invoice_number: null,
        paid_at: null,
        courier: null,
        tracking_number: null,
      }),
    );
    const card = await screen.findByText('Rincian Pembayaran');
    expect(within(card.closest('div')!).getByText('Kode Unik')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cetak Invoice' })).not.toBeInTheDocument();
    expect(screen.queryByText('Nomor Resi')).not.toBeInTheDocument();
  });
});

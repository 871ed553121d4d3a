import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@toko/shared';
import { formatRupiah } from '@toko/shared/format';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeOrder } from '../../../test/orders.ts';
import { installBrowserShims, json, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import InvoicePage from './invoice-page.tsx';

beforeAll(installBrowserShims);
afterEach(resetPage);

const renderInvoice = (answer: () => unknown, as: 'customer' | 'admin' = 'customer') => {
  mockApi({ 'GET /api/orders/5': answer });
  const area =
    as === 'admin'
      ? { path: '/dashboard/orders/5/invoice', route: '/dashboard/orders/:id/invoice' }
      : { path: '/account/transactions/5/invoice', route: '/account/transactions/:id/invoice' };
  return renderPage(<InvoicePage />, { as, ...area });
};

const rupiah = (text: string) => new RegExp(`^Rp\\s${text.replace(/\./g, '\\.')}$`);

describe('InvoicePage', () => {
  it('prints a paid order: shop, invoice number, dates in Jakarta, buyer, items, Kode Unik and total', async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderInvoice(() => ({ order: makeOrder() }));
    const invoice = await screen.findByRole('article', { name: 'Invoice INV/2026/11/000005' });
    const page = within(invoice);
    expect(page.getByText('Toko')).toBeInTheDocument();
    expect(page.getByRole('heading', { name: 'INVOICE' })).toBeInTheDocument();
    expect(page.getByText('INV/2026/11/000005')).toBeInTheDocument();
    // Paid 05:30 UTC = 12:30 WIB on 22 November.
    expect(page.getByText('Tanggal Invoice').nextElementSibling).toHaveTextContent('22 November 2026');
    expect(page.getByText('Dibayar pada').nextElementSibling).toHaveTextContent(
      '22 November 2026 - 12:30 WIB',
    );
    expect(page.getByText('Budi Santoso')).toBeInTheDocument();
    expect(page.getByText(/^Rumah - Budi Santoso \(6281234567890\), Jl\. Airlangga/)).toBeInTheDocument();
    const row = page.getByText('Sofa Minimalis').closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(1)).toEqual([formatRupiah(1_250_000), '2', formatRupiah(2_500_000)]);
    expect(cells[0]).toMatch(/^Sofa Minimalis/);
    expect(page.getByText('Kode Unik').nextElementSibling).toHaveTextContent(rupiah('123'));
    expect(page.getByText('Total').nextElementSibling).toHaveTextContent(rupiah('2.500.123'));
    expect(page.getByText('Status').nextElementSibling).toHaveTextContent('Dibayar');
    expect(page.getByText('Pembayaran').nextElementSibling).toHaveTextContent('Transfer Bank (BCA)');
    expect(page.getByText('Kurir').nextElementSibling).toHaveTextContent('JNE · CGK1234567890');

    await userEvent.click(screen.getByRole('button', { name: 'Cetak' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Kembali' })).toHaveAttribute('href', '/account/transactions/5');
  });

  it("shows a voucher's Diskon with its code, and the total after it", async () => {
    renderInvoice(() => ({
      order: makeOrder({ discount: 250_000, voucher_code: 'HEMAT10', total_amount: 2_250_123 }),
    }));
    const invoice = await screen.findByRole('article', { name: 'Invoice INV/2026/11/000005' });
    const page = within(invoice);
    expect(page.getByText('Diskon (HEMAT10)').nextElementSibling).toHaveTextContent(/^- Rp\s250\.000$/);
    expect(page.getByText('Total').nextElementSibling).toHaveTextContent(rupiah('2.250.123'));
  });

  it('leads an admin back to the orders page', async () => {
    renderInvoice(() => ({ order: makeOrder() }), 'admin');
    await screen.findByRole('article', { name: 'Invoice INV/2026/11/000005' });
    expect(screen.getByRole('link', { name: 'Kembali' })).toHaveAttribute('href', '/dashboard/orders');
  });

  it('has no invoice for an unpaid order', async () => {
    const unpaid: Order = makeOrder({
      status: 'pending',
      payment_status: 'pending',
      invoice_number: null,
      paid_at: null,
    });
    renderInvoice(() => ({ order: unpaid }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invoice belum tersedia: pesanan ini belum dibayar.',
    );
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cetak' })).not.toBeInTheDocument();
  });

  it('says not found for someone else’s order (the API answers 404)', async () => {
    renderInvoice(() => json({ message: 'Pesanan tidak ditemukan', code: 'NOT_FOUND' }, 404));
    expect(await screen.findByRole('alert')).toHaveTextContent('Order not found');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeOrder } from '../../../test/orders.ts';
import { installBrowserShims, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import { OrderDetailDialog } from './order-detail-dialog.tsx';

beforeAll(installBrowserShims);
afterEach(resetPage);

type Note = { id: number; body: string; author: { id: number; fullname: string } | null; created_at: string };

function renderDialog(start: Order, startNotes: Note[] = []) {
  let current = start;
  let notes = startNotes;
  const api = mockApi({
    'GET /api/orders/5': () => ({ order: current }),
    'PUT /api/orders/5/status': (call) => {
      const body = call.body as { courier: Order['courier']; tracking_number: string };
      current = { ...current, courier: body.courier, tracking_number: body.tracking_number };
      return { order: current };
    },
    'GET /api/orders/5/notes': () => ({ data: notes }),
    'POST /api/orders/5/notes': (call) => {
      const note = {
        id: notes.length + 1,
        body: (call.body as { body: string }).body,
        author: { id: 1, fullname: 'Admin Toko' },
        created_at: '2026-11-27T03:15:00.000Z',
      };
      notes = [...notes, note];
      return new Response(JSON.stringify({ data: note }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    },
    'GET /api/orders/admin/all': () => ({
      data: [],
      pagination: { currentPage: 1, totalPages: 0, totalItems: 0, limit: 10, hasNextPage: false },
    }),
  });
  renderPage(<OrderDetailDialog orderId={5} onClose={() => {}} onCancel={() => {}} />, {
    as: 'admin',
    path: '/dashboard/orders',
  });
  return api;
}

describe('OrderDetailDialog: shipping, WhatsApp and invoice', () => {
  it('sends the courier chosen from the list with the Nomor Resi', async () => {
    const api = renderDialog(makeOrder());
    const form = await screen.findByRole('form', { name: 'Nomor Resi' });
    const courier = within(form).getByLabelText('Kurir');
    expect(courier).toHaveValue('jne');
    expect(
      within(courier)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pilih kurir', 'JNE', 'J&T', 'SiCepat', 'AnterAja', 'Pos Indonesia', 'Kurir Toko']);
    await userEvent.selectOptions(courier, 'sicepat');
    const resi = within(form).getByLabelText('Nomor Resi');
    await userEvent.clear(resi);
    await userEvent.type(resi, ' 004123456789 ');
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      courier: 'sicepat',
      tracking_number: '004123456789',
    });
    expect(await screen.findByText('Nomor Resi disimpan')).toBeInTheDocument();
  });

  it('asks for the resi instead of sending an empty one', async () => {
    const api = renderDialog(makeOrder());
    const form = await screen.findByRole('form', { name: 'Nomor Resi' });
    await userEvent.clear(within(form).getByLabelText('Nomor Resi'));
    await userEvent.click(within(form).getByRole('button', { name: 'Simpan' }));
    expect(await within(form).findByText('Isi Nomor Resi')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('opens WhatsApp with the shipped message and prints the invoice in a new tab', async () => {
    renderDialog(makeOrder());
    const whatsapp = await screen.findByRole('link', { name: 'Kirim WhatsApp' });
    const href = new URL(whatsapp.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/6281234567890');
    expect(href.searchParams.get('text')).toContain(
      'pesanan ORD-20261122-7K3Q9 sudah dikirim via JNE dengan nomor resi CGK1234567890.',
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');
    const invoice = screen.getByRole('link', { name: 'Cetak Invoice' });
    expect(invoice).toHaveAttribute('href', '/dashboard/orders/5/invoice');
    expect(invoice).toHaveAttribute('target', '_blank');
  });

  it('has no WhatsApp button without the customer’s phone and no invoice before payment', async () => {
    renderDialog(
      makeOrder({
        customer_phone: null,
        status: 'pending',
        payment_status: 'pending',
        invoice_number: null,
        paid_at: null,
        courier: null,
        tracking_number: null,
      }),
    );
    await screen.findByText('Alamat Pengiriman');
    expect(screen.queryByRole('link', { name: 'Kirim WhatsApp' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cetak Invoice' })).not.toBeInTheDocument();
  });

  it("reads a cancelled order's payment as 'Dibatalkan', and flags a proof the owner is late to check (ADR 049)", async () => {
    const cancelled = makeOrder({
      status: 'cancelled',
      payment_status: 'pending',
      invoice_number: null,
      paid_at: null,
      status_history: [
        { ...makeOrder().status_history[0]!, notes: 'Pesanan dibuat' },
        { ...makeOrder().status_history[0]!, status: 'cancelled', notes: 'Pesanan dibatalkan oleh admin' },
      ],
    });
    renderDialog(cancelled);
    const payment = (await screen.findByText('Status Pembayaran')).nextElementSibling!;
    expect(payment).toHaveTextContent(/^Dibatalkan$/);
    const step = screen.getByText('Pesanan dibatalkan oleh admin').closest('li')!;
    expect(step).toHaveTextContent(/^Dibatalkan\d/);
    expect(step).not.toHaveTextContent('Belum Dibayar');
    // Who made the change, in words: the history stores 'customer'.
    expect(step).toHaveTextContent('· Pembeli');
  });

  it('says a proof waits and flags it once its review deadline has passed', async () => {
    renderDialog(
      makeOrder({
        status: 'pending',
        payment_status: 'pending',
        invoice_number: null,
        paid_at: null,
        proof: {
          sender_bank: 'BCA',
          sender_name: 'Budi',
          content_type: 'image/jpeg',
          uploaded_at: '2026-11-22T05:00:00.000Z',
        },
        review_due_at: '2026-11-25T05:00:00.000Z',
        review_overdue: true,
      }),
    );
    const payment = (await screen.findByText('Status Pembayaran')).nextElementSibling!;
    expect(payment).toHaveTextContent('Belum Dibayar Menunggu Verifikasi Terlambat diperiksa');
  });

  it("shows the owner which of the shop's accounts the shopper transferred to", async () => {
    renderDialog(makeOrder({ status: 'pending', payment_status: 'pending', payment_bank: 'BNI' }));
    expect((await screen.findByText('Transfer ke')).nextElementSibling).toHaveTextContent(/^BNI$/);
  });

  it('shows N/A while the shopper has picked no account', async () => {
    renderDialog(makeOrder({ status: 'pending', payment_status: 'pending', payment_bank: null }));
    expect((await screen.findByText('Transfer ke')).nextElementSibling).toHaveTextContent(/^N\/A$/);
  });
});

describe('OrderDetailDialog: how the payment was proven', () => {
  it("shows the bank's line that paid the order, with when it was approved", async () => {
    const line = 'BCA 2026-11-20 TRSF E-BANKING CR 2011/FTSCY/WS95031 BUDI SANTOSO Rp 1.250.198';
    renderDialog(
      makeOrder({
        payment_evidence: { source: 'statement', line, decided_at: '2026-11-20T03:15:00.000Z' },
      }),
    );
    const evidence = await screen.findByRole('region', { name: 'Bukti Pembayaran' });
    // 03:15 UTC is 10:15 in Jakarta.
    expect(evidence).toHaveTextContent('Cocok dengan mutasi rekening (Impor Mutasi) · 20 Nov 2026 - 10:15');
    expect(evidence).toHaveTextContent(line);
  });

  it('has no such note before the payment is approved', async () => {
    renderDialog(makeOrder({ payment_evidence: null }));
    await screen.findByRole('form', { name: 'Nomor Resi' });
    expect(screen.queryByRole('region', { name: 'Bukti Pembayaran' })).not.toBeInTheDocument();
  });
});

describe('OrderDetailDialog: internal notes', () => {
  it("lists the shop's notes with author and WIB time, and adds one that shows at once", async () => {
    const api = renderDialog(makeOrder(), [
      {
        id: 1,
        body: 'Pembeli minta kirim Senin',
        author: { id: 1, fullname: 'Admin Toko' },
        created_at: '2026-11-26T02:00:00.000Z',
      },
    ]);
    const notes = await screen.findByRole('region', { name: 'Catatan Internal' });
    expect(await within(notes).findByText('Pembeli minta kirim Senin')).toBeInTheDocument();
    expect(notes).toHaveTextContent('Admin Toko · 26 Nov 2026 - 09:00 WIB');
    const form = within(notes).getByRole('form', { name: 'Tambah catatan' });
    await userEvent.click(within(form).getByRole('button', { name: 'Tambah Catatan' }));
    expect(await within(form).findByText('Catatan wajib diisi')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Catatan baru'), 'Kaki meja diganti walnut');
    await userEvent.click(within(form).getByRole('button', { name: 'Tambah Catatan' }));
    expect(await within(notes).findByText('Kaki meja diganti walnut')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { body: 'Kaki meja diganti walnut' },
    ]);
    expect(within(form).getByLabelText('Catatan baru')).toHaveValue('');
  });

  it('says there is no note yet, and that only the shop sees them', async () => {
    renderDialog(makeOrder());
    const notes = await screen.findByRole('region', { name: 'Catatan Internal' });
    expect(
      await within(notes).findByText('Belum ada catatan. Catatan hanya terlihat oleh toko.'),
    ).toBeInTheDocument();
  });
});

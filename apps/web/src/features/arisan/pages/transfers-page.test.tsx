import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArisanTransfer } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, json, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import TransfersPage from './transfers-page.tsx';

beforeAll(installBrowserShims);
afterEach(resetPage);

const transfer = (over: Partial<ArisanTransfer> = {}): ArisanTransfer => ({
  id: 21,
  arisan_id: 4,
  arisan_name: 'Arisan Sofa (3 orang)',
  membership_id: 70,
  member_name: 'Sari',
  first_cycle: 1,
  cycles: 1,
  amount: 1_438_001,
  late_fee: 0,
  unique_code: 417,
  total_amount: 1_438_418,
  status: 'review',
  proof: {
    sender_bank: 'BCA',
    sender_name: 'Sari Wulandari',
    content_type: 'image/jpeg',
    uploaded_at: '2026-11-23T02:15:00.000Z',
  },
  rejection_reason: null,
  created_at: '2026-11-23T02:10:00.000Z',
  decided_at: null,
  ...over,
});

const proofFile = () =>
  new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'content-type': 'image/jpeg' } });

const open = () => renderPage(<TransfersPage />, { as: 'admin', path: '/dashboard/verifikasi-iuran' });

describe("TransfersPage ('Verifikasi Iuran')", () => {
  it('lists the waiting transfers with member, group, cycles, the amount with its Kode Unik and the proof', async () => {
    const api = mockApi({
      'GET /api/arisan-transfers': () => ({
        data: [
          transfer(),
          transfer({
            id: 22,
            member_name: 'Budi',
            first_cycle: 2,
            cycles: 2,
            amount: 2_926_002,
            late_fee: 50_000,
            unique_code: 88,
            total_amount: 2_926_090,
          }),
        ],
      }),
      'GET /api/arisan-barang/transfers/21/proof': proofFile,
      'GET /api/arisan-barang/transfers/22/proof': proofFile,
    });
    open();
    const sari = await screen.findByRole('article', { name: 'Iuran Sari' });
    expect(within(sari).getByRole('link', { name: 'Arisan Sofa (3 orang)' })).toHaveAttribute(
      'href',
      '/dashboard/arisans/4',
    );
    expect(sari).toHaveTextContent('Putaran 1');
    expect(within(sari).getByRole('region', { name: 'Bukti Transfer' })).toHaveTextContent(
      'Jumlah seharusnyaRp 1.438.418termasuk Kode Unik Rp 417',
    );
    expect(sari).toHaveTextContent('PengirimBCA atas nama Sari Wulandari');
    expect(await within(sari).findByRole('img', { name: 'Bukti transfer Sari' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );

    const budi = screen.getByRole('article', { name: 'Iuran Budi' });
    expect(budi).toHaveTextContent('Putaran 2-3 (2 putaran)');
    // The dues and the late fee apart; the total to find on the statement with its code.
    expect(budi).toHaveTextContent('IuranRp 2.876.002DendaRp 50.000Kode UnikRp 88');
    expect(budi).toHaveTextContent('Rp 2.926.090termasuk Kode Unik Rp 88');
    expect(api.calls.find((c) => c.path === '/api/arisan-transfers')?.query.get('status')).toBe('review');
  });

  it('approves after a confirmation naming member, amount and cycles; the transfer leaves the queue', async () => {
    let queue = [transfer()];
    const api = mockApi({
      'GET /api/arisan-transfers': () => ({ data: queue }),
      'GET /api/arisan-barang/transfers/21/proof': proofFile,
      'POST /api/arisan-transfers/21/approve': () => {
        queue = [];
        return { data: transfer({ status: 'approved' }) };
      },
    });
    const user = userEvent.setup();
    open();
    const sari = await screen.findByRole('article', { name: 'Iuran Sari' });
    await user.click(within(sari).getByRole('button', { name: 'Setujui' }));
    const ask = screen.getByRole('dialog', { name: 'Setujui Iuran' });
    expect(ask).toHaveTextContent(
      'Setujui iuran Rp 1.438.418 dari Sari untuk Arisan Sofa (3 orang), putaran 1?',
    );
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(ask).getByRole('button', { name: 'Ya, Setujui' }));
    expect(await screen.findByText('Iuran Sari disetujui')).toBeInTheDocument();
    expect(await screen.findByText('Tidak ada iuran yang menunggu verifikasi.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/arisan-transfers/21/approve',
    ]);
  });

  it('rejects only with a reason, which is sent for the member', async () => {
    const api = mockApi({
      'GET /api/arisan-transfers': () => ({ data: [transfer()] }),
      'GET /api/arisan-barang/transfers/21/proof': proofFile,
      'POST /api/arisan-transfers/21/reject': () => ({ data: transfer({ status: 'rejected' }) }),
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Tolak' }));
    const dialog = screen.getByRole('dialog', { name: 'Tolak Iuran' });
    expect(dialog).toHaveTextContent('Anggota melihat alasannya di Arisan Saya');
    await user.click(within(dialog).getByRole('button', { name: 'Tolak Iuran' }));
    expect(await within(dialog).findByText('Tulis alasan penolakan')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText('Alasan penolakan'), 'Nominal tidak sesuai');
    await user.click(within(dialog).getByRole('button', { name: 'Tolak Iuran' }));
    expect(await screen.findByText('Bukti transfer Sari ditolak')).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Nominal tidak sesuai' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Tolak Iuran' })).not.toBeInTheDocument(),
    );
  });

  it("shows the server's refusal of an approval and keeps the transfer", async () => {
    mockApi({
      'GET /api/arisan-transfers': () => ({ data: [transfer()] }),
      'GET /api/arisan-barang/transfers/21/proof': proofFile,
      'POST /api/arisan-transfers/21/approve': () =>
        json({ message: 'Transfer ini sudah diputuskan', code: 'CONFLICT' }, 409),
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Setujui' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Setujui Iuran' })).getByRole('button', {
        name: 'Ya, Setujui',
      }),
    );
    expect(
      await screen.findByText('Gagal menyetujui iuran: Transfer ini sudah diputuskan'),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Iuran Sari' })).toBeInTheDocument();
  });

  it('says when nothing waits, and shows a failed list as an error', async () => {
    mockApi({ 'GET /api/arisan-transfers': () => ({ data: [] }) });
    open();
    expect(await screen.findByText('Tidak ada iuran yang menunggu verifikasi.')).toBeInTheDocument();
    resetPage();
    mockApi({
      'GET /api/arisan-transfers': () => json({ message: 'Server sedang sibuk', code: 'INTERNAL' }, 500),
    });
    open();
    expect(await screen.findByText('Error: Server sedang sibuk')).toBeInTheDocument();
  });
});

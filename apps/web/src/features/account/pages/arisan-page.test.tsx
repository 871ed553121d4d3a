import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { drawCommitment, drawWinner, type MyBarangGroup } from '@toko/shared';
import { dynamicQris } from '@toko/shared/qris';
import { STATIC_QRIS } from '@toko/shared/qris.fixtures';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { arisanTransfer, myBarangGroup } from '../../../test/arisan-barang.ts';
import { PAYMENT_INFO } from '../../../test/orders.ts';
import { installBrowserShims, json, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import { ArisanPage } from './arisan-page.tsx';

beforeAll(installBrowserShims);
afterEach(resetPage);

/** 'Arisan Saya' answering `mine()` on every read (a test changes what the next read answers). */
function api(
  mine: () => MyBarangGroup[] | Response,
  more: Record<string, Parameters<typeof mockApi>[0]> = {},
) {
  return mockApi((call) => {
    if (call.path === '/api/arisan-barang/mine') {
      const answer = mine();
      return answer instanceof Response ? answer : { data: answer };
    }
    if (call.path === '/api/payment-info') return PAYMENT_INFO;
    const handler = more[`${call.method} ${call.path}`];
    return typeof handler === 'function' ? handler(call) : undefined;
  });
}

const renderArisan = () => renderPage(<ArisanPage />, { as: 'customer', path: '/account/arisan' });
const group = async () => screen.findByRole('article', { name: 'Arisan Sofa Minimalis (3 orang)' });

describe("ArisanPage ('Arisan Saya')", () => {
  it('says there is no group yet, with a link to the products', async () => {
    api(() => []);
    renderArisan();
    expect(await screen.findByText(/Kamu belum ikut arisan barang/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat Produk' })).toHaveAttribute('href', '/products');
  });

  it('shows the loading state, then the error of a failed read', async () => {
    api(() => json({ message: 'Server sedang sibuk', code: 'INTERNAL' }, 500));
    renderArisan();
    expect(screen.getByRole('status')).toHaveTextContent('Memuat arisan...');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Server sedang sibuk');
  });

  it('shows the group, its notices on top and the amount due with Bayar Iuran', async () => {
    api(() => [
      myBarangGroup({
        notices: [
          { kind: 'started', text: 'Arisan Sofa Minimalis (3 orang) sudah dimulai.' },
          { kind: 'payment_due', text: 'Iuran putaran 1 sebesar Rp 1.433.000 jatuh tempo 23 November 2026' },
        ],
      }),
    ]);
    renderArisan();
    const card = await group();
    const notices = screen.getByRole('list', { name: 'Pemberitahuan' });
    expect(
      within(notices)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Arisan Sofa Minimalis (3 orang) sudah dimulai.',
      'Iuran putaran 1 sebesar Rp 1.433.000 jatuh tempo 23 November 2026',
    ]);
    expect(within(card).getByText('Berjalan')).toBeInTheDocument();
    expect(card).toHaveTextContent('IuranRp 1.433.000 per minggu');
    expect(within(card).getByTestId('amount-due').textContent).toBe('Rp\u00a01.433.000');
    expect(within(card).getByRole('button', { name: 'Bayar Iuran' })).toBeEnabled();
    const rows = within(card).getAllByTestId('schedule-row');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Putaran 1');
    expect(rows[0]).toHaveTextContent('23 November 2026');
    expect(rows[0]).toHaveTextContent('Belum dibayar');
  });

  it('creates the transfer on Bayar Iuran and shows the amount with its Kode Unik and the accounts', async () => {
    let current = myBarangGroup();
    const calls = api(() => [current], {
      'POST /api/arisan-barang/31/transfers': () => {
        current = { ...current, open_transfer: arisanTransfer() };
        return json({ data: current.open_transfer }, 201);
      },
    });
    const user = userEvent.setup();
    renderArisan();
    await user.click(within(await group()).getByRole('button', { name: 'Bayar Iuran' }));

    const panel = await screen.findByTestId('arisan-transfer');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(within(panel).getByText('Menunggu transfer')).toBeInTheDocument();
    // The shop's accounts arrive by their own read.
    expect((await within(panel).findByTestId('transfer-amount')).textContent).toBe('Rp\u00a01.433.417');
    expect(panel).toHaveTextContent('Sudah termasuk Kode Unik Rp 417');
    expect(within(panel).getByTestId('account-number')).toHaveTextContent('1234567890');
    await user.click(within(panel).getByText('Mandiri'));
    expect(within(panel).getByTestId('account-number')).toHaveTextContent('1122334455');
    expect(within(panel).getByRole('button', { name: 'Salin jumlah transfer' })).toBeInTheDocument();
    expect(within(panel).getByRole('form', { name: 'Unggah Bukti Transfer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bayar Iuran' })).toBeNull();
  });

  it("shows the shop's QRIS for the transfer's exact amount beside the accounts", async () => {
    const current = myBarangGroup({ open_transfer: arisanTransfer() });
    const calls = api(() => [current], {
      'GET /api/arisan-barang/transfers/71/qris': () => ({
        data: { payload: dynamicQris(STATIC_QRIS, 1_433_417), amount: 1_433_417 },
      }),
    });
    renderArisan();
    const panel = await screen.findByTestId('arisan-transfer');
    const qris = await within(panel).findByTestId('qris');
    expect(qris).toHaveTextContent(/Scan QRIS untuk membayar tepat Rp\s1\.433\.417/);
    expect(
      await within(qris).findByRole('img', { name: 'Kode QRIS untuk membayar Rp\u00a01.433.417' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(within(panel).getByTestId('account-number')).toHaveTextContent('1234567890');
    expect(calls.filter((c) => c.path.endsWith('/qris'))).toHaveLength(1);
  });

  it('uploads the proof with the sender and then says it waits for verification', async () => {
    let current = myBarangGroup({ open_transfer: arisanTransfer() });
    const calls = api(() => [current], {
      'POST /api/arisan-barang/transfers/71/proof': (call) => {
        const body = call.body as FormData;
        current = {
          ...current,
          open_transfer: arisanTransfer({
            status: 'review',
            proof: {
              sender_bank: String(body.get('sender_bank')),
              sender_name: String(body.get('sender_name')),
              content_type: 'image/jpeg',
              uploaded_at: '2026-11-23T03:00:00.000Z',
            },
          }),
        };
        return { data: current.open_transfer };
      },
    });
    const user = userEvent.setup();
    renderArisan();
    const form = await screen.findByRole('form', { name: 'Unggah Bukti Transfer' });
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'transfer.jpg', { type: 'image/jpeg' });
    await user.upload(within(form).getByLabelText('Foto atau PDF (maks. 5 MB)'), photo);
    await user.type(within(form).getByLabelText('Bank pengirim'), 'BCA');
    await user.type(within(form).getByLabelText('Nama pengirim'), 'Budi Santoso');
    await user.click(within(form).getByRole('button', { name: 'Kirim Bukti Transfer' }));

    const panel = screen.getByTestId('arisan-transfer');
    await waitFor(() => expect(within(panel).getByText('Menunggu verifikasi')).toBeInTheDocument());
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'Bukti dari BCA atas nama Budi Santoso sudah terkirim dan menunggu verifikasi admin.',
    );
    const sent = calls.find((c) => c.path === '/api/arisan-barang/transfers/71/proof')!.body as FormData;
    expect(sent.get('sender_bank')).toBe('BCA');
    expect(sent.get('sender_name')).toBe('Budi Santoso');
    expect((sent.get('proof') as File).name).toBe('transfer.jpg');
  });

  it('shows a rejected proof with the reason and takes a new one', async () => {
    api(() => [
      myBarangGroup({
        open_transfer: arisanTransfer({
          status: 'rejected',
          rejection_reason: 'Nominal kurang Rp 417',
          proof: {
            sender_bank: 'BNI',
            sender_name: 'Budi',
            content_type: 'image/jpeg',
            uploaded_at: '2026-11-23T03:00:00.000Z',
          },
        }),
      }),
    ]);
    renderArisan();
    const panel = await screen.findByTestId('arisan-transfer');
    expect(within(panel).getByText('Ditolak')).toBeInTheDocument();
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Bukti transfer ditolak: Nominal kurang Rp 417. Unggah bukti baru.',
    );
    const form = within(panel).getByRole('form', { name: 'Unggah Bukti Transfer' });
    expect(within(form).getByRole('heading', { name: 'Ganti Bukti Transfer' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Bank pengirim')).toHaveValue('BNI');
  });

  it('shows a paid cycle with a check and nothing due after the approval', async () => {
    api(() => [
      myBarangGroup({
        paid_cycles: 1,
        cycles_due: 0,
        amount_due: 0,
        amount_owed: 2_866_000,
        schedule: myBarangGroup().schedule.map((c) => (c.cycle === 1 ? { ...c, paid: true } : c)),
      }),
    ]);
    renderArisan();
    const card = await group();
    expect(within(card).getAllByTestId('schedule-row')[0]).toHaveTextContent('Lunas');
    expect(within(card).getAllByTestId('schedule-row')[1]).toHaveTextContent('Belum dibayar');
    expect(card).toHaveTextContent('1 dari 3 putaran');
    expect(card).toHaveTextContent('Rp 2.866.000');
    expect(card).toHaveTextContent(
      'Tidak ada iuran yang jatuh tempo sekarang. Iuran berikutnya 30 November 2026.',
    );
    expect(within(card).queryByRole('button', { name: 'Bayar Iuran' })).toBeNull();
    expect(within(card).queryByTestId('arisan-transfer')).toBeNull();
  });

  it('says a group that has not started asks nothing yet', async () => {
    api(() => [
      myBarangGroup({
        state: 'open',
        members_joined: 2,
        start_date: null,
        cycles_due: 0,
        amount_due: 0,
      }),
    ]);
    renderArisan();
    const card = await group();
    expect(within(card).getByText('Mencari anggota')).toBeInTheDocument();
    // Its dates are not fixed before the start.
    expect(within(card).queryByTestId('schedule-row')).toBeNull();
    expect(card).toHaveTextContent('2 dari 3');
    expect(card).toHaveTextContent('Iuran pertama jatuh tempo setelah arisan dimulai.');
  });

  it("shows the member's turn, their order shipped with courier and resi, and the cycle's draw proof", async () => {
    const seed = 'ab'.repeat(32);
    const eligible = [8, 9, 10];
    const winner = drawWinner(seed, eligible);
    // The fixture's member is #8; make the draw pick them by naming the winner's id as theirs.
    const base = myBarangGroup({ member_id: winner });
    api(() => [
      {
        ...base,
        paid_cycles: 1,
        cycles_due: 0,
        amount_due: 0,
        receiving_cycle: 1,
        order: {
          id: 44,
          order_number: 'ORD-20261123-AB12C',
          status: 'shipped',
          courier: 'jne',
          tracking_number: 'JNE123456789',
        },
        notices: [
          {
            kind: 'your_turn',
            text: 'Giliranmu! Kamu menerima Sofa Minimalis 3 Dudukan Abu-abu di putaran 1',
          },
        ],
        schedule: base.schedule.map((c) =>
          c.cycle === 1
            ? {
                ...c,
                paid: true,
                recipient_name: 'Budi Santoso',
                draw: {
                  cycle: 1,
                  commitment: drawCommitment(seed),
                  seed,
                  eligible_member_ids: eligible,
                  winner_member_id: winner,
                  winner_name: 'Budi Santoso',
                  drawn_at: '2026-11-23T04:00:00.000Z',
                },
              }
            : c,
        ),
      },
    ]);
    const user = userEvent.setup();
    renderArisan();
    const card = await group();
    expect(screen.getByRole('list', { name: 'Pemberitahuan' })).toHaveTextContent(
      'Giliranmu! Kamu menerima Sofa Minimalis 3 Dudukan Abu-abu di putaran 1',
    );
    const turn = within(card).getByRole('region', { name: 'Giliranmu' });
    expect(turn).toHaveTextContent('Kamu menerima Sofa Minimalis 3 Dudukan Abu-abu di putaran 1.');
    expect(within(turn).getByRole('link', { name: 'ORD-20261123-AB12C' })).toHaveAttribute(
      'href',
      '/account/transactions/44',
    );
    expect(within(turn).getByText('Dikirim')).toBeInTheDocument();
    expect(within(turn).getByTestId('resi')).toHaveTextContent('JNE123456789');
    expect(turn).toHaveTextContent('JNE');

    const row = within(card).getAllByTestId('schedule-row')[0]!;
    expect(row).toHaveTextContent('Penerima: Budi Santoso (kamu)');
    await user.click(within(row).getByText('Bukti undian putaran 1'));
    expect(within(row).getByText('Terverifikasi')).toBeInTheDocument();
    expect(within(row).getByText(seed)).toBeInTheDocument();
    expect(within(row).getByText(drawCommitment(seed))).toBeInTheDocument();
    expect(row).toHaveTextContent(`(#${winner}) (kamu)`);
    expect(within(card).getByText('Cara memeriksa undian')).toBeInTheDocument();
  });

  it('answers a turn swap asked of the member, by positions only, after confirming', async () => {
    const posted: string[] = [];
    const swap = (over: Record<string, unknown>) => ({
      id: 5,
      arisan_id: 9,
      arisan_name: 'Arisan RT 5',
      status: 'pending',
      direction: 'incoming',
      my_position: 3,
      other_position: 1,
      created_at: '2026-11-27T03:00:00.000Z',
      ...over,
    });
    api(() => [], {
      'GET /api/arisan-swaps/mine': () => ({
        data: [swap({}), swap({ id: 6, direction: 'outgoing', my_position: 3, other_position: 2 })],
      }),
      'POST /api/arisan-swaps/5/approve': (call) => {
        posted.push(call.path);
        return { data: swap({ status: 'done' }) };
      },
      'POST /api/arisan-swaps/6/cancel': (call) => {
        posted.push(call.path);
        return { data: swap({ id: 6, status: 'cancelled', direction: 'outgoing' }) };
      },
    });
    renderArisan();
    const section = await screen.findByRole('region', { name: 'Tukar Giliran' });
    expect(section).toHaveTextContent(
      'Member di posisi 1 (Arisan RT 5) meminta tukar giliran: kamu pindah ke posisi 1, dia ke posisi 3.',
    );
    expect(section).toHaveTextContent('Menunggu jawaban member di posisi 2 (Arisan RT 5)');
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Terima' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terima tukar giliran?' });
    expect(dialog).toHaveTextContent('Giliranmu di Arisan RT 5 pindah dari posisi 3 ke posisi 1.');
    expect(posted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Ya, Tukar' }));
    await waitFor(() => expect(posted).toEqual(['/api/arisan-swaps/5/approve']));
    expect(await screen.findByText('Giliran berhasil ditukar')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Batalkan' }));
    await waitFor(() =>
      expect(posted).toEqual(['/api/arisan-swaps/5/approve', '/api/arisan-swaps/6/cancel']),
    );
  });
});

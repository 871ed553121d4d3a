import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberDetail, MemberMembership } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, json, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import MemberDetailPage from './member-detail-page.tsx';

beforeAll(installBrowserShims);
afterEach(resetPage);

const membership = (over: Partial<MemberMembership> = {}): MemberMembership => ({
  id: 30,
  arisan_id: 4,
  arisan: {
    id: 4,
    name: 'Arisan RT 5',
    contribution_amount: 250_000,
    late_fee: 0,
    cycles: 4,
    payment_date: '2026-03-31',
    saving_type: 'monthly',
    status: 'active',
    start_date: '2026-01-31',
    started: true,
    archived: false,
  },
  total_paid_contribution: 500_000,
  total_paid_cycles: 2,
  received_date: null,
  has_received: false,
  position: 2,
  remaining_amount: 500_000,
  remaining_cycles: 2,
  payment_status: 'unpaid',
  payment_progress: 50,
  due_cycles: 1,
  due_amount: 250_000,
  ...over,
});

const SITI: MemberDetail = {
  id: 7,
  name: 'Siti Rahmah',
  passcode: 'SITI01',
  phone: '6281234567890',
  location_id: 3,
  location: { name: 'Kwanyar' },
  address: 'Jl. Raya Kwanyar 3',
  arisan_count: 2,
  arisans: [
    membership(),
    membership({
      id: 31,
      arisan_id: 5,
      arisan: { ...membership().arisan, id: 5, name: 'Arisan Lama', archived: true },
      remaining_cycles: 0,
      payment_status: 'paid',
      due_cycles: 0,
    }),
  ],
  reliability: {
    on_time: 5,
    late: 1,
    missed: 2,
    corrections: 1,
    on_time_percent: 62,
    groups: [
      {
        arisan_id: 4,
        arisan_name: 'Arisan RT 5',
        position: 2,
        archived: false,
        on_time: 1,
        late: 1,
        missed: 2,
        corrections: 1,
        on_time_percent: 25,
      },
      {
        arisan_id: 5,
        arisan_name: 'Arisan Lama',
        position: 1,
        archived: true,
        on_time: 4,
        late: 0,
        missed: 0,
        corrections: 0,
        on_time_percent: 100,
      },
    ],
  },
};

const open = () =>
  renderPage(<MemberDetailPage />, {
    path: '/dashboard/members/7',
    route: '/dashboard/members/:id',
    as: 'admin',
  });

describe('MemberDetailPage', () => {
  it('shows the member and every arisan joined with what is paid and due', async () => {
    mockApi({ 'GET /api/members/7': () => ({ data: SITI }) });
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('heading', { name: 'Siti Rahmah', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('SITI01')).toBeInTheDocument();
    expect(screen.getByText('Kwanyar')).toBeInTheDocument();
    expect(screen.getByText('0812-3456-7890')).toBeInTheDocument();
    const rt5 = screen.getByRole('row', { name: /Arisan RT 5/ });
    expect(rt5).toHaveTextContent('2 / 4');
    expect(rt5).toHaveTextContent('1 putaran tertunggak');
    expect(within(rt5).getByRole('button', { name: 'Bayar Arisan RT 5' })).toBeEnabled();
    // An archived arisan is only looked at.
    expect(screen.getByRole('button', { name: 'Bayar Arisan Lama' })).toBeDisabled();

    await user.click(within(rt5).getByRole('button', { name: 'Detail Arisan RT 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Arisan RT 5' });
    expect(dialog).toHaveTextContent('Rp 500.000 (2 putaran)');
    expect(dialog).toHaveTextContent('1 putaran (Rp 250.000)');
  });

  it("shows 'Catatan Pembayaran' with the four counts, the share and one line per arisan", async () => {
    mockApi({ 'GET /api/members/7': () => ({ data: SITI }) });
    open();
    const card = await screen.findByRole('region', { name: /Catatan Pembayaran/ });
    expect(within(card).getByText('Tepat waktu 62%')).toBeInTheDocument();
    const tile = (label: string) => within(card).getByText(label).nextElementSibling;
    expect(tile('Tepat waktu (putaran)')).toHaveTextContent('5');
    expect(tile('Terlambat (putaran)')).toHaveTextContent('1');
    expect(tile('Terlewat (putaran)')).toHaveTextContent('2');
    expect(tile('Koreksi (putaran)')).toHaveTextContent('1');
    const lines = within(card).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('Arisan RT 5 · posisi 2');
    expect(lines[0]).toHaveTextContent('tepat waktu 1 · terlambat 1 · terlewat 2 · koreksi 1');
    expect(within(lines[0]!).getByText('Tepat waktu 25%')).toBeInTheDocument();
    expect(within(lines[1]!).getByText('Tepat waktu 100%')).toBeInTheDocument();
  });

  it("says 'Belum ada riwayat' for a member with no dues judged yet", async () => {
    mockApi({
      'GET /api/members/7': () => ({
        data: {
          ...SITI,
          arisans: [],
          reliability: { on_time: 0, late: 0, missed: 0, corrections: 0, on_time_percent: null, groups: [] },
        },
      }),
    });
    open();
    const card = await screen.findByRole('region', { name: /Catatan Pembayaran/ });
    expect(within(card).getByText('Belum ada riwayat')).toBeInTheDocument();
  });

  it('opens the pay dialog for the arisan with the contribution per cycle', async () => {
    mockApi({ 'GET /api/members/7': () => ({ data: SITI }) });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Bayar Arisan RT 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bayar Kontribusi' });
    expect(dialog).toHaveTextContent('Siti Rahmah');
    expect(dialog).toHaveTextContent('Rp 250.000 / putaran');
  });

  it('deletes the member after the confirmation and goes back to the list', async () => {
    const api = mockApi({
      'GET /api/members/7': () => ({ data: SITI }),
      'DELETE /api/members/7': () => undefined,
    });
    const user = userEvent.setup();
    const { router } = open();
    await user.click(await screen.findByRole('button', { name: 'Hapus' }));
    const confirm = await screen.findByRole('dialog', { name: 'Hapus Member' });
    expect(confirm).toHaveTextContent('Hapus member Siti Rahmah?');
    await user.click(within(confirm).getByRole('button', { name: 'Ya, Hapus' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/members'));
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    expect(await screen.findByText('Member berhasil dihapus')).toBeInTheDocument();
  });

  it('says when the member does not exist', async () => {
    mockApi({
      'GET /api/members/7': () => json({ message: 'Member tidak ditemukan', code: 'NOT_FOUND' }, 404),
    });
    open();
    expect(await screen.findByText('Member tidak ditemukan.')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Contribution } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { arisanDetail, pagination } from '../../../test/arisan.ts';
import {
  type Call,
  installBrowserShims,
  json,
  mockApi,
  renderPage,
  resetPage,
} from '../../../test/render.tsx';
import ArisanDetailPage from './arisan-detail-page.tsx';

beforeAll(installBrowserShims);
afterEach(resetPage);

const detail = arisanDetail;

/** The detail page's reads; `arisan` answers GET /api/arisans/4. */
function arisanApi(arisan: () => unknown) {
  return mockApi((call: Call) => {
    if (call.method !== 'GET') return undefined;
    switch (call.path) {
      case '/api/arisans/4':
        return arisan();
      case '/api/arisans/4/schedule':
        return { data: { arisan_id: 4, cycles: [] } };
      case '/api/arisans/4/draws':
        return { data: [] };
      case '/api/arisans/4/payouts':
        return { data: { payouts: [], total_contributions: 500_000, total_paid_out: 0, pot_held: 500_000 } };
      case '/api/arisans/4/contributions':
        return { data: { summary: detail().summary, contributions: [], pagination: pagination(0) } };
      case '/api/arisans/4/audit':
        return { data: [], pagination: pagination(0) };
      case '/api/members':
        return {
          data: [
            {
              id: 9,
              name: 'Nur',
              passcode: 'NUR003',
              phone: null,
              location_id: null,
              location: null,
              address: null,
              arisan_count: 0,
              reliability: { on_time: 11, late: 1, missed: 0, corrections: 0, on_time_percent: 91 },
            },
          ],
          pagination: pagination(1),
        };
      default:
        return undefined;
    }
  });
}

const open = () =>
  renderPage(<ArisanDetailPage />, {
    path: '/dashboard/arisans/4',
    route: '/dashboard/arisans/:id',
    as: 'admin',
  });

/** A ledger row of Siti's (decision 040's 'Koreksi' acts on it). */
const ledgerRow = (over: Partial<Contribution>): Contribution => ({
  id: 31,
  membership_id: 1,
  arisan_id: 4,
  member_id: 7,
  member_name: 'Siti',
  amount: 500_000,
  cycles: 2,
  late_fee: 5_000,
  payment_date: '2026-02-03',
  reverses_payment_id: null,
  reason: null,
  reversed_by_payment_id: null,
  paid_out_cycles: [],
  recorded_by: { id: 1, fullname: 'Admin Toko' },
  recorded_at: '2026-02-03T03:00:00.000Z',
  ...over,
});

/** The 'Kontribusi' tab showing `payment`; answers its reversal and collects what was posted. */
function ledgerPage(payment: Contribution) {
  const posted: Call[] = [];
  mockApi((call: Call) => {
    if (call.method === 'POST' && call.path === '/api/arisans/4/contributions/31/reverse') {
      posted.push(call);
      return json({ success: true, data: { payment: { ...payment, id: 32 }, membership: {} } }, 201);
    }
    if (call.path === '/api/arisans/4') return { data: detail() };
    if (call.path === '/api/arisans/4/contributions')
      return { data: { summary: detail().summary, contributions: [payment], pagination: pagination(1) } };
    return undefined;
  });
  renderPage(<ArisanDetailPage />, {
    path: '/dashboard/arisans/4?tab=kontribusi',
    route: '/dashboard/arisans/:id',
    as: 'admin',
  });
  return posted;
}

describe('ArisanDetailPage', () => {
  it('shows the arisan, its summary and each member with what they paid', async () => {
    arisanApi(() => ({ data: detail() }));
    open();
    expect(await screen.findByRole('heading', { name: 'Arisan RT 5', level: 1 })).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Informasi Arisan' });
    expect(info).toHaveTextContent('Rp 250.000 / putaran');
    expect(info).toHaveTextContent('3 putaran (Bulanan)');
    expect(info).not.toHaveTextContent('Posisi awal');
    const summary = screen.getByRole('region', { name: 'Ringkasan Kontribusi' });
    expect(summary).toHaveTextContent('Rp 1.000.000');
    const members = screen.getByRole('region', { name: 'Member' });
    const siti = within(members).getByRole('row', { name: /Siti/ });
    expect(siti).toHaveTextContent('Rp 500.000');
    expect(within(members).getByRole('row', { name: /Ahmad/ })).toBeInTheDocument();
    // Started: nothing left to start (a member added later gets their dues when added).
    expect(screen.queryByRole('button', { name: 'Mulai Arisan' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('names the early positions and their minimum on-time share', async () => {
    arisanApi(() => ({ data: detail({ duration: 10, early_min_on_time_percent: 80 }) }));
    open();
    const info = await screen.findByRole('region', { name: 'Informasi Arisan' });
    expect(info).toHaveTextContent('Posisi awalPosisi 1-5: tepat waktu minimal 80%');
  });

  it("offers 'Mulai Arisan' on an arisan not yet started", async () => {
    arisanApi(() => ({ data: detail({ started: false, status: 'inactive' }) }));
    open();
    expect(await screen.findByRole('button', { name: 'Mulai Arisan' })).toBeInTheDocument();
    expect(screen.getByText(/Arisan belum dimulai/)).toBeInTheDocument();
  });

  it("offers in 'Tambah Member' only members not yet in this arisan", async () => {
    const api = arisanApi(() => ({ data: detail() }));
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: /Tambah Member/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Tambah Member' });
    await within(dialog).findByRole('option', { name: 'Nur (NUR003) · Tepat waktu 91%' });
    const lookup = api.calls.find((c) => c.path === '/api/members')!;
    expect(lookup.query.get('not_in_arisan')).toBe('4');
    expect(within(dialog).getByLabelText('Posisi')).toHaveValue(3);
  });

  it('shows an archived arisan read-only', async () => {
    arisanApi(() => ({ data: detail({ archived_at: '2026-11-20T03:00:00Z' }) }));
    open();
    expect(await screen.findByText(/sudah diarsipkan pada 20 November 2026/)).toBeInTheDocument();
    expect(screen.getByText('Diarsipkan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mulai Arisan' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bayar Siti' })).toBeNull();
  });

  it('says when the arisan does not exist', async () => {
    arisanApi(() => json({ message: 'Arisan tidak ditemukan', code: 'NOT_FOUND' }, 404));
    open();
    expect(await screen.findByText('Arisan tidak ditemukan.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1 })).toBeNull());
  });

  it('keeps the open tab in ?tab= so a reload opens it again, with arrow keys between tabs', async () => {
    arisanApi(() => ({ data: detail() }));
    const { router } = open();
    const tabs = await screen.findByRole('tablist', { name: 'Bagian arisan' });
    expect(within(tabs).getByRole('tab', { name: 'Ringkasan' })).toHaveAttribute('aria-selected', 'true');
    const user = userEvent.setup();
    await user.click(within(tabs).getByRole('tab', { name: 'Riwayat Perubahan' }));
    expect(router.state.location.search).toBe('?tab=riwayat');
    expect(await screen.findByRole('tabpanel')).toHaveTextContent('Riwayat Perubahan');
    expect(screen.queryByRole('region', { name: 'Member' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(router.state.location.search).toBe('?tab=kontribusi');
    expect(within(tabs).getByRole('tab', { name: 'Kontribusi' })).toHaveFocus();
    resetPage();

    // A reload (a fresh page at the same address) opens the same tab.
    arisanApi(() => ({ data: detail() }));
    renderPage(<ArisanDetailPage />, {
      path: '/dashboard/arisans/4?tab=kontribusi',
      route: '/dashboard/arisans/:id',
      as: 'admin',
    });
    const again = await screen.findByRole('tab', { name: 'Kontribusi' });
    expect(again).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Belum ada kontribusi yang dicatat.')).toBeInTheDocument();
  });

  it("corrects a ledger row with 'Koreksi': names member and amount, asks a reason, posts a reversal", async () => {
    const payment = ledgerRow({});
    const posted = ledgerPage(payment);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Koreksi pembayaran Siti/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Koreksi Pembayaran' });
    expect(dialog).toHaveTextContent(/Batalkan pembayaran Siti sebesar Rp\s500\.000 dan denda Rp\s5\.000/);
    await user.click(within(dialog).getByRole('button', { name: 'Catat Koreksi' }));
    expect(await within(dialog).findByText('Alasan koreksi wajib diisi')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Alasan koreksi'), 'Dicatat dua kali');
    await user.click(within(dialog).getByRole('button', { name: 'Catat Koreksi' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toEqual({ reason: 'Dicatat dua kali' });
  });

  it('warns before correcting a payment whose cycle was already paid out, and sends the confirmation', async () => {
    const payment = ledgerRow({ amount: 250_000, cycles: 1, late_fee: 0, paid_out_cycles: [1] });
    const posted = ledgerPage(payment);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Koreksi pembayaran Siti/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Koreksi Pembayaran' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('pot putaran 1 sudah dibayarkan ke penerima');
    await user.type(within(dialog).getByLabelText('Alasan koreksi'), 'Transfer gagal');
    await user.click(within(dialog).getByRole('button', { name: 'Tetap Catat Koreksi' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toEqual({ reason: 'Transfer gagal', confirm_paid_out: true });
  });

  it("records a turn swap with 'Tukar Giliran': shows the positions after it and posts both members", async () => {
    const posted: Call[] = [];
    mockApi((call: Call) => {
      if (call.method === 'POST' && call.path === '/api/arisans/4/swaps') {
        posted.push(call);
        return json({ data: { id: 1 } }, 201);
      }
      if (call.path === '/api/arisans/4') return { data: detail() };
      return undefined;
    });
    renderPage(<ArisanDetailPage />, {
      path: '/dashboard/arisans/4',
      route: '/dashboard/arisans/:id',
      as: 'admin',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tukar giliran Siti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tukar Giliran' });
    expect(dialog).toHaveTextContent('Siti sekarang di posisi 1.');
    // Siti herself is not offered.
    expect(within(dialog).queryByRole('option', { name: '1. Siti' })).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('Tukar dengan'), '2. Ahmad');
    expect(within(dialog).getByTestId('swap-preview')).toHaveTextContent(
      'Setelah ditukar: Siti di posisi 2, Ahmad di posisi 1.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Tukar Giliran' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toEqual({ member_id: 7, other_member_id: 8 });
    expect(await screen.findByText('Giliran berhasil ditukar!')).toBeInTheDocument();
  });
});

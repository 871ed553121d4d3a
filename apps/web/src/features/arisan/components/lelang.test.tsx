import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Arisan, Lelang, ScheduleCycle } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installBrowserShims, json, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import { ArisanFormDialog } from './arisan-form.tsx';
import { CycleActionBody } from './cycle-actions.tsx';
import { LelangSection } from './lelang-section.tsx';

// The recipient rule in the add/edit form and the organiser's lelang section (ADR 077, 078).

beforeAll(installBrowserShims);
afterEach(resetPage);

const page = (n: number) => ({ currentPage: 1, totalPages: 1, totalItems: n, limit: 50, hasNextPage: false });

const ARISAN: Arisan = {
  id: 4,
  name: 'Arisan RT 5',
  status: 'active',
  saving_type: 'monthly',
  duration: 3,
  contribution_amount: 100_000,
  late_fee: 0,
  total_saving: 300_000,
  total_members: 3,
  start_date: '2026-01-01',
  end_date: '2026-03-01',
  started: true,
  archived_at: null,
  kind: 'uang',
  product_id: null,
  early_min_on_time_percent: null,
  recipient_rule: 'lelang',
  draw_paid_up_only: true,
  lelang_cap_percent: 30,
  lelang_commission_percent: 5,
};

const OPEN: Lelang = {
  id: 1,
  cycle: 1,
  pot: 300_000,
  cap: 90_000,
  closes_at: '2026-01-01T12:00:00.000Z',
  opened_at: '2026-01-01T10:00:00.000Z',
  closed_at: null,
  commitment: 'a'.repeat(64),
  seed: null,
  bid_count: 2,
  bids: [],
  eligible: [
    { member_id: 1, name: 'Siti', has_account: true },
    { member_id: 2, name: 'Budi', has_account: true },
    { member_id: 3, name: 'Ahmad', has_account: false },
  ],
  excluded: [],
  draw_member_ids: null,
  winner_member_id: null,
  winner_name: null,
  discount: null,
  commission: null,
  payout_amount: null,
  shares: [],
};

const CLOSED: Lelang = {
  ...OPEN,
  closed_at: '2026-01-01T12:00:00.000Z',
  seed: 'b'.repeat(64),
  bid_count: 3,
  bids: [
    { member_id: 1, name: 'Siti', amount: 20_000 },
    { member_id: 2, name: 'Budi', amount: 50_000 },
    { member_id: 3, name: 'Ahmad', amount: 0 },
  ],
  winner_member_id: 2,
  winner_name: 'Budi',
  discount: 50_000,
  commission: 2_500,
  payout_amount: 250_000,
  shares: [
    { member_id: null, name: null, kind: 'commission', amount: 2_500 },
    { member_id: 1, name: 'Siti', kind: 'dividend', amount: 23_750 },
    { member_id: 3, name: 'Ahmad', kind: 'dividend', amount: 23_750 },
  ],
};

describe('Cara Menentukan Penerima in the add form', () => {
  it('shows the lelang settings for Lelang, refuses a commission above 7% and sends the chosen rules', async () => {
    const api = mockApi({
      'GET /api/members': () => ({ data: [], pagination: page(0) }),
      'POST /api/arisans': () => ({ data: ARISAN }),
    });
    const user = userEvent.setup();
    renderPage(<ArisanFormDialog open onClose={() => {}} />);
    await user.type(screen.getByLabelText('Nama arisan'), 'Arisan Lelang');
    await user.type(screen.getByLabelText('Kontribusi per putaran (Rp)'), '100000');
    await user.type(screen.getByLabelText('Durasi (putaran)'), '3');
    expect(screen.queryByLabelText('Komisi pengelola (% dari potongan)')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Cara menentukan penerima'), 'Lelang');
    const commission = screen.getByLabelText('Komisi pengelola (% dari potongan)');
    await user.clear(commission);
    await user.type(commission, '8');
    await user.click(screen.getByRole('checkbox', { name: 'Hanya member yang lunas boleh menang' }));
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Komisi paling banyak 7% dari potongan')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.clear(commission);
    await user.type(commission, '5');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(api.calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      recipient_rule: 'lelang',
      lelang_cap_percent: 30,
      lelang_commission_percent: 5,
      draw_paid_up_only: false,
    });
  });

  it('shows the rules of a started arisan as fixed', () => {
    mockApi({});
    renderPage(<ArisanFormDialog arisan={ARISAN} open onClose={() => {}} />);
    expect(screen.getByText('Tidak dapat diubah: arisan sudah dimulai')).toBeInTheDocument();
    expect(screen.getByLabelText('Cara menentukan penerima')).toBeDisabled();
  });

  it('offers no lelang for an arisan barang', () => {
    mockApi({});
    renderPage(
      <ArisanFormDialog arisan={{ ...ARISAN, kind: 'barang', started: false }} open onClose={() => {}} />,
    );
    const options = within(screen.getByLabelText('Cara menentukan penerima')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Kocok (undian)', 'Urut (sesuai posisi)']);
  });
});

describe('LelangSection', () => {
  it('shows how many bid but no amount until the close, records a bid for a member without an account, and closes', async () => {
    let closed = false;
    const api = mockApi({
      'GET /api/arisans/4/lelang': () => ({ data: [closed ? CLOSED : OPEN] }),
      'PUT /api/arisans/4/cycles/1/lelang/bids/3': (call) => ({
        success: true,
        data: { cycle: 1, ...(call.body as object) },
      }),
      'POST /api/arisans/4/cycles/1/lelang/close': () => {
        closed = true;
        return { success: true, data: CLOSED };
      },
    });
    const user = userEvent.setup();
    renderPage(<LelangSection arisan={ARISAN} readOnly={false} />);
    const card = await screen.findByRole('article', { name: 'Lelang putaran 1' });
    expect(within(card).getByText(/2 dari 3 member/)).toBeInTheDocument();
    expect(card.textContent).not.toMatch(/50\.000/);
    // Only the member without an account can be bid for by the organiser.
    expect(within(card).queryByLabelText('Potongan Siti (Rp)')).not.toBeInTheDocument();
    await user.type(within(card).getByLabelText('Potongan Ahmad (Rp)'), '15000');
    await user.click(within(card).getByRole('button', { name: 'Catat' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ amount: 15_000 }));
    await user.click(within(card).getByRole('button', { name: 'Tutup Lelang' }));
    const result = await screen.findByText('Diterima pemenang');
    const done = result.closest('article')!;
    expect(within(done).getByText('Budi')).toBeInTheDocument();
    expect(done.textContent).toMatch(/Rp\s250\.000/);
    expect(done.textContent).toMatch(/Siti Rp\s23\.750, Ahmad Rp\s23\.750/);
  });
});

describe("a lelang winner's payout", () => {
  it('leaves the amount to the server, which pays the pot minus the discount', async () => {
    const api = mockApi({
      'POST /api/arisans/4/cycles/1/payout': () => json({ success: true, data: {} }, 201),
    });
    const cycle: ScheduleCycle = {
      cycle: 1,
      due_date: '2026-01-01',
      has_come: true,
      is_current: true,
      dues_count: 3,
      paid_count: 3,
      due_amount: 300_000,
      paid_amount: 300_000,
      late_fees_paid: 0,
      late_count: 0,
      turn: null,
      paid_out: 0,
      recipient: {
        id: 1,
        cycle: 1,
        membership_id: 30,
        member_id: 2,
        name: 'Budi',
        method: 'lelang',
        draw_id: null,
        received_date: '2026-01-01',
        recorded_at: '2026-01-01T03:00:00Z',
      },
    };
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<CycleActionBody arisanId={4} action={{ kind: 'payout', cycle }} onClose={onClose} />);
    expect(screen.getByLabelText('Jumlah (Rp)')).toHaveValue('');
    expect(screen.getByText(/pot dikurangi potongan lelang/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = api.calls.find((c) => c.method === 'POST')!.body as FormData;
    expect(sent.get('amount')).toBeNull();
  });
});

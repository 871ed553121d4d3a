import { screen, within } from '@testing-library/react';
import type { ArisanReport } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import ArisanReportPage from './arisan-report-page.tsx';

beforeAll(installBrowserShims);
afterEach(resetPage);

const member = (id: number, name: string, paid: number, cycles: number) => ({
  id,
  member_id: id + 10,
  name,
  location_id: null,
  location_name: null,
  phone: null,
  passcode: `P${id}`,
  position: id,
  total_paid_contribution: paid,
  total_paid_cycles: cycles,
  remaining_cycles: 2 - cycles,
  received_date: id === 1 ? '2026-01-31' : null,
  has_received: id === 1,
  due_cycles: 0,
  due_amount: 0,
  due_late_fee: 0,
});

const cycle = (n: number, paid: number, fees: number, paidOut: number) => ({
  cycle: n,
  due_date: n === 1 ? '2026-01-31' : '2026-02-28',
  has_come: true,
  is_current: n === 2,
  dues_count: 2,
  paid_count: paid / 100_000,
  due_amount: 200_000,
  paid_amount: paid,
  late_fees_paid: fees,
  late_count: fees / 5_000,
  recipient: null,
  turn: null,
  paid_out: paidOut,
});

const REPORT: ArisanReport = {
  detail: {
    arisan: {
      id: 4,
      name: 'Arisan RT 5',
      status: 'active',
      saving_type: 'monthly',
      duration: 2,
      contribution_amount: 100_000,
      late_fee: 5_000,
      early_min_on_time_percent: null,
      total_saving: 300_000,
      total_members: 2,
      start_date: '2026-01-31',
      end_date: '2026-02-28',
      started: true,
      archived_at: null,
      kind: 'uang',
      recipient_rule: 'kocok',
      draw_paid_up_only: true,
      lelang_cap_percent: 30,
      lelang_commission_percent: 0,
      product_id: null,
    },
    summary: {
      total_members: 2,
      total_contributions: 300_000,
      total_remaining: 100_000,
      collection_percentage: 75,
      total_late_fees: 5_000,
    },
    members: [member(1, 'Siti', 200_000, 2), member(2, 'Budi', 100_000, 1)],
    pagination: { currentPage: 1, totalPages: 1, totalItems: 2, limit: 1000, hasNextPage: false },
  },
  schedule: { current_cycle: 2, cycles: [cycle(1, 200_000, 5_000, 150_000), cycle(2, 100_000, 0, 0)] },
  payouts: [],
  corrections: [],
  totals: {
    contributions: 300_000,
    late_fees: 5_000,
    paid_out: 150_000,
    commissions: 0,
    dividends: 0,
    pot_held: 150_000,
  },
  lelang: [],
  generated_at: '2026-02-28T03:00:00.000Z',
};

describe('ArisanReportPage', () => {
  it('prints on A4 without the app chrome, with totals and column sums that add up', async () => {
    mockApi({ 'GET /api/arisans/4/report': () => ({ data: REPORT }) });
    const { container } = renderPage(<ArisanReportPage />, {
      path: '/dashboard/arisans/4/laporan',
      route: '/dashboard/arisans/:id/laporan',
      as: 'admin',
    });
    expect(await screen.findByRole('heading', { name: 'Laporan Arisan: Arisan RT 5' })).toBeInTheDocument();
    expect(container.querySelector('style')?.textContent).toContain('@page { size: A4');
    expect(screen.getByRole('button', { name: 'Cetak' }).parentElement).toHaveClass('print:hidden');
    const totals = screen.getByRole('region', { name: 'Total' });
    const text = (el: HTMLElement) => el.textContent?.replace(/\s/g, ' ');
    expect(text(within(totals).getByRole('row', { name: /Kontribusi masuk/ }))).toContain('Rp 300.000');
    expect(text(within(totals).getByRole('row', { name: /Uang arisan dipegang/ }))).toContain('Rp 150.000');
    expect(text(within(totals).getByRole('row', { name: /Denda/ }))).toContain('Rp 5.000');
    // The members' column sums to the contributions total.
    const members = screen.getByRole('region', { name: 'Anggota (2)' });
    expect(text(within(members).getByRole('row', { name: /^Jumlah/ }))).toContain('Rp 300.000');
    const schedule = screen.getByRole('region', { name: 'Jadwal dan Penerima' });
    const sums = text(within(schedule).getByRole('row', { name: /^Jumlah/ }));
    expect(sums).toContain('Rp 300.000');
    expect(sums).toContain('Rp 5.000');
    expect(sums).toContain('Rp 150.000');
  });

  it('flags a cycle paid out above what is still recorded as collected for it', async () => {
    const overpaid: ArisanReport = {
      ...REPORT,
      schedule: { current_cycle: 2, cycles: [cycle(1, 100_000, 0, 200_000), cycle(2, 100_000, 0, 0)] },
    };
    mockApi({ 'GET /api/arisans/4/report': () => ({ data: overpaid }) });
    renderPage(<ArisanReportPage />, {
      path: '/dashboard/arisans/4/laporan',
      route: '/dashboard/arisans/:id/laporan',
      as: 'admin',
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent?.replace(/\s/g, ' ')).toContain(
      'Putaran 1: dibayarkan Rp 200.000, iuran terkumpul Rp 100.000 (selisih Rp 100.000)',
    );
    const schedule = screen.getByRole('region', { name: 'Jadwal dan Penerima' });
    expect(within(schedule).getByText(/\(!\)/)).toBeInTheDocument();
  });

  it('shows no warning when every payout is covered', async () => {
    mockApi({ 'GET /api/arisans/4/report': () => ({ data: REPORT }) });
    renderPage(<ArisanReportPage />, {
      path: '/dashboard/arisans/4/laporan',
      route: '/dashboard/arisans/:id/laporan',
      as: 'admin',
    });
    expect(await screen.findByRole('heading', { name: 'Laporan Arisan: Arisan RT 5' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Perlu diperiksa')).toBeNull();
  });
});

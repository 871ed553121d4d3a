import type { ArisanDetail, ArisanMemberRow, ScheduleCycle } from '@toko/shared';

// A money arisan's page as the API gives it (packages/shared/src/arisan.ts), for component tests.

export const pagination = (n: number) => ({
  currentPage: 1,
  totalPages: 1,
  totalItems: n,
  limit: 10,
  hasNextPage: false,
});

export const memberRow = (over: Partial<ArisanMemberRow>): ArisanMemberRow => ({
  id: 1,
  member_id: 7,
  name: 'Siti',
  location_id: null,
  location_name: null,
  phone: '6281234567890',
  passcode: 'SITI01',
  position: 1,
  total_paid_contribution: 0,
  total_paid_cycles: 0,
  remaining_cycles: 3,
  received_date: null,
  has_received: false,
  due_cycles: 0,
  due_amount: 0,
  due_late_fee: 0,
  ...over,
});

/** Arisan RT 5 (id 4), started, with Siti (paid 2 of 3) and Ahmad unless other members are given. */
export function arisanDetail(
  over: Partial<ArisanDetail['arisan']> = {},
  members: ArisanMemberRow[] = [
    memberRow({ total_paid_contribution: 500_000, total_paid_cycles: 2, remaining_cycles: 1 }),
    memberRow({ id: 2, member_id: 8, name: 'Ahmad', passcode: 'AHMD02', position: 2 }),
  ],
): ArisanDetail {
  return {
    arisan: {
      id: 4,
      name: 'Arisan RT 5',
      status: 'active',
      saving_type: 'monthly',
      duration: 3,
      contribution_amount: 250_000,
      late_fee: 0,
      early_min_on_time_percent: null,
      total_saving: 500_000,
      total_members: 2,
      start_date: '2026-01-31',
      end_date: '2026-03-31',
      started: true,
      archived_at: null,
      kind: 'uang',
      recipient_rule: 'kocok',
      draw_paid_up_only: true,
      lelang_cap_percent: 30,
      lelang_commission_percent: 0,
      product_id: null,
      ...over,
    },
    summary: {
      total_members: 2,
      total_contributions: 500_000,
      total_remaining: 1_000_000,
      collection_percentage: 33.3,
      total_late_fees: 0,
    },
    members,
    pagination: pagination(members.length),
  };
}

/** One cycle of 'Jadwal' whose date has come, without a recipient yet. */
export function scheduleCycle(over: Partial<ScheduleCycle> = {}): ScheduleCycle {
  return {
    cycle: 1,
    due_date: '2026-01-31',
    has_come: true,
    is_current: true,
    dues_count: 1,
    paid_count: 0,
    due_amount: 250_000,
    paid_amount: 0,
    late_fees_paid: 0,
    late_count: 0,
    recipient: null,
    turn: null,
    paid_out: 0,
    ...over,
  };
}

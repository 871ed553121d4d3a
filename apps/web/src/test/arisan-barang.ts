import type { ArisanTransfer, BarangGroup, MyBarangGroup } from '@toko/shared';

// Arisan barang answers as the API gives them (packages/shared/src/arisan-barang.ts), for component tests.

/** An open 10-member weekly group for the test product: 4.299.000 / 10 rounded up, no fee. */
export function barangGroup(overrides: Partial<BarangGroup> = {}): BarangGroup {
  return {
    id: 31,
    name: 'Arisan Sofa Minimalis (10 orang)',
    product: {
      id: 1,
      name: 'Sofa Minimalis 3 Dudukan Abu-abu',
      slug: 'sofa-minimalis-3-dudukan-abu-abu',
      image_url: '/api/images/5?w=280&q=75&f=auto',
    },
    variant_label: null,
    state: 'open',
    saving_type: 'weekly',
    members: 10,
    members_joined: 7,
    item_price: 4_299_000,
    admin_fee: 0,
    contribution_amount: 429_900,
    late_fee: 0,
    start_date: null,
    start_when_full: true,
    joined: false,
    ...overrides,
  };
}

export function arisanTransfer(overrides: Partial<ArisanTransfer> = {}): ArisanTransfer {
  return {
    id: 71,
    arisan_id: 31,
    arisan_name: 'Arisan Sofa Minimalis (3 orang)',
    membership_id: 12,
    member_name: 'Budi Santoso',
    first_cycle: 1,
    cycles: 1,
    amount: 1_433_000,
    late_fee: 0,
    unique_code: 417,
    total_amount: 1_433_417,
    status: 'pending',
    proof: null,
    rejection_reason: null,
    created_at: '2026-11-23T02:00:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

/**
 * A running 3-member weekly group, cycle 1 due today and unpaid, nothing drawn yet: 'Arisan Saya' as
 * Budi (member #8) sees it.
 */
export function myBarangGroup(overrides: Partial<MyBarangGroup> = {}): MyBarangGroup {
  return {
    ...barangGroup({
      name: 'Arisan Sofa Minimalis (3 orang)',
      state: 'running',
      members: 3,
      members_joined: 3,
      contribution_amount: 1_433_000,
      start_date: '2026-11-23',
      joined: true,
    }),
    member_id: 8,
    membership_id: 12,
    paid_cycles: 0,
    cycles_due: 1,
    amount_due: 1_433_000,
    amount_owed: 4_299_000,
    schedule: [
      { cycle: 1, due_date: '2026-11-23', amount: 1_433_000, paid: false, recipient_name: null, draw: null },
      { cycle: 2, due_date: '2026-11-30', amount: 1_433_000, paid: false, recipient_name: null, draw: null },
      { cycle: 3, due_date: '2026-12-07', amount: 1_433_000, paid: false, recipient_name: null, draw: null },
    ],
    open_transfer: null,
    receiving_cycle: null,
    order: null,
    notices: [],
    ...overrides,
  };
}

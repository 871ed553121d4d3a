import { describe, expect, it } from 'vitest';
import { orderTotal } from './cart.ts';
import { type VoucherStanding, voucherDiscount, voucherRefusal } from './vouchers.ts';

// The one rule of what a voucher takes off (docs/decisions/072-vouchers.md).

describe('voucherDiscount', () => {
  const order = { subtotal: 1_234_567, shipping: 0 };
  it('takes a percent of the items, rounded down, capped by max_discount', () => {
    expect(voucherDiscount({ type: 'percent', value: 10, max_discount: null }, order)).toBe(123_456);
    expect(voucherDiscount({ type: 'percent', value: 10, max_discount: 50_000 }, order)).toBe(50_000);
    expect(voucherDiscount({ type: 'percent', value: 100, max_discount: null }, order)).toBe(1_234_567);
  });
  it('takes a fixed amount, never more than the items', () => {
    expect(voucherDiscount({ type: 'fixed', value: 25_000, max_discount: null }, order)).toBe(25_000);
    expect(voucherDiscount({ type: 'fixed', value: 5_000_000, max_discount: null }, order)).toBe(1_234_567);
  });
  it('takes off the shipping for free shipping: 0 while shipping is free, the cost once there is one', () => {
    const free = { type: 'free_shipping', value: 0, max_discount: null } as const;
    expect(voucherDiscount(free, order)).toBe(0);
    expect(voucherDiscount(free, { subtotal: 100_000, shipping: 18_000 })).toBe(18_000);
    expect(voucherDiscount({ ...free, max_discount: 10_000 }, { subtotal: 100_000, shipping: 18_000 })).toBe(
      10_000,
    );
  });
  it('never makes a total below 0', () => {
    expect(orderTotal({ subtotal: 100, shipping: 0, discount: 500 })).toBe(0);
    expect(orderTotal({ subtotal: 100_000, shipping: 18_000, discount: 18_000 })).toBe(100_000);
  });
});

describe('voucherRefusal', () => {
  const now = new Date('2026-12-10T05:00:00Z');
  const base: VoucherStanding = {
    type: 'fixed',
    value: 10_000,
    max_discount: null,
    active: true,
    min_purchase: 500_000,
    quota: 10,
    per_customer: 1,
    starts_at: new Date('2026-12-01T00:00:00+07:00'),
    ends_at: new Date('2026-12-31T23:59:59+07:00'),
    used: 3,
    used_by_customer: 0,
  };
  const why = (v: Partial<VoucherStanding>, subtotal = 600_000) =>
    voucherRefusal({ ...base, ...v }, { subtotal, now });
  it('lets a voucher within all its terms apply', () => expect(why({})).toBeNull());
  it('names each term that is not met, in Indonesian', () => {
    expect(why({ active: false })).toBe('Voucher sudah tidak aktif');
    expect(why({ starts_at: new Date('2026-12-11T00:00:00+07:00') })).toBe('Voucher belum berlaku');
    expect(why({ ends_at: now })).toBe('Voucher sudah berakhir');
    expect(why({ used: 10 })).toBe('Voucher sudah habis');
    expect(why({ used_by_customer: 1 })).toBe('Kamu sudah memakai voucher ini');
    expect(why({}, 499_999)).toBe('Minimal belanja Rp\u00a0500.000');
  });
  it('reads an empty quota or per-customer as no limit', () => {
    expect(why({ quota: null, per_customer: null, used: 10_000, used_by_customer: 50 })).toBeNull();
  });
});

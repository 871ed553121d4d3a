import {
  type CartVoucher,
  VOUCHER_TEXT,
  type VoucherStanding,
  type VoucherType,
  voucherDiscount,
  voucherRefusal,
} from '@toko/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insideLock, lockTaken } from '../../db/race.ts';
import { vouchers, voucherUses } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { liveUses, usesByCustomer } from './vouchers.service.ts';

// A code on a cart (preview) and on an order (claim, then give back when the order is cancelled or
// expires): docs/decisions/072-vouchers.md. The rule itself is voucherDiscount/voucherRefusal in
// packages/shared, the same for the preview and the checkout.

type VoucherRow = typeof vouchers.$inferSelect;

/** The code as stored: trimmed, in capitals (codes are compared without case). */
const normalise = (code: string) => code.trim().toUpperCase();

async function standingOf(db: Db, row: VoucherRow, userId: number): Promise<VoucherStanding> {
  const [counts] = await db
    .select({ used: liveUses(row.id) })
    .from(vouchers)
    .where(eq(vouchers.id, row.id));
  return {
    type: row.type as VoucherType,
    value: row.value,
    max_discount: row.maxDiscount,
    active: row.active,
    min_purchase: row.minPurchase,
    quota: row.quota,
    per_customer: row.perCustomer,
    starts_at: row.startsAt,
    ends_at: row.endsAt,
    used: counts?.used ?? 0,
    used_by_customer: await usesByCustomer(db, row.id, userId),
  };
}

/** GET /cart?voucher_code=X: whether the code applies to this cart and what it takes off, or why not. */
export async function previewVoucher(
  db: Db,
  userId: number,
  code: string,
  order: { subtotal: number; shipping: number },
): Promise<CartVoucher> {
  const wanted = normalise(code);
  const [row] = await db.select().from(vouchers).where(eq(vouchers.code, wanted));
  const answer = { code: wanted, applies: false, type: null, discount: 0, note: null };
  if (!row) return { ...answer, reason: VOUCHER_TEXT.notFound };
  const standing = await standingOf(db, row, userId);
  const reason = voucherRefusal(standing, { subtotal: order.subtotal, now: new Date() });
  if (reason) return { ...answer, type: standing.type, reason };
  const discount = voucherDiscount(standing, order);
  return {
    ...answer,
    applies: true,
    reason: null,
    type: standing.type,
    discount,
    note: standing.type === 'free_shipping' && discount === 0 ? VOUCHER_TEXT.freeShippingNothingOff : null,
  };
}

export interface VoucherClaim {
  voucherId: number;
  code: string;
  discount: number;
}

/**
 * At checkout, inside the order's transaction: the voucher row is locked (FOR UPDATE) before its uses
 * are counted and held until the order commits, so of many shoppers checking out at once only as many as
 * the quota (and each shopper's per_customer) get it. A code that does not apply refuses the order (409
 * VOUCHER_NOT_APPLICABLE with the reason), so nothing is written.
 */
export async function claimVoucher(
  tx: Db,
  userId: number,
  code: string,
  order: { subtotal: number; shipping: number },
): Promise<VoucherClaim> {
  const wanted = normalise(code);
  const query = tx.select().from(vouchers).where(eq(vouchers.code, wanted));
  const [row] = await (lockTaken('vouchers.quota') ? query.for('update') : query);
  if (!row) throw new AppError('VOUCHER_NOT_APPLICABLE', VOUCHER_TEXT.notFound);
  const standing = await standingOf(tx, row, userId);
  // Race tests pause here: without the row lock every racer would now count the same uses.
  await insideLock('vouchers.quota');
  const reason = voucherRefusal(standing, { subtotal: order.subtotal, now: new Date() });
  if (reason) throw new AppError('VOUCHER_NOT_APPLICABLE', reason);
  return { voucherId: row.id, code: row.code, discount: voucherDiscount(standing, order) };
}

/** Writes the order's use of the claimed voucher (same transaction as the order). */
export async function recordVoucherUse(tx: Db, claim: VoucherClaim, orderId: number, userId: number) {
  await tx.insert(voucherUses).values({ voucherId: claim.voucherId, orderId, userId, code: claim.code });
}

/**
 * A cancelled or expired order gives its voucher use back, once: only a use not yet given back is
 * marked, so a second cancel or expiry path finds nothing to give.
 */
export async function giveBackVoucherUse(tx: Db, orderId: number): Promise<boolean> {
  const given = await tx
    .update(voucherUses)
    .set({ givenBackAt: sql`now()` })
    .where(and(eq(voucherUses.orderId, orderId), isNull(voucherUses.givenBackAt)))
    .returning({ id: voucherUses.id });
  return given.length > 0;
}

/** The code each order used, for the order reads: a query not yet started (readTogether runs it). */
export const voucherCodesQuery = (db: Db, orderIds: number[]) =>
  db
    .select({ orderId: voucherUses.orderId, code: voucherUses.code })
    .from(voucherUses)
    .where(inArray(voucherUses.orderId, orderIds));

import {
  buildPagination,
  VOUCHER_TEXT,
  type Voucher,
  type VoucherBody,
  type VoucherOrderListResponse,
  type VouchersQuery,
} from '@toko/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { orders, vouchers, voucherUses } from '../../db/schema/index.ts';
import { countAll, offsetOf } from '../../db/sql.ts';
import { AppError } from '../../http/errors.ts';

// The owner's vouchers (docs/decisions/072-vouchers.md): create, edit, switch off and on, and which
// orders used one. What a code does to a cart or an order is in voucher-use.service.ts.

type VoucherRow = typeof vouchers.$inferSelect;

export const VOUCHER_NOT_FOUND = 'Voucher tidak ditemukan';

/**
 * Live uses of a voucher (orders not cancelled or expired): of the voucher id given, or of the `vouchers`
 * row of the surrounding query. Written out qualified, since inside the subquery a bare "id" would be the
 * use's own.
 */
export const liveUses = (voucherId: number | 'row') =>
  sql<number>`(select count(*) from ${voucherUses} where ${voucherUses.voucherId} = ${
    voucherId === 'row' ? sql.raw('"vouchers"."id"') : voucherId
  } and ${voucherUses.givenBackAt} is null)`.mapWith(Number);

const toVoucher = (row: VoucherRow, used: number): Voucher => ({
  id: row.id,
  code: row.code,
  type: row.type as Voucher['type'],
  value: row.value,
  min_purchase: row.minPurchase,
  max_discount: row.maxDiscount,
  quota: row.quota,
  per_customer: row.perCustomer,
  starts_at: row.startsAt?.toISOString() ?? null,
  ends_at: row.endsAt?.toISOString() ?? null,
  active: row.active,
  used,
  created_at: row.createdAt.toISOString(),
});

const columnsOf = (body: VoucherBody) => ({
  code: body.code,
  type: body.type,
  value: body.type === 'free_shipping' ? 0 : (body.value ?? 0),
  minPurchase: body.min_purchase ?? 0,
  maxDiscount: body.type === 'fixed' ? null : (body.max_discount ?? null),
  quota: body.quota ?? null,
  perCustomer: body.per_customer ?? null,
  startsAt: body.starts_at ? new Date(body.starts_at) : null,
  endsAt: body.ends_at ? new Date(body.ends_at) : null,
});

const codeTaken = () =>
  AppError.validation(VOUCHER_TEXT.codeTaken, [{ path: 'code', message: VOUCHER_TEXT.codeTaken }]);

/** Newest first, each with its live uses. */
export async function listVouchers(db: Db, query: VouchersQuery) {
  const [total] = await db.select({ n: countAll() }).from(vouchers);
  const rows = await db
    .select({ v: vouchers, used: liveUses('row') })
    .from(vouchers)
    .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit));
  return {
    data: rows.map((r) => toVoucher(r.v, r.used)),
    pagination: buildPagination(total?.n ?? 0, query.page, query.limit),
  };
}

export async function getVoucher(db: Db, id: number): Promise<Voucher> {
  const [row] = await db
    .select({ v: vouchers, used: liveUses('row') })
    .from(vouchers)
    .where(eq(vouchers.id, id));
  if (!row) throw AppError.notFound(VOUCHER_NOT_FOUND);
  return toVoucher(row.v, row.used);
}

export async function createVoucher(db: Db, body: VoucherBody): Promise<Voucher> {
  try {
    const [row] = await db.insert(vouchers).values(columnsOf(body)).returning();
    return toVoucher(row!, 0);
  } catch (err) {
    if (isUniqueViolation(err, 'vouchers_code_key')) throw codeTaken();
    throw err;
  }
}

/**
 * The owner edits a voucher; orders already made keep their discount. The row is locked like a
 * checkout's claim, so a quota lowered now is checked against every use that is counted.
 */
export async function updateVoucher(db: Db, id: number, body: VoucherBody): Promise<Voucher> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: vouchers.id })
        .from(vouchers)
        .where(eq(vouchers.id, id))
        .for('update');
      if (!row) throw AppError.notFound(VOUCHER_NOT_FOUND);
      const [{ used } = { used: 0 }] = await tx
        .select({ used: liveUses(id) })
        .from(vouchers)
        .where(eq(vouchers.id, id));
      if (body.quota != null && body.quota < used) {
        const message = VOUCHER_TEXT.quotaBelowUsed(used);
        throw AppError.validation(message, [{ path: 'quota', message }]);
      }
      const [updated] = await tx
        .update(vouchers)
        .set({ ...columnsOf(body), updatedAt: new Date() })
        .where(eq(vouchers.id, id))
        .returning();
      return toVoucher(updated!, used);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'vouchers_code_key')) throw codeTaken();
    throw err;
  }
}

/** 'Nonaktifkan' / 'Aktifkan': a switched-off code is refused at the cart and at checkout. */
export async function setVoucherActive(db: Db, id: number, active: boolean): Promise<Voucher> {
  const [row] = await db
    .update(vouchers)
    .set({ active, updatedAt: new Date() })
    .where(eq(vouchers.id, id))
    .returning({ id: vouchers.id });
  if (!row) throw AppError.notFound(VOUCHER_NOT_FOUND);
  return getVoucher(db, id);
}

/** The orders that used a voucher, newest first, with whether each gave its use back. */
export async function listVoucherOrders(
  db: Db,
  id: number,
  query: VouchersQuery,
): Promise<VoucherOrderListResponse> {
  await getVoucher(db, id);
  const [total] = await db.select({ n: countAll() }).from(voucherUses).where(eq(voucherUses.voucherId, id));
  const rows = await db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      customerName: orders.customerName,
      discount: orders.discount,
      totalAmount: orders.totalAmount,
      status: orders.status,
      givenBackAt: voucherUses.givenBackAt,
    })
    .from(voucherUses)
    .innerJoin(orders, eq(orders.id, voucherUses.orderId))
    .where(eq(voucherUses.voucherId, id))
    .orderBy(desc(voucherUses.createdAt), desc(voucherUses.id))
    .limit(query.limit)
    .offset(offsetOf(query.page, query.limit));
  return {
    data: rows.map((r) => ({
      order_id: r.orderId,
      order_number: r.orderNumber,
      createdAt: r.createdAt.toISOString(),
      customer_name: r.customerName,
      discount: r.discount,
      total_amount: r.totalAmount,
      status: r.status,
      given_back: r.givenBackAt !== null,
    })),
    pagination: buildPagination(total?.n ?? 0, query.page, query.limit),
  };
}

/** A customer's live uses of a voucher. */
export async function usesByCustomer(db: Db, voucherId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: countAll() })
    .from(voucherUses)
    .where(
      and(
        eq(voucherUses.voucherId, voucherId),
        eq(voucherUses.userId, userId),
        isNull(voucherUses.givenBackAt),
      ),
    );
  return row?.n ?? 0;
}

import {
  COURIER_INFO,
  type Courier,
  ORDER_STATUS_LABEL,
  type OrderStatus,
  type OrdersExportQuery,
  PAYMENT_STATUS_LABEL,
  type PaymentStatus,
  shopDateTime,
  type User,
} from '@toko/shared';
import { and, asc, desc, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { csvLine } from '../../http/csv.ts';
import { voucherCodesQuery } from '../vouchers/index.ts';
import { ordersWhere } from './orders.service.ts';

// The admin's CSV of orders: the list page's filters and order, every match, written a batch at a time
// so a year of orders never sits in memory. Amounts are whole rupiah, times are the shop's (WIB).

const BATCH = 500;

const HEADER = [
  'nomor_pesanan',
  'tanggal',
  'pelanggan',
  'email',
  'alamat_pengiriman',
  'produk',
  'jumlah_barang',
  'subtotal',
  'ongkir',
  'diskon',
  'kode_voucher',
  'kode_unik',
  'total',
  'status',
  'status_pembayaran',
  'nomor_invoice',
  'dibayar_pada',
  'kurir',
  'nomor_resi',
] as const;

export async function* ordersCsv(
  db: Db,
  admin: Pick<User, 'id' | 'role'>,
  query: OrdersExportQuery,
  batch = BATCH,
) {
  yield csvLine(HEADER);
  const where = ordersWhere(admin, query);
  // The verification queue is worked oldest first, every other list newest first (as listOrders).
  const oldestFirst = query.verification === 'true';
  // Keyset on (created_at, id): the cursor keeps the database's microseconds as text, so no row is
  // skipped or repeated between batches.
  let cursor: { at: string; id: number } | null = null;
  for (;;) {
    const after: SQL | undefined = cursor
      ? oldestFirst
        ? sql`(${orders.createdAt}, ${orders.id}) > (${cursor.at}::timestamptz, ${cursor.id})`
        : sql`(${orders.createdAt}, ${orders.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
      : undefined;
    const rows: (typeof orders.$inferSelect & { cursorAt: string })[] = await db
      .select({ ...getTableColumns(orders), cursorAt: sql<string>`${orders.createdAt}::text` })
      .from(orders)
      .where(and(where, after))
      .orderBy(
        ...(oldestFirst
          ? [asc(orders.createdAt), asc(orders.id)]
          : [desc(orders.createdAt), desc(orders.id)]),
      )
      .limit(batch);
    if (rows.length === 0) return;
    const lines = await db
      .select({
        orderId: orderItems.orderId,
        name: orderItems.productName,
        variant: orderItems.variantLabel,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(orderItems.id));
    const codes = new Map(
      (
        await voucherCodesQuery(
          db,
          rows.map((r) => r.id),
        )
      ).map((v) => [v.orderId, v.code]),
    );
    const byOrder = new Map<number, { name: string; variant: string | null; quantity: number }[]>();
    for (const l of lines) byOrder.set(l.orderId, [...(byOrder.get(l.orderId) ?? []), l]);
    let chunk = '';
    for (const o of rows) {
      const items = byOrder.get(o.id) ?? [];
      chunk += csvLine([
        o.orderNumber,
        shopDateTime(o.createdAt),
        o.customerName,
        o.customerEmail,
        o.shippingAddress,
        // A variant is named after its product, as on the packing slip (ADR 090).
        items.map((i) => `${i.name}${i.variant ? ` (${i.variant})` : ''} x${i.quantity}`).join('; '),
        items.reduce((n, i) => n + i.quantity, 0),
        o.subtotal,
        o.shippingCost,
        o.discount,
        codes.get(o.id) ?? null,
        o.uniqueCode,
        o.totalAmount,
        ORDER_STATUS_LABEL[o.status as OrderStatus],
        PAYMENT_STATUS_LABEL[o.paymentStatus as PaymentStatus],
        o.invoiceNumber,
        o.paidAt ? shopDateTime(o.paidAt) : null,
        o.courier ? COURIER_INFO[o.courier as Courier].label : null,
        o.trackingNumber,
      ]);
    }
    yield chunk;
    if (rows.length < batch) return;
    const last: { cursorAt: string; id: number } = rows[rows.length - 1]!;
    cursor = { at: last.cursorAt, id: last.id };
  }
}

import {
  addDays,
  type Bank,
  type Courier,
  type Order,
  type OrderStatus,
  type OrdersExportQuery,
  type OrdersQuery,
  PAGE_SIZE,
  type PaymentStatus,
  productPictureUrl,
  type StatusHistoryEntry,
  shippingAddressPhone,
  shopDayStart,
  type User,
} from '@toko/shared';
import { buildPagination } from '@toko/shared/format';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { type Db, readTogether } from '../../db/client.ts';
import {
  categories,
  orderItems,
  orderStatusHistory,
  orders,
  products,
  productVariants,
  users,
} from '../../db/schema/index.ts';
import { countAll, firstImageIdSql, likeContaining } from '../../db/sql.ts';
import { isBackOffice } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { arisanNamesQuery } from '../arisan/index.ts';
import {
  paymentEvidenceOf,
  proofFieldsOf,
  selectProofSummaries,
  verificationWhere,
} from '../payments/index.ts';
import { voucherCodesQuery } from '../vouchers/index.ts';

// Reading orders (docs/decisions/004-order-lifecycle.md): one order or a page of them, with their items,
// history and proof of transfer, a customer's own only. Checkout is checkout.service.ts, every change
// after it order-changes.service.ts.

type OrderRow = typeof orders.$inferSelect;
type Actor = Pick<User, 'id' | 'role'>;

export const ORDER_NOT_FOUND = 'Pesanan tidak ditemukan';

// Map.groupBy needs Node 21.
function groupByOrder<T extends { orderId: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.orderId);
    if (list) list.push(row);
    else map.set(row.orderId, [row]);
  }
  return map;
}

/** Items and history of many orders in two queries (no query per order). */
async function loadOrders(db: Db, rows: OrderRow[]): Promise<Order[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const userIds = [...new Set(rows.flatMap((r) => (r.userId === null ? [] : [r.userId])))];
  // Also called inside the order's transaction (an idempotent checkout answers from it).
  const arisanIds = [...new Set(rows.flatMap((r) => (r.arisanId === null ? [] : [r.arisanId])))];
  const [items, history, proofs, phones, arisanNames, voucherCodes] = await readTogether(db, [
    db
      .select({
        id: orderItems.id,
        orderId: orderItems.orderId,
        productId: orderItems.productId,
        name: orderItems.productName,
        variantId: orderItems.variantId,
        variantLabel: orderItems.variantLabel,
        sku: orderItems.sku,
        variantImageId: productVariants.imageId,
        price: orderItems.price,
        quantity: orderItems.quantity,
        slug: products.slug,
        categorySlug: categories.slug,
        thumbnailUrl: products.thumbnailUrl,
        firstImageId: firstImageIdSql,
      })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .leftJoin(productVariants, eq(productVariants.id, orderItems.variantId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id)),
    db
      .select({
        orderId: orderStatusHistory.orderId,
        status: orderStatusHistory.status,
        paymentStatus: orderStatusHistory.paymentStatus,
        notes: orderStatusHistory.notes,
        actorRole: orderStatusHistory.actorRole,
        actorName: users.fullname,
        createdAt: orderStatusHistory.createdAt,
      })
      .from(orderStatusHistory)
      .leftJoin(users, eq(users.id, orderStatusHistory.actorId))
      .where(inArray(orderStatusHistory.orderId, ids))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    selectProofSummaries(db, ids),
    userIds.length === 0
      ? []
      : db.select({ id: users.id, phone: users.phoneNumber }).from(users).where(inArray(users.id, userIds)),
    arisanIds.length === 0 ? [] : arisanNamesQuery(db, arisanIds),
    voucherCodesQuery(db, ids),
  ]);
  const voucherCodeByOrder = new Map(voucherCodes.map((v) => [v.orderId, v.code]));
  const phoneByUser = new Map(phones.map((u) => [u.id, u.phone]));
  const arisanNameById = new Map(arisanNames.map((a) => [a.id, a.name]));
  const itemsByOrder = groupByOrder(items);
  const historyByOrder = groupByOrder(history);
  const proofByOrder = new Map(proofs.map((p) => [p.orderId, p]));
  return rows.map((row) => ({
    id: row.id,
    order_number: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    user_id: row.userId,
    user: { fullname: row.customerName, email: row.customerEmail },
    customer_phone:
      (row.userId === null ? null : phoneByUser.get(row.userId)) ?? shippingAddressPhone(row.shippingAddress),
    total_amount: row.totalAmount,
    subtotal: row.subtotal,
    shipping_cost: row.shippingCost,
    discount: row.discount,
    voucher_code: voucherCodeByOrder.get(row.id) ?? null,
    payment_method: row.paymentMethod,
    status: row.status as OrderStatus,
    payment_status: row.paymentStatus as PaymentStatus,
    shipping_address: row.shippingAddress,
    tracking_number: row.trackingNumber,
    payment_bank: row.paymentBank as Bank | null,
    unique_code: row.uniqueCode,
    payment_due_at: row.paymentDueAt?.toISOString() ?? null,
    payment_confirmed_at: row.paymentConfirmedAt?.toISOString() ?? null,
    payment_rejection_reason: row.paymentRejectionReason,
    invoice_number: row.invoiceNumber,
    paid_at: row.paidAt?.toISOString() ?? null,
    cancel_reason: row.cancelReason,
    courier: row.courier as Courier | null,
    ...proofFieldsOf(row, proofByOrder.get(row.id)),
    items: (itemsByOrder.get(row.id) ?? []).map((i) => ({
      id: i.id,
      product_id: i.productId,
      price: i.price,
      quantity: i.quantity,
      subtotal: i.price * i.quantity,
      variant_id: i.variantId,
      variant_label: i.variantLabel,
      sku: i.sku,
      product: {
        name: i.name,
        slug: i.slug,
        category_slug: i.categorySlug,
        // The variant's own picture when it has one: the sofa in the fabric bought.
        image_url: productPictureUrl(i.variantImageId ?? i.firstImageId, i.thumbnailUrl, 280),
        thumbnail_url: productPictureUrl(i.variantImageId ?? i.firstImageId, i.thumbnailUrl, 180),
      },
    })),
    status_history: (historyByOrder.get(row.id) ?? []).map(
      (h): StatusHistoryEntry => ({
        status: h.status as OrderStatus,
        payment_status: h.paymentStatus as PaymentStatus,
        timestamp: h.createdAt.toISOString(),
        notes: h.notes,
        actor_role: h.actorRole as StatusHistoryEntry['actor_role'],
        actor_name: h.actorName,
      }),
    ),
    arisan:
      row.arisanId === null
        ? null
        : { id: row.arisanId, name: arisanNameById.get(row.arisanId) ?? '-', cycle: row.arisanCycle! },
  }));
}

/**
 * Which order `{id}` names (a numeric id or an order number), limited to the actor's own unless they
 * are an admin: someone else's order is "not found", never "forbidden", so ids reveal nothing.
 */
export function orderRef(actor: Actor, ref: string): SQL | undefined {
  const byRef = /^\d+$/.test(ref)
    ? Number(ref) <= 2_147_483_647
      ? eq(orders.id, Number(ref))
      : sql`false`
    : eq(orders.orderNumber, ref);
  return isBackOffice(actor) ? byRef : and(byRef, eq(orders.userId, actor.id));
}

export async function getOrder(db: Db, actor: Actor, ref: string): Promise<Order> {
  const [row] = await db.select().from(orders).where(orderRef(actor, ref));
  if (!row) throw AppError.notFound(ORDER_NOT_FOUND);
  const order = (await loadOrders(db, [row]))[0]!;
  if (!isBackOffice(actor)) return order;
  // The owner sees what proved the payment (the bank's line when a statement matched it).
  const evidence = await paymentEvidenceOf(db, 'order', [row.id]);
  return { ...order, payment_evidence: evidence.get(row.id) ?? null };
}

/** Which orders a list shows: the customer's own (an admin's: all), narrowed by the page's filters. */
export function ordersWhere(actor: Actor, query: OrdersExportQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    isBackOffice(actor) ? undefined : eq(orders.userId, actor.id),
    query.status ? eq(orders.status, query.status) : undefined,
    query.payment_status ? eq(orders.paymentStatus, query.payment_status) : undefined,
    verificationWhere(query.verification),
    query.ids ? inArray(orders.id, query.ids) : undefined,
    query.startDate ? gte(orders.createdAt, shopDayStart(query.startDate)) : undefined,
    query.endDate ? lt(orders.createdAt, shopDayStart(addDays(query.endDate, 1))) : undefined,
  ];
  if (query.search) {
    const pattern = likeContaining(query.search);
    conditions.push(
      or(
        ilike(orders.orderNumber, pattern),
        ilike(orders.customerName, pattern),
        ilike(orders.customerEmail, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** A customer's own orders; an admin's call lists every order. Newest first. */
export async function listOrders(db: Db, actor: Actor, query: OrdersQuery) {
  const limit = query.limit ?? (isBackOffice(actor) ? PAGE_SIZE.adminOrders : PAGE_SIZE.transactions);
  const where = ordersWhere(actor, query);
  const [[total], rows] = await Promise.all([
    db.select({ n: countAll() }).from(orders).where(where),
    db
      .select()
      .from(orders)
      .where(where)
      // The verification queue is worked oldest first; every other list shows the newest first.
      .orderBy(
        ...(query.verification === 'true'
          ? [asc(orders.createdAt), asc(orders.id)]
          : [desc(orders.createdAt), desc(orders.id)]),
      )
      .limit(limit)
      .offset((query.page - 1) * limit),
  ]);
  return {
    data: await loadOrders(db, rows),
    pagination: buildPagination(total?.n ?? 0, query.page, limit),
  };
}

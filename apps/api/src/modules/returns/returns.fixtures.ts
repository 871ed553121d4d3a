import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestContext } from '../../../test/app.ts';
import { multipart, type Part } from '../../../test/multipart.ts';
import { orderItems, orderStatusHistory } from '../../db/schema/index.ts';
import { createProduct, insertOrder } from '../orders/orders.fixtures.ts';
import { photo } from '../reviews/reviews.fixtures.ts';

// Delivered orders and return requests for the returns tests (docs/decisions/089-returns-and-refunds.md).

/**
 * A fresh customer's paid order of `quantity` units at Rp 400.000, shipped and then marked delivered by
 * the owner through the API (the delivery the return window counts from).
 */
export async function deliveredOrder(t: TestContext, quantity = 2) {
  const customer = await t.registerCustomer();
  const product = await createProduct(t.db, { price: 400_000, stock: 20 });
  const order = await insertOrder(t.db, {
    userId: customer.user.id,
    productId: product.id,
    quantity,
    status: 'shipped',
    paymentStatus: 'paid',
    courier: 'jne',
    trackingNumber: 'JNE-RETUR',
  });
  const res = await t.call({
    method: 'PUT',
    url: `/api/orders/${order.id}/status`,
    token: await t.adminToken(),
    body: { status: 'delivered' },
  });
  if (res.status !== 200) throw new Error(`deliver failed: ${res.status} ${res.raw}`);
  const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return { customer, product, order, itemId: item!.id };
}

/** Moves the order's delivery `days` into the past, as if it arrived then. */
export async function deliveredDaysAgo(t: TestContext, orderId: number, days: number) {
  await t.db
    .update(orderStatusHistory)
    .set({ createdAt: new Date(Date.now() - days * 86_400_000) })
    .where(eq(orderStatusHistory.orderId, orderId));
}

/** POST /api/orders/{id}/returns as the order page's form sends it. */
export async function askReturn(
  t: TestContext,
  token: string,
  orderId: number,
  fields: { reason?: string; items: unknown },
  photos: Part[],
) {
  const { body, headers } = await multipart({
    reason: fields.reason ?? 'Kaki kursi patah saat paket dibuka',
    items: typeof fields.items === 'string' ? fields.items : JSON.stringify(fields.items),
    ...(photos.length ? { photos } : {}),
  });
  return t.call({ method: 'POST', url: `/api/orders/${orderId}/returns`, token, body, headers });
}

/** POST /api/returns/{id}/refund as the owner's form sends it. */
export async function recordRefund(t: TestContext, returnId: number, fields: Record<string, Part>) {
  const { body, headers } = await multipart(fields);
  return t.call({
    method: 'POST',
    url: `/api/returns/${returnId}/refund`,
    token: await t.adminToken(),
    body,
    headers,
  });
}

/** A photo of the item as the form sends it. */
export const returnPhoto = async (color?: string) => ({
  bytes: await photo(color),
  filename: 'barang.jpg',
  type: 'image/jpeg',
});

/** A delivered order with a return of one unit asked for; answers both. */
export async function askedReturn(t: TestContext) {
  const bought = await deliveredOrder(t);
  const res = await askReturn(
    t,
    bought.customer.token,
    bought.order.id,
    { items: [{ order_item_id: bought.itemId, quantity: 1 }] },
    [await returnPhoto()],
  );
  expect(res.status, res.raw).toBe(201);
  return { ...bought, returned: res.body.data as { id: number } };
}

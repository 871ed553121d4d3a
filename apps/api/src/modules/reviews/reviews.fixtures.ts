import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { TestContext } from '../../../test/app.ts';
import { multipart, type Part } from '../../../test/multipart.ts';
import { orderItems } from '../../db/schema/index.ts';
import { createProduct, insertOrder } from '../orders/orders.fixtures.ts';

// Delivered orders and reviews for the review tests: orders straight into the database, reviews through
// the API.

/** A photo as a phone would send it. */
export const photo = (color = '#3a7') =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

/**
 * A customer (fresh unless given) with an order of one unit of `productId` (a new product unless given)
 * in `status`; answers the customer, the product and the order item.
 */
export async function boughtItem(
  t: TestContext,
  opts: {
    status?: string;
    productId?: number;
    customer?: { token: string; user: { id: number } };
    fullname?: string;
  } = {},
) {
  const customer =
    opts.customer ?? (await t.registerCustomer(opts.fullname ? { fullname: opts.fullname } : {}));
  const productId = opts.productId ?? (await createProduct(t.db, { stock: 50 })).id;
  const order = await insertOrder(t.db, {
    userId: customer.user.id,
    productId,
    status: opts.status ?? 'delivered',
    paymentStatus: 'paid',
  });
  const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return { customer, productId, order, itemId: item!.id };
}

/** POST /api/reviews as a browser's form sends it. */
export async function postReview(
  t: TestContext,
  token: string,
  fields: Record<string, string>,
  photos: Part[] = [],
) {
  const { body, headers } = await multipart({ ...fields, ...(photos.length ? { photos } : {}) });
  return t.call({ method: 'POST', url: '/api/reviews', token, body, headers });
}

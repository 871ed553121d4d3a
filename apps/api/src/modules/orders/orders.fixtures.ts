import { slugify } from '@toko/shared';
import { eq, sql } from 'drizzle-orm';
import type { TestContext } from '../../../test/app.ts';
import type { Db } from '../../db/client.ts';
import { categories, orderItems, orders, products } from '../../db/schema/index.ts';

// Helpers for the cart, address and order tests: products straight into the database, the API for the rest.

let seq = 0;

export async function createProduct(
  db: Db,
  overrides: Partial<{
    name: string;
    price: number;
    stock: number;
    description: string;
    hidden: boolean;
  }> = {},
) {
  seq += 1;
  const n = seq; // read before any await, so parallel calls get different slugs
  const [category] = await db
    .insert(categories)
    .values({ name: 'Sofas', slug: 'sofas' })
    .onConflictDoUpdate({ target: categories.slug, set: { slug: 'sofas' } })
    .returning({ id: categories.id });
  const name = overrides.name ?? `Sofa Uji ${n} ${Date.now()}`;
  const [row] = await db
    .insert(products)
    .values({
      name,
      slug: slugify(`${name}-${n}`),
      description: overrides.description ?? 'Sofa nyaman untuk ruang tamu keluarga.',
      price: overrides.price ?? 1_250_000,
      stock: overrides.stock ?? 10,
      categoryId: category!.id,
      hiddenAt: overrides.hidden ? new Date() : null,
      status: overrides.hidden ? 'deleted' : 'active',
    })
    .returning();
  return row!;
}

export async function productStock(db: Db, id: number) {
  const [row] = await db
    .select({ stock: products.stock, sold: products.sold })
    .from(products)
    .where(eq(products.id, id));
  return row!;
}

export const VALID_ADDRESS = {
  label: 'Rumah',
  recipient: 'Siti Rahma',
  phone: '6281234567890',
  provinsi: 'Jawa Timur',
  kabupaten: 'Bangkalan',
  kecamatan: 'Arosbaya',
  desa: 'Balung',
  jalan: 'Jl. Raya Arosbaya No. 7',
  postal_code: '69151',
};

/** An address in Kota Semarang (Jawa Tengah): outside a fresh shop's delivery area, inside once it is opened. */
export const SEMARANG_ADDRESS = {
  ...VALID_ADDRESS,
  provinsi: 'Jawa Tengah',
  kabupaten: 'Kota Semarang',
  kecamatan: 'Semarang Tengah',
  desa: 'Miroto',
  postal_code: '50134',
};

let networkSeq = 0;

/**
 * A client address of its own (198.18.0.0/15, a range set aside for tests), so that customers made here
 * are different shoppers: new accounts from one address share their purchase limits (ADR 051), which the
 * purchase-limit tests show.
 */
export function ownAddress(): string {
  networkSeq += 1;
  return `198.${18 + ((networkSeq >> 16) & 1)}.${(networkSeq >> 8) & 255}.${networkSeq & 255}`;
}

/** A fresh customer with a saved address, a client address of its own and the given products in the cart. */
export async function customerWithCart(
  t: TestContext,
  lines: { productId: number; quantity: number; variant_id?: number }[],
  remoteAddress = ownAddress(),
) {
  const customer = await t.registerCustomer();
  const address = await t.call({
    method: 'POST',
    url: '/api/shipping-address',
    token: customer.token,
    body: VALID_ADDRESS,
  });
  if (address.status !== 201) throw new Error(`address failed: ${address.status} ${address.raw}`);
  for (const line of lines) {
    const res = await t.call({ method: 'POST', url: '/api/cart/add', token: customer.token, body: line });
    if (res.status !== 201) throw new Error(`add to cart failed: ${res.status} ${res.raw}`);
  }
  return { ...customer, addressId: address.body.address.id as number, remoteAddress };
}

let orderSeq = 0;

/**
 * An order straight into the database in any state (for the transition table and the expiry job):
 * one line of `quantity` units, stock taken from the product as checkout would.
 */
export async function insertOrder(
  db: Db,
  values: {
    userId: number;
    productId: number;
    quantity?: number;
    status?: string;
    paymentStatus?: string;
    paymentDueAt?: Date;
    uniqueCode?: number;
    courier?: string | null;
    trackingNumber?: string | null;
  },
) {
  orderSeq += 1;
  const n = orderSeq; // read before any await, so parallel calls get different numbers
  const quantity = values.quantity ?? 1;
  const [product] = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${quantity}`, sold: sql`${products.sold} + ${quantity}` })
    .where(eq(products.id, values.productId))
    .returning();
  const cancelled = values.status === 'cancelled';
  if (cancelled) {
    await db
      .update(products)
      .set({ stock: sql`${products.stock} + ${quantity}`, sold: sql`${products.sold} - ${quantity}` })
      .where(eq(products.id, values.productId));
  }
  const code = values.uniqueCode ?? 0;
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `ORD-20261122-T${String(n).padStart(4, '0')}`,
      userId: values.userId,
      customerName: 'Pelanggan Uji',
      customerEmail: 'uji@example.com',
      subtotal: product!.price * quantity,
      totalAmount: product!.price * quantity + code,
      uniqueCode: code,
      paymentMethod: 'bank_transfer',
      status: values.status ?? 'pending',
      paymentStatus: values.paymentStatus ?? 'pending',
      shippingAddress: 'Rumah - Uji (0812), Jl. Uji',
      paymentDueAt: values.paymentDueAt ?? new Date(Date.now() + 86_400_000),
      courier: values.courier ?? null,
      trackingNumber: values.trackingNumber ?? null,
      stockReserved: !cancelled,
    })
    .returning();
  await db.insert(orderItems).values({
    orderId: order!.id,
    productId: values.productId,
    productName: product!.name,
    price: product!.price,
    quantity,
  });
  return order!;
}

/** The customer's cart checked out through the API (POST /orders/create), to the customer's saved address. */
export function checkout(
  t: TestContext,
  customer: { token: string; addressId: number; remoteAddress?: string },
  options: { paymentMethod?: string; headers?: Record<string, string> } = {},
) {
  return t.call({
    method: 'POST',
    url: '/api/orders/create',
    token: customer.token,
    ...(customer.remoteAddress ? { remoteAddress: customer.remoteAddress } : {}),
    body: {
      shipping_address_id: customer.addressId,
      ...(options.paymentMethod ? { payment_method: options.paymentMethod } : {}),
    },
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

/** A fresh customer's order of the given lines (one unit of a new product by default), waiting for payment. */
export async function waitingOrder(t: TestContext, lines?: { productId: number; quantity: number }[]) {
  const wanted = lines ?? [{ productId: (await createProduct(t.db, { stock: 5 })).id, quantity: 1 }];
  const customer = await customerWithCart(t, wanted);
  const res = await checkout(t, customer);
  if (res.status !== 201) throw new Error(`order failed: ${res.status} ${res.raw}`);
  return { customer, order: res.body.order };
}

/**
 * Makes the customer a known one: an order of theirs that was paid and delivered. Accounts without a paid
 * order are held to the new-account limits (ADR 051).
 */
export async function givePaidOrder(db: Db, userId: number) {
  const product = await createProduct(db, { price: 100_000, stock: 1 });
  return insertOrder(db, { userId, productId: product.id, status: 'delivered', paymentStatus: 'paid' });
}

import { slugify } from '@toko/shared';
import { eq } from 'drizzle-orm';
import type { TestContext } from '../../../test/app.ts';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';

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
  const [category] = await db
    .insert(categories)
    .values({ name: 'Sofas', slug: 'sofas' })
    .onConflictDoUpdate({ target: categories.slug, set: { slug: 'sofas' } })
    .returning({ id: categories.id });
  const name = overrides.name ?? `Sofa Uji ${seq} ${Date.now()}`;
  const [row] = await db
    .insert(products)
    .values({
      name,
      slug: slugify(`${name}-${seq}`),
      description: overrides.description ?? 'Sofa nyaman untuk ruang tamu keluarga.',
      price: overrides.price ?? 1_250_000,
      stock: overrides.stock ?? 10,
      categoryId: category!.id,
      hiddenAt: overrides.hidden ? new Date() : null,
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

/** A fresh customer with a saved address and the given products in the cart. */
export async function customerWithCart(t: TestContext, lines: { productId: number; quantity: number }[]) {
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
  return { ...customer, addressId: address.body.address.id as number };
}

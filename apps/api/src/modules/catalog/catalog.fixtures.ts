import { slugify } from '@toko/shared';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import {
  categories,
  orderItems,
  orders,
  productAttributes,
  products,
  productTypes,
} from '../../db/schema/index.ts';
import { storeProductImage } from '../images/index.ts';

// A small, known catalog for the API tests (the demo seed is big and slow to encode).

export interface FixtureProduct {
  name: string;
  category: 'Sofas' | 'Chairs' | 'Cupboards' | null;
  price: number;
  originalPrice?: number | null;
  stock?: number;
  sold?: number;
  hidden?: boolean;
}

export const FIXTURE_PRODUCTS: FixtureProduct[] = [
  {
    name: 'Sofa Minimalis 3 Dudukan Abu-abu',
    category: 'Sofas',
    price: 4_299_000,
    originalPrice: 5_199_000,
    sold: 312,
  },
  { name: 'Sofa Bed Lipat Biru Dongker', category: 'Sofas', price: 2_899_000, sold: 120 },
  { name: 'Sofa L Sudut Krem', category: 'Sofas', price: 6_499_000, sold: 45 },
  { name: 'Sofa Retro Hijau Sage', category: 'Sofas', price: 3_150_000, sold: 45 },
  { name: 'Sofa Santai 2 Dudukan', category: 'Sofas', price: 2_899_000, sold: 80 },
  { name: 'sofa kulit hitam', category: 'Sofas', price: 7_999_000, sold: 12 },
  { name: 'Sofa Chesterfield Marun', category: 'Sofas', price: 9_250_000, sold: 7 },
  { name: 'Sofa Anak Merah Muda', category: 'Sofas', price: 1_150_000, sold: 64, stock: 4 },
  { name: 'Sofa Beludru Mustard', category: 'Sofas', price: 3_799_000, sold: 33 },
  { name: 'Sofa Modular Terakota', category: 'Sofas', price: 5_600_000, sold: 21 },
  { name: 'Sofa Tersembunyi Lama', category: 'Sofas', price: 100_000, sold: 999, hidden: true },
  { name: 'Kursi Makan Kayu Jati', category: 'Chairs', price: 850_000, sold: 210 },
  { name: 'Kursi Kantor Ergonomis', category: 'Chairs', price: 1_750_000, sold: 95 },
  { name: 'Kursi Promo 100% Jati_Asli', category: 'Chairs', price: 650_000, sold: 3 },
  {
    name: 'Lemari Pakaian 3 Pintu',
    category: 'Cupboards',
    price: 2_450_000,
    originalPrice: 2_900_000,
    sold: 58,
  },
  { name: 'Lampu Meja Tanpa Kategori', category: null, price: 275_000, sold: 0 },
];

export const VISIBLE_FIXTURES = FIXTURE_PRODUCTS.filter((p) => !p.hidden);

/** A plain PNG of one colour, as an uploaded photo would arrive. */
export async function samplePng(color: string, width = 600, height = 450): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/**
 * Writes the fixture catalog: categories (with a fourth, empty one), product types, products spread over
 * time, attributes on the first sofa and `imagesFor` products with two stored images each.
 */
export async function seedCatalogFixture(db: Db, options: { imagesFor?: string[] } = {}) {
  const cats = await db
    .insert(categories)
    .values(['Sofas', 'Chairs', 'Beds', 'Cupboards'].map((name) => ({ name, slug: slugify(name) })))
    .returning();
  const catId = new Map(cats.map((c) => [c.name, c.id]));
  await db.insert(productTypes).values([{ name: 'Furniture' }, { name: 'Elektronik' }]);
  const start = Date.UTC(2026, 0, 1);
  const ids = new Map<string, number>();
  for (const [i, p] of FIXTURE_PRODUCTS.entries()) {
    const [row] = await db
      .insert(products)
      .values({
        name: p.name,
        slug: slugify(p.name),
        description: `Deskripsi ${p.name}.`,
        price: p.price,
        originalPrice: p.originalPrice ?? null,
        stock: p.stock ?? 20,
        sold: p.sold ?? 0,
        label: (p.sold ?? 0) > 200,
        freeShipping: p.price > 2_000_000,
        badge: i === 0 ? 'pira' : null,
        rating: 4.5,
        reviewCount: 10 + i,
        categoryId: p.category ? catId.get(p.category)! : null,
        hiddenAt: p.hidden ? new Date(start) : null,
        status: p.hidden ? 'deleted' : 'active',
        // Out of order on purpose: sorting by date must not follow insertion order.
        createdAt: new Date(start + ((i * 7) % FIXTURE_PRODUCTS.length) * 86_400_000),
      })
      .returning({ id: products.id });
    ids.set(p.name, row!.id);
  }
  const first = ids.get(FIXTURE_PRODUCTS[0]!.name)!;
  await db.insert(productAttributes).values([
    { productId: first, position: 0, title: 'Warna', value: 'Abu-abu', color: '#8a8f98' },
    { productId: first, position: 1, title: 'Bahan', value: 'Kain linen', color: null },
  ]);
  for (const name of options.imagesFor ?? []) {
    const productId = ids.get(name)!;
    await storeProductImage(db, productId, await samplePng('#8a8f98'), 0);
    await storeProductImage(db, productId, await samplePng('#c46a4a'), 1);
  }
  return { categoryIds: catId, productIds: ids };
}

let orderSeq = 0;

/** An order for a product written straight into the database (the order API is another module's). */
export async function orderForProduct(db: Db, productId: number, price = 1_000_000) {
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `ORD-20260101-${String(++orderSeq).padStart(5, '0')}`,
      customerName: 'Budi',
      customerEmail: 'budi@example.com',
      subtotal: price,
      totalAmount: price,
      paymentMethod: 'bank_transfer',
      shippingAddress: 'Rumah - Budi (0812), Jl. Mawar 1',
    })
    .returning();
  await db.insert(orderItems).values({ orderId: order!.id, productId, productName: 'x', price, quantity: 1 });
  return order!;
}

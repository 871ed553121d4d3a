import { todayInShop } from '@toko/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, productVariants } from '../../db/schema/index.ts';
import { createProduct, productStock } from '../orders/orders.fixtures.ts';
import { barangTestContext, seatOf } from './barang.fixtures.ts';

// An arisan barang of a product with options locks one variant (docs/decisions/090-product-variants.md):
// its price, its units at the start, and its name on every recipient's order.

let b: Awaited<ReturnType<typeof barangTestContext>>;
beforeAll(async () => {
  b = await barangTestContext();
});
afterAll(() => b.t.close());

const today = todayInShop();

/** A bed in two sizes: 'Queen' Rp 3.000.000 (stock 5) and 'King' Rp 4.000.000 (stock 5). */
async function bedWithSizes() {
  const product = await createProduct(b.t.db, { name: `Ranjang Varian ${Date.now()}`, stock: 0 });
  const res = await b.admin('PUT', `/api/products/${product.id}/variants`, {
    options: [{ name: 'Ukuran', values: ['Queen', 'King'] }],
    variants: [
      { option_values: ['Queen'], sku: `BED-Q-${product.id}`, price: 3_000_000, stock: 5 },
      { option_values: ['King'], sku: `BED-K-${product.id}`, price: 4_000_000, stock: 5 },
    ],
  });
  expect(res.status, res.raw).toBe(200);
  const [queen, king] = res.body.data.variants as { id: number }[];
  return { product, queen: queen!, king: king! };
}

const create = (body: Record<string, unknown>) =>
  b.admin('POST', '/api/arisans/barang', { members: 2, saving_type: 'monthly', start_date: today, ...body });

async function stockOf(variantId: number) {
  const [row] = await b.t.db
    .select({ stock: productVariants.stock, sold: productVariants.sold })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row;
}

describe('arisan barang of a product with options', () => {
  it('needs the variant, and locks its price', async () => {
    const { product, king } = await bedWithSizes();
    const none = await create({ product_id: product.id });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Pilih varian produk terlebih dahulu');
    const res = await create({ product_id: product.id, variant_id: king.id });
    expect(res.status, res.raw).toBe(201);
    expect(res.body.data.contribution_amount).toBe(2_000_000);
    const open = await b.t.call({ method: 'GET', url: `/api/arisan-barang?product_id=${product.id}` });
    expect(open.body.data).toEqual([
      expect.objectContaining({ id: res.body.data.id, item_price: 4_000_000, variant_label: 'King' }),
    ]);
    expect(res.body.data.name).toBe(`Arisan ${product.name} (King) (2 orang)`);
  });

  it("takes the variant's units at the start and names it on the recipient's order", async () => {
    const { product, queen, king } = await bedWithSizes();
    const made = await create({ product_id: product.id, variant_id: queen.id });
    const arisanId = made.body.data.id as number;
    const seats = [];
    for (let i = 0; i < 2; i++) {
      const c = await b.customer();
      expect((await b.join(c.token, arisanId)).status).toBe(201);
      seats.push(await seatOf(b.t, arisanId, c.user.id));
    }
    const started = await b.start(arisanId);
    expect(started.status, started.raw).toBe(200);
    expect(await stockOf(queen.id)).toEqual({ stock: 3, sold: 2 });
    expect(await stockOf(king.id)).toEqual({ stock: 5, sold: 0 });
    expect(await productStock(b.t.db, product.id)).toEqual({ stock: 8, sold: 2 });

    const assigned = await b.admin('PUT', `/api/arisans/${arisanId}/cycles/1/recipient`, {
      member_id: seats[0]!.memberId,
    });
    expect(assigned.status, assigned.raw).toBe(200);
    const [line] = await b.t.db
      .select({ variantId: orderItems.variantId, label: orderItems.variantLabel, sku: orderItems.sku })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.arisanId, arisanId));
    expect(line).toEqual({ variantId: queen.id, label: 'Queen', sku: `BED-Q-${product.id}` });
  });

  it("gives a deleted group's units back to its variant", async () => {
    const { product, king } = await bedWithSizes();
    const made = await create({ product_id: product.id, variant_id: king.id });
    const arisanId = made.body.data.id as number;
    for (let i = 0; i < 2; i++) {
      const c = await b.customer();
      expect((await b.join(c.token, arisanId)).status).toBe(201);
    }
    expect((await b.start(arisanId)).status).toBe(200);
    expect(await stockOf(king.id)).toEqual({ stock: 3, sold: 2 });
    const deleted = await b.admin('DELETE', `/api/arisans/${arisanId}`);
    expect(deleted.status, deleted.raw).toBe(200);
    expect(await stockOf(king.id)).toEqual({ stock: 5, sold: 0 });
    expect(await productStock(b.t.db, product.id)).toEqual({ stock: 10, sold: 0 });
  });
});

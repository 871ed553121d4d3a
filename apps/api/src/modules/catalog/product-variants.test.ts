import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { multipart } from '../../../test/multipart.ts';
import { raceTest, WIDE_WINDOW, withRaceHooks } from '../../../test/race.ts';
import type { RaceHooks } from '../../db/race.ts';
import { cartItems, carts, orderItems, productVariants } from '../../db/schema/index.ts';
import { checkout, createProduct, customerWithCart, productStock } from '../orders/orders.fixtures.ts';

// Product variants (docs/decisions/090-product-variants.md): the owner's set, the product page, the cart,
// the order and the stock, per variant.

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
});

const OPTIONS = [
  { name: 'Warna', values: ['Abu', 'Krem'] },
  { name: 'Ukuran', values: ['2 dudukan', '3 dudukan'] },
];

const putVariants = (id: number, body: unknown, token = admin) =>
  t.call({ method: 'PUT', url: `/api/products/${id}/variants`, token, body });

/** A sofa in Abu and Krem, 2 and 3 seats: four variants, Krem 3 dudukan the dearest. */
async function sofaWithVariants(stock: Partial<Record<string, number>> = {}) {
  const product = await createProduct(t.db, { name: `Sofa Varian ${Date.now()}-${Math.random()}`, stock: 0 });
  const variant = (warna: string, ukuran: string, price: number) => ({
    option_values: [warna, ukuran],
    sku: `SOFA-${product.id}-${warna}-${ukuran.charAt(0)}`.toUpperCase(),
    price,
    stock: stock[`${warna} / ${ukuran}`] ?? 10,
  });
  const res = await putVariants(product.id, {
    options: OPTIONS,
    variants: [
      variant('Abu', '2 dudukan', 3_000_000),
      variant('Abu', '3 dudukan', 4_000_000),
      variant('Krem', '2 dudukan', 3_200_000),
      variant('Krem', '3 dudukan', 4_500_000),
    ],
  });
  expect(res.status, res.raw).toBe(200);
  const byLabel = new Map<string, { id: number; stock: number; price: number; sku: string }>(
    res.body.data.variants.map((v: { label: string }) => [v.label, v]),
  );
  return { product, byLabel, body: res.body.data };
}

const add = (token: string, body: unknown) => t.call({ method: 'POST', url: '/api/cart/add', token, body });

async function variantRow(id: number) {
  const [row] = await t.db
    .select({
      stock: productVariants.stock,
      sold: productVariants.sold,
      removedAt: productVariants.removedAt,
    })
    .from(productVariants)
    .where(eq(productVariants.id, id));
  return row!;
}

describe("the owner's options and variants", () => {
  it('saves the set; the product takes the lowest price and the sum of the stock, and the shop shows them', async () => {
    const { product, byLabel, body } = await sofaWithVariants({ 'Krem / 3 dudukan': 0 });
    expect(body.options).toEqual(OPTIONS);
    expect(body.variants.map((v: { label: string }) => v.label)).toEqual([
      'Abu / 2 dudukan',
      'Abu / 3 dudukan',
      'Krem / 2 dudukan',
      'Krem / 3 dudukan',
    ]);
    expect(await productStock(t.db, product.id)).toEqual({ stock: 30, sold: 0 });

    const page = await t.call({ method: 'GET', url: `/api/products/${product.slug}` });
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({
      price: 3_000_000,
      stock: 30,
      has_variants: true,
      options: OPTIONS,
    });
    expect(page.body.data.variants).toHaveLength(4);
    expect(page.body.data.variants[3]).toMatchObject({
      id: byLabel.get('Krem / 3 dudukan')!.id,
      option_values: ['Krem', '3 dudukan'],
      price: 4_500_000,
      stock: 0,
    });
    const list = await t.call({
      method: 'GET',
      url: `/api/products?search=${encodeURIComponent(product.name)}`,
    });
    expect(list.body.data[0]).toMatchObject({ id: product.id, price: 3_000_000, has_variants: true });
  });

  it('keeps a variant whose values stay (same id), adds new ones, and a product edit keeps the sums', async () => {
    const { product, byLabel } = await sofaWithVariants();
    const abu2 = byLabel.get('Abu / 2 dudukan')!;
    const res = await putVariants(product.id, {
      options: [{ name: 'Warna', values: ['Abu', 'Terakota'] }, OPTIONS[1]],
      variants: [
        { option_values: ['Abu', '2 dudukan'], sku: abu2.sku, price: 2_900_000, stock: 4 },
        { option_values: ['Terakota', '2 dudukan'], sku: null, price: 3_100_000, stock: 6 },
      ],
    });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.data.variants[0]).toMatchObject({ id: abu2.id, price: 2_900_000, stock: 4 });
    expect(await productStock(t.db, product.id)).toEqual({ stock: 10, sold: 0 });
    // The form's price and stock fields do not move a product with options.
    const form = await multipart({ price: '1', stock: '999', name: product.name });
    const edit = await t.call({ method: 'PUT', url: `/api/products/${product.id}`, token: admin, ...form });
    expect(edit.status, edit.raw).toBe(200);
    const page = await t.call({ method: 'GET', url: `/api/products/${product.slug}` });
    expect(page.body.data).toMatchObject({ price: 2_900_000, stock: 10 });
  });

  it('refuses a set that does not add up, with the reason in Indonesian, and changes nothing', async () => {
    const { product } = await sofaWithVariants();
    const cases: [unknown, string][] = [
      [{ options: OPTIONS, variants: [] }, 'Tambahkan minimal satu varian untuk opsi ini'],
      [{ options: [], variants: [{ option_values: [], price: 1, stock: 1 }] }, 'Varian memerlukan opsi'],
      [
        { options: OPTIONS, variants: [{ option_values: ['Abu', 'Besar'], price: 1, stock: 1 }] },
        'Nilai varian harus satu nilai dari setiap opsi, sesuai urutannya',
      ],
      [
        { options: [OPTIONS[0], { name: 'warna', values: ['x'] }], variants: [] },
        'Nama opsi tidak boleh sama',
      ],
      [
        {
          options: [OPTIONS[0]],
          variants: [
            { option_values: ['Abu'], price: 1, stock: 1 },
            { option_values: ['Abu'], price: 2, stock: 1 },
          ],
        },
        'Kombinasi varian tidak boleh sama',
      ],
      [
        { options: [OPTIONS[0]], variants: [{ option_values: ['Abu'], price: 2 ** 53 + 2, stock: 1 }] },
        'Harga maksimal Rp 1.000.000.000',
      ],
      [
        { options: [OPTIONS[0]], variants: [{ option_values: ['Abu'], price: 1, stock: -1 }] },
        'Stok varian harus bilangan bulat, 0 atau lebih',
      ],
      [
        { options: [{ name: 'Warna\u0000', values: ['Abu'] }], variants: [] },
        'Teks tidak boleh berisi karakter kontrol',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await putVariants(product.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body.errors ?? res.body.message)).toContain(message);
    }
    const after = await t.call({ method: 'GET', url: `/api/products/${product.id}/variants`, token: admin });
    expect(after.body.data.variants).toHaveLength(4);
  });

  it("refuses another product's picture and a SKU another product uses", async () => {
    const { product, byLabel } = await sofaWithVariants();
    const other = await createProduct(t.db, {});
    const sku = byLabel.get('Abu / 2 dudukan')!.sku;
    const taken = await putVariants(other.id, {
      options: [{ name: 'Warna', values: ['Abu'] }],
      variants: [{ option_values: ['Abu'], sku: sku.toLowerCase(), price: 1, stock: 1 }],
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(`SKU ${sku.toLowerCase()} sudah dipakai produk lain`);
    const picture = await putVariants(product.id, {
      options: [{ name: 'Warna', values: ['Abu'] }],
      variants: [{ option_values: ['Abu'], price: 1, stock: 1, image_id: 2_000_000 }],
    });
    expect(picture.status).toBe(400);
    expect(picture.body.message).toBe('Gambar varian harus salah satu gambar produk ini');
  });

  it('goes with a duplicate: the same options and prices, no stock and no SKU', async () => {
    const { product } = await sofaWithVariants();
    const copy = await t.call({ method: 'POST', url: `/api/products/${product.id}/duplicate`, token: admin });
    expect(copy.status, copy.raw).toBe(201);
    expect(copy.body.data).toMatchObject({
      options: OPTIONS,
      price: 3_000_000,
      stock: 0,
      has_variants: true,
    });
    const variants = await t.call({
      method: 'GET',
      url: `/api/products/${copy.body.data.id}/variants`,
      token: admin,
    });
    expect(
      variants.body.data.variants.map((v: { label: string; sku: null; stock: number; price: number }) => [
        v.label,
        v.sku,
        v.stock,
        v.price,
      ]),
    ).toEqual([
      ['Abu / 2 dudukan', null, 0, 3_000_000],
      ['Abu / 3 dudukan', null, 0, 4_000_000],
      ['Krem / 2 dudukan', null, 0, 3_200_000],
      ['Krem / 3 dudukan', null, 0, 4_500_000],
    ]);
  });

  it('is staff work: a customer is refused, an unknown product is 404', async () => {
    const { token } = await t.registerCustomer();
    const product = await createProduct(t.db, {});
    const body = { options: [], variants: [] };
    expect((await putVariants(product.id, body, token)).status).toBe(403);
    expect((await putVariants(product.id, body, await t.staffToken())).status).toBe(200);
    expect((await putVariants(2_000_000, body)).status).toBe(404);
  });
});

describe('buying a variant', () => {
  it('needs the variant chosen, and one of this product', async () => {
    const { product } = await sofaWithVariants();
    const plain = await createProduct(t.db, {});
    const other = await sofaWithVariants();
    const { token } = await t.registerCustomer();
    const none = await add(token, { productId: product.id, quantity: 1 });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Pilih varian produk terlebih dahulu');
    const foreign = await add(token, {
      productId: product.id,
      quantity: 1,
      variant_id: other.byLabel.get('Abu / 2 dudukan')!.id,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Varian tidak ditemukan untuk produk ini');
    const onPlain = await add(token, { productId: plain.id, quantity: 1, variant_id: 1 });
    expect(onPlain.status).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/cart/count', token })).body).toEqual({ count: 0 });
  });

  it("keeps a line per variant, priced and stocked as the variant, and refuses more than the variant's stock", async () => {
    const { product, byLabel } = await sofaWithVariants({ 'Abu / 3 dudukan': 2 });
    const abu3 = byLabel.get('Abu / 3 dudukan')!;
    const krem2 = byLabel.get('Krem / 2 dudukan')!;
    const { token } = await t.registerCustomer();
    await add(token, { productId: product.id, quantity: 1, variant_id: abu3.id });
    const both = await add(token, { productId: product.id, quantity: 1, variant_id: krem2.id });
    expect(both.status, both.raw).toBe(201);
    expect(
      both.body.cartItems.map((i: { variant: unknown; product: { price: number; stock: number } }) => [
        i.variant,
        i.product.price,
        i.product.stock,
      ]),
    ).toEqual([
      [{ id: abu3.id, label: 'Abu / 3 dudukan', sku: abu3.sku }, 4_000_000, 2],
      [{ id: krem2.id, label: 'Krem / 2 dudukan', sku: krem2.sku }, 3_200_000, 10],
    ]);
    expect(both.body.subTotal).toBe(7_200_000);
    const over = await add(token, { productId: product.id, quantity: 2, variant_id: abu3.id });
    expect(over.status).toBe(409);
    expect(over.body.message).toBe('Stok tidak mencukupi (tersisa 2, 1 sudah di keranjang)');
  });

  it('orders the variant: its price, name and SKU on the line; its stock and sold move, and a cancel gives them back', async () => {
    const { product, byLabel } = await sofaWithVariants();
    const krem3 = byLabel.get('Krem / 3 dudukan')!;
    const buyer = await customerWithCart(t, [{ productId: product.id, quantity: 2, variant_id: krem3.id }]);
    const res = await checkout(t, buyer);
    expect(res.status, res.raw).toBe(201);
    expect(res.body.order.items[0]).toMatchObject({
      product_id: product.id,
      variant_id: krem3.id,
      variant_label: 'Krem / 3 dudukan',
      sku: krem3.sku,
      price: 4_500_000,
      quantity: 2,
    });
    expect(res.body.order.subtotal).toBe(9_000_000);
    expect(await variantRow(krem3.id)).toMatchObject({ stock: 8, sold: 2 });
    expect(await productStock(t.db, product.id)).toEqual({ stock: 38, sold: 2 });

    const cancel = await t.call({
      method: 'PUT',
      url: `/api/orders/${res.body.order.id}/cancel`,
      token: buyer.token,
    });
    expect(cancel.status, cancel.raw).toBe(200);
    expect(await variantRow(krem3.id)).toMatchObject({ stock: 10, sold: 0 });
    expect(await productStock(t.db, product.id)).toEqual({ stock: 40, sold: 0 });
  });

  it('retires a variant that orders name (kept for them, out of the shop and the carts); one nobody bought is deleted', async () => {
    const { product, byLabel } = await sofaWithVariants();
    const abu2 = byLabel.get('Abu / 2 dudukan')!;
    const abu3 = byLabel.get('Abu / 3 dudukan')!;
    const bought = await customerWithCart(t, [{ productId: product.id, quantity: 1, variant_id: abu2.id }]);
    expect((await checkout(t, bought)).status).toBe(201);
    const holder = await customerWithCart(t, [{ productId: product.id, quantity: 1, variant_id: abu2.id }]);
    const res = await putVariants(product.id, {
      options: OPTIONS,
      variants: [{ option_values: ['Krem', '2 dudukan'], price: 3_200_000, stock: 5 }],
    });
    expect(res.status, res.raw).toBe(200);
    expect((await variantRow(abu2.id)).removedAt).not.toBeNull();
    expect(await t.db.select().from(productVariants).where(eq(productVariants.id, abu3.id))).toEqual([]);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.variantId, abu2.id))).toEqual([]);
    const [line] = await t.db.select().from(orderItems).where(eq(orderItems.variantId, abu2.id));
    expect(line).toMatchObject({ variantLabel: 'Abu / 2 dudukan' });
    const again = await add(holder.token, { productId: product.id, quantity: 1, variant_id: abu2.id });
    expect(again.status).toBe(404);
    expect(await productStock(t.db, product.id)).toEqual({ stock: 5, sold: 1 });
  });
});

describe('a product that gains options', () => {
  it('sells no unit without its variant: cart lines that named none leave, a checkout that still has one is refused', async () => {
    const product = await createProduct(t.db, { stock: 10 });
    const buyer = await customerWithCart(t, [{ productId: product.id, quantity: 1 }]);
    const res = await putVariants(product.id, {
      options: [{ name: 'Warna', values: ['Abu'] }],
      variants: [{ option_values: ['Abu'], price: 1_000_000, stock: 4 }],
    });
    expect(res.status, res.raw).toBe(200);
    expect((await t.call({ method: 'GET', url: '/api/cart', token: buyer.token })).body.cartItems).toEqual(
      [],
    );
    // A line written in the moment between (a request that read the product before the save).
    const [cart] = await t.db.select().from(carts).where(eq(carts.userId, buyer.user.id));
    await t.db.insert(cartItems).values({ cartId: cart!.id, productId: product.id, quantity: 1 });
    const order = await checkout(t, buyer);
    expect(order.status).toBe(409);
    expect(order.body.message).toBe(
      `${product.name} kini dijual per varian: hapus dari keranjang, lalu tambahkan lagi dengan variannya`,
    );
    expect(await productStock(t.db, product.id)).toEqual({ stock: 4, sold: 0 });
  });
});

// PGlite runs one transaction at a time: these prove something only on PostgreSQL (ADR 010).
describe('racing for one variant', () => {
  const race = async (hooks: RaceHooks) => {
    const { product, byLabel } = await sofaWithVariants({ 'Abu / 2 dudukan': 3 });
    const abu2 = byLabel.get('Abu / 2 dudukan')!;
    const krem2 = byLabel.get('Krem / 2 dudukan')!;
    const buyers = await Promise.all([
      ...Array.from({ length: 9 }, () =>
        customerWithCart(t, [{ productId: product.id, quantity: 1, variant_id: abu2.id }]),
      ),
      ...Array.from({ length: 3 }, () =>
        customerWithCart(t, [{ productId: product.id, quantity: 1, variant_id: krem2.id }]),
      ),
    ]);
    const results = await withRaceHooks(hooks, () => Promise.all(buyers.map((b) => checkout(t, b))));
    return { product, abu2, krem2, results };
  };

  raceTest('sells exactly the last 3 of Abu to 9 racers, while the Krem buyers all get theirs', async () => {
    const { product, abu2, krem2, results } = await race(WIDE_WINDOW);
    const abu = results.slice(0, 9);
    expect(abu.filter((r) => r.status === 201)).toHaveLength(3);
    expect(abu.filter((r) => r.status !== 201).map((r) => [r.status, r.body.message])).toEqual(
      Array(6).fill([409, `Stok tidak mencukupi untuk ${product.name} (Abu / 2 dudukan) (tersisa 0)`]),
    );
    expect(results.slice(9).map((r) => r.status)).toEqual([201, 201, 201]);
    expect(await variantRow(abu2.id)).toMatchObject({ stock: 0, sold: 3 });
    expect(await variantRow(krem2.id)).toMatchObject({ stock: 7, sold: 3 });
    expect(await productStock(t.db, product.id)).toEqual({ stock: 27, sold: 6 });
  });

  // The twin: without the variant's condition only the table's CHECK stops the oversell, and the late
  // buyers are refused without the stock left (the test above is real).
  raceTest('would refuse the late Abu buyers without the stock left if the condition were gone', async () => {
    const { abu2, results } = await race({ ...WIDE_WINDOW, unlocked: ['orders.stock'] });
    const refused = results.slice(0, 9).filter((r) => r.status !== 201);
    expect(refused).toHaveLength(6);
    expect(refused.some((r) => String(r.body.message).includes('(tersisa 0)'))).toBe(false);
    expect(await variantRow(abu2.id)).toMatchObject({ stock: 0, sold: 3 });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import {
  cartItems,
  carts,
  orders,
  products,
  shippingAddresses,
  shopSettings,
} from '../../db/schema/index.ts';
import {
  createProduct,
  ownAddress,
  SEMARANG_ADDRESS as SEMARANG,
  VALID_ADDRESS,
} from '../orders/orders.fixtures.ts';
import { createVoucher } from '../vouchers/vouchers.fixtures.ts';

// 'Ongkos Kirim' (docs/decisions/073-shipping-zones.md): the owner's zones, priced by the server on the
// cart and at checkout; no zone means shipping 0, and an address outside the delivery area is refused.

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  // The spec's five kabupaten of Jawa Timur, and all of Jawa Tengah.
  const area = await t.call({
    method: 'PUT',
    url: '/api/settings/delivery-area',
    token: admin,
    body: { provinsi: ['33'], kabupaten: ['35.26', '35.27', '35.28', '35.29', '35.78'] },
  });
  expect(area.status).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const CILACAP = {
  ...VALID_ADDRESS,
  provinsi: 'Jawa Tengah',
  kabupaten: 'Cilacap',
  kecamatan: 'Kedungreja',
  desa: 'Tambakreja',
  postal_code: '53263',
};

const JATENG_FLAT = { name: 'Jawa Tengah', provinsi: ['33'], rate_type: 'flat', rate: 20_000 };
const SEMARANG_PER_KG = { name: 'Kota Semarang', kabupaten: ['33.74'], rate_type: 'per_kg', rate: 5_000 };

const putZones = (zones: unknown[], token = admin) =>
  t.call({ method: 'PUT', url: '/api/settings/shipping-zones', token, body: { zones } });

async function setZones(zones: unknown[]) {
  const res = await putZones(zones);
  expect(res.status, res.raw).toBe(200);
  return res.body.data;
}

type Sizes = Partial<{
  weightGram: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  freeShipping: boolean;
}>;

/** A product of `price` with these sizes, straight into the database. */
async function product(price: number, sizes: Sizes = {}) {
  const p = await createProduct(t.db, { price, stock: 50 });
  if (Object.keys(sizes).length > 0) await t.db.update(products).set(sizes).where(eq(products.id, p.id));
  return p;
}

/** A fresh shopper with a (default) address at `address` and these lines in the cart. */
async function shopper(address: object, lines: { productId: number; quantity: number }[]) {
  const customer = await t.registerCustomer();
  const res = await t.call({
    method: 'POST',
    url: '/api/shipping-address',
    token: customer.token,
    body: { ...address, is_default: true },
  });
  expect(res.status, res.raw).toBe(201);
  for (const line of lines) {
    const add = await t.call({ method: 'POST', url: '/api/cart/add', token: customer.token, body: line });
    expect(add.status, add.raw).toBe(201);
  }
  return { ...customer, addressId: res.body.address.id as number, remoteAddress: ownAddress() };
}
type Shopper = Awaited<ReturnType<typeof shopper>>;

const cart = async (c: Shopper, query = '') => {
  const res = await t.call({ method: 'GET', url: `/api/cart${query}`, token: c.token });
  expect(res.status, res.raw).toBe(200);
  return res.body;
};

const checkout = (c: Shopper, extra: Record<string, unknown> = {}) =>
  t.call({
    method: 'POST',
    url: '/api/orders/create',
    token: c.token,
    remoteAddress: c.remoteAddress,
    // The client's numbers are ignored: the body's schema does not even take them.
    body: { shipping_address_id: c.addressId, ...extra },
  });

async function orderRow(id: number) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

describe('a fresh shop', () => {
  it('has no zones and charges no shipping, on the cart and on the order', async () => {
    const settings = await t.call({ method: 'GET', url: '/api/settings', token: admin });
    expect(settings.body.data.shipping_zones).toEqual([]);
    const p = await product(300_000, { weightGram: 40_000 });
    const c = await shopper(SEMARANG, [{ productId: p.id, quantity: 2 }]);
    expect((await cart(c)).orderSummary).toEqual({
      subTotal: 600_000,
      tax: 0,
      shipping: 0,
      discount: 0,
      total: 600_000,
    });
    const res = await checkout(c);
    expect(res.status, res.raw).toBe(201);
    const row = await orderRow(res.body.order.id);
    expect(row.shippingCost).toBe(0);
    expect(row.totalAmount).toBe(600_000 + row.uniqueCode);
  });
});

describe('owner API', () => {
  it('keeps 401 and 403 for everyone but an admin', async () => {
    const { token } = await t.registerCustomer();
    const url = '/api/settings/shipping-zones';
    expect((await t.call({ method: 'PUT', url, body: { zones: [] } })).status).toBe(401);
    expect((await t.call({ method: 'PUT', url, token, body: { zones: [] } })).status).toBe(403);
    expect(await t.db.select().from(shopSettings).where(eq(shopSettings.key, 'shipping_zones'))).toEqual([]);
  });

  it('refuses bad zones with a 400 naming the field, and changes nothing', async () => {
    await setZones([JATENG_FLAT]);
    const before = (await t.call({ method: 'GET', url: '/api/settings', token: admin })).body.data;
    const cases: [unknown[], string, string][] = [
      [[{ ...JATENG_FLAT, name: ' ' }], 'zones.0.name', 'Nama zona wajib diisi'],
      [
        [{ ...JATENG_FLAT, rate_type: 'per_item' }],
        'zones.0.rate_type',
        'Jenis tarif harus flat atau per_kg',
      ],
      [[{ ...JATENG_FLAT, rate: 1.5 }], 'zones.0.rate', 'Tarif harus bilangan bulat rupiah, minimal Rp 0'],
      [[{ ...JATENG_FLAT, rate: 2_000_000_000 }], 'zones.0.rate', 'Tarif maksimal Rp 1.000.000.000'],
      [
        [{ ...JATENG_FLAT, free_threshold: 0 }],
        'zones.0.free_threshold',
        'Batas gratis ongkir harus bilangan bulat rupiah, minimal Rp 1 (kosongkan bila tidak ada)',
      ],
      [
        [{ ...JATENG_FLAT, provinsi: [] }],
        'zones.0.kabupaten',
        'Pilih minimal satu provinsi atau kabupaten/kota untuk zona ini',
      ],
      [[{ ...JATENG_FLAT, provinsi: ['99'] }], 'zones.0.provinsi', 'Kode wilayah 99 tidak dikenal'],
      [[{ ...JATENG_FLAT, provinsi: ['33.74'] }], 'zones.0.provinsi', '33.74 bukan kode provinsi'],
      [
        [{ ...JATENG_FLAT, provinsi: ['31'] }],
        'zones.0.provinsi',
        'Daerah Khusus Ibukota Jakarta di luar area pengiriman toko',
      ],
      [
        [{ ...SEMARANG_PER_KG, kabupaten: ['35.07'] }],
        'zones.0.kabupaten',
        'Kab. Malang di luar area pengiriman toko',
      ],
      [
        [JATENG_FLAT, { ...SEMARANG_PER_KG, name: 'Jawa tengah' }],
        'zones.1.name',
        'Nama zona Jawa tengah dipakai lebih dari sekali',
      ],
      [
        [SEMARANG_PER_KG, { ...SEMARANG_PER_KG, name: 'Semarang Lagi' }],
        'zones.1.kabupaten',
        'Kota Semarang ada di dua zona: Kota Semarang dan Semarang Lagi',
      ],
      [[{ ...JATENG_FLAT, price: 1 }], 'zones.0', ''],
    ];
    for (const [zones, path, message] of cases) {
      const res = await putZones(zones);
      expect(res.status, JSON.stringify(zones)).toBe(400);
      const errors = JSON.parse(JSON.stringify(res.body.errors).replace(/\u00a0/g, ' '));
      if (message) expect(errors).toContainEqual({ path, message });
      else expect(res.body.errors[0].path).toMatch(/^zones\.0/);
    }
    expect((await t.call({ method: 'GET', url: '/api/settings', token: admin })).body.data).toEqual(before);
  });

  it('stores the list with names and writes it to Riwayat Perubahan', async () => {
    await setZones([]);
    const data = await setZones([JATENG_FLAT, { ...SEMARANG_PER_KG, free_threshold: 1_000_000 }]);
    expect(data.shipping_zones).toEqual([
      {
        name: 'Jawa Tengah',
        provinsi: [{ code: '33', name: 'Jawa Tengah', label: 'Jawa Tengah' }],
        kabupaten: [],
        rate_type: 'flat',
        rate: 20_000,
        free_threshold: null,
      },
      {
        name: 'Kota Semarang',
        provinsi: [],
        kabupaten: [{ code: '33.74', name: 'Kota Semarang', label: 'Kota Semarang' }],
        rate_type: 'per_kg',
        rate: 5_000,
        free_threshold: 1_000_000,
      },
    ]);
    const history = await t.call({ method: 'GET', url: '/api/settings/history', token: admin });
    // formatRupiah writes a no-break space after 'Rp'.
    const [change] = JSON.parse(JSON.stringify(history.body.data).replace(/\u00a0/g, ' '));
    expect(change).toMatchObject({
      field: 'shipping_zones',
      old_value: 'Tidak ada zona (gratis)',
      new_value:
        'Jawa Tengah (Jawa Tengah): Rp 20.000 per pesanan; Kota Semarang (Kota Semarang): Rp 5.000 per kg, gratis dari Rp 1.000.000',
      changed_by: expect.any(String),
    });
  });
});

describe('the price of shipping', () => {
  it('charges a flat rate per order on the cart and at checkout; total = items + shipping + code', async () => {
    await setZones([JATENG_FLAT]);
    const p = await product(150_000, { weightGram: 9_000 });
    const c = await shopper(CILACAP, [{ productId: p.id, quantity: 3 }]);
    expect((await cart(c)).orderSummary).toMatchObject({
      subTotal: 450_000,
      shipping: 20_000,
      total: 470_000,
    });
    const res = await checkout(c, {});
    expect(res.status, res.raw).toBe(201);
    expect(res.body.order.shipping_cost).toBe(20_000);
    const row = await orderRow(res.body.order.id);
    expect(row).toMatchObject({ subtotal: 450_000, shippingCost: 20_000, discount: 0 });
    expect(row.totalAmount).toBe(470_000 + row.uniqueCode);
  });

  it('charges per started kg of the larger of actual and volumetric weight, the kabupaten zone winning', async () => {
    await setZones([JATENG_FLAT, SEMARANG_PER_KG]);
    // 100 x 50 x 60 / 6000 = 50 kg volumetric beats 12 kg; plus 1,500 g actual: 51.5 kg, charged 52.
    const sofa = await product(1_000_000, { weightGram: 12_000, lengthCm: 100, widthCm: 50, heightCm: 60 });
    const lamp = await product(100_000, { weightGram: 1_500 });
    const c = await shopper(SEMARANG, [
      { productId: sofa.id, quantity: 1 },
      { productId: lamp.id, quantity: 1 },
    ]);
    expect((await cart(c)).orderSummary).toMatchObject({ shipping: 52 * 5_000, total: 1_100_000 + 260_000 });
    const res = await checkout(c);
    expect(res.status, res.raw).toBe(201);
    expect((await orderRow(res.body.order.id)).shippingCost).toBe(260_000);
  });

  it('counts a product without a weight as 1 kg a unit', async () => {
    await setZones([SEMARANG_PER_KG]);
    const p = await product(50_000);
    const c = await shopper(SEMARANG, [{ productId: p.id, quantity: 3 }]);
    expect((await cart(c)).orderSummary.shipping).toBe(15_000);
  });

  it('ships free at or above the threshold, and charges below it', async () => {
    await setZones([{ ...JATENG_FLAT, free_threshold: 500_000 }]);
    const p = await product(250_000, { weightGram: 2_000 });
    const atThreshold = await shopper(CILACAP, [{ productId: p.id, quantity: 2 }]);
    expect((await cart(atThreshold)).orderSummary).toMatchObject({ shipping: 0, total: 500_000 });
    const res = await checkout(atThreshold);
    expect((await orderRow(res.body.order.id)).shippingCost).toBe(0);
    const below = await shopper(CILACAP, [{ productId: p.id, quantity: 1 }]);
    expect((await cart(below)).orderSummary).toMatchObject({ shipping: 20_000, total: 270_000 });
  });

  it('charges nothing where no zone covers the address', async () => {
    await setZones([JATENG_FLAT]);
    const p = await product(100_000, { weightGram: 5_000 });
    const c = await shopper(VALID_ADDRESS, [{ productId: p.id, quantity: 1 }]);
    expect((await cart(c)).orderSummary.shipping).toBe(0);
    const res = await checkout(c);
    expect(res.status, res.raw).toBe(201);
    expect((await orderRow(res.body.order.id)).shippingCost).toBe(0);
  });

  it('leaves a GRATIS ONGKIR product out of the weight; an order of only such products ships free', async () => {
    await setZones([SEMARANG_PER_KG]);
    const free = await product(400_000, { weightGram: 30_000, freeShipping: true });
    const chair = await product(200_000, { weightGram: 4_000 });
    const mixed = await shopper(SEMARANG, [
      { productId: free.id, quantity: 1 },
      { productId: chair.id, quantity: 1 },
    ]);
    expect((await cart(mixed)).orderSummary.shipping).toBe(20_000);
    const onlyFree = await shopper(SEMARANG, [{ productId: free.id, quantity: 1 }]);
    expect((await cart(onlyFree)).orderSummary.shipping).toBe(0);
    const res = await checkout(onlyFree);
    expect((await orderRow(res.body.order.id)).shippingCost).toBe(0);
  });

  it('prices the cart for the address asked for, and answers 404 for an address that is not yours', async () => {
    await setZones([JATENG_FLAT, SEMARANG_PER_KG]);
    const p = await product(100_000, { weightGram: 3_000 });
    const c = await shopper(SEMARANG, [{ productId: p.id, quantity: 1 }]);
    const bangkalan = await t.call({
      method: 'POST',
      url: '/api/shipping-address',
      token: c.token,
      body: VALID_ADDRESS,
    });
    expect((await cart(c)).orderSummary.shipping).toBe(15_000);
    expect((await cart(c, `?address_id=${bangkalan.body.address.id}`)).orderSummary.shipping).toBe(0);
    const other = await shopper(CILACAP, []);
    const res = await t.call({
      method: 'GET',
      url: `/api/cart?address_id=${other.addressId}`,
      token: c.token,
    });
    expect(res.status).toBe(404);
  });

  it('tells the home page from what total shipping is free everywhere (free_shipping_from)', async () => {
    const promise = async () =>
      (await t.call({ method: 'GET', url: '/api/delivery-area' })).body.data.free_shipping_from;
    await setZones([]);
    expect(await promise()).toBe(0);
    await setZones([
      { ...JATENG_FLAT, free_threshold: 2_000_000 },
      { ...SEMARANG_PER_KG, free_threshold: 7_500_000 },
    ]);
    expect(await promise()).toBe(7_500_000);
    // A zone that always charges: no promise holds everywhere.
    await setZones([{ ...JATENG_FLAT, free_threshold: 2_000_000 }, SEMARANG_PER_KG]);
    expect(await promise()).toBeNull();
    // A zone priced at Rp 0 is free whatever its threshold.
    await setZones([{ ...JATENG_FLAT, rate: 0 }]);
    expect(await promise()).toBe(0);
  });

  it("names the address the cart's 'Pengiriman' is priced for, and says when it is outside the area", async () => {
    await setZones([JATENG_FLAT]);
    const p = await product(100_000);
    const nobody = await t.registerCustomer();
    const bare = await t.call({ method: 'GET', url: '/api/cart', token: nobody.token });
    expect(bare.body.shipping_to).toBeNull();

    const c = await shopper(CILACAP, [{ productId: p.id, quantity: 1 }]);
    expect((await cart(c)).shipping_to).toEqual({
      address_id: c.addressId,
      label: 'Rumah',
      kabupaten: 'Kab. Cilacap',
      in_area: true,
    });
    // An address saved before the owner closed its kabupaten (here: moved to Malang by hand) stays
    // readable; the cart says it is outside the area, and checkout refuses it.
    await t.db
      .update(shippingAddresses)
      .set({
        provinsi: 'Jawa Timur',
        kabupaten: 'Malang',
        kecamatan: 'Donomulyo',
        desa: 'Tulungrejo',
        desaCode: '35.07.01.2001',
      })
      .where(eq(shippingAddresses.id, c.addressId));
    const outside = await cart(c);
    expect(outside.shipping_to).toEqual({
      address_id: c.addressId,
      label: 'Rumah',
      kabupaten: 'Kab. Malang',
      in_area: false,
    });
    expect(outside.orderSummary.shipping).toBe(0);
    expect((await checkout(c)).status).toBe(400);
  });

  it('takes the shipping off with a free-shipping voucher', async () => {
    await setZones([JATENG_FLAT]);
    const v = await createVoucher(t, { type: 'free_shipping', value: undefined });
    const p = await product(300_000);
    const c = await shopper(CILACAP, [{ productId: p.id, quantity: 1 }]);
    expect((await cart(c, `?voucher_code=${v.code}`)).orderSummary).toEqual({
      subTotal: 300_000,
      tax: 0,
      shipping: 20_000,
      discount: 20_000,
      total: 300_000,
    });
    const res = await checkout(c, { voucher_code: v.code });
    expect(res.status, res.raw).toBe(201);
    const row = await orderRow(res.body.order.id);
    expect(row).toMatchObject({ shippingCost: 20_000, discount: 20_000 });
    expect(row.totalAmount).toBe(300_000 + row.uniqueCode);
  });

  it('refuses an address outside the delivery area now, and changes nothing', async () => {
    await setZones([]);
    const p = await product(100_000);
    const c = await shopper(CILACAP, [{ productId: p.id, quantity: 2 }]);
    // The owner closes Jawa Tengah after the shopper saved the address.
    const area = await t.call({
      method: 'PUT',
      url: '/api/settings/delivery-area',
      token: admin,
      body: { kabupaten: ['35.26', '35.27', '35.28', '35.29', '35.78'] },
    });
    expect(area.status).toBe(200);
    try {
      const res = await checkout(c);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        {
          path: 'shipping_address_id',
          message: 'Alamat ini di luar area pengiriman kami; pilih atau ubah alamat lain',
        },
      ]);
      expect(await t.db.select().from(orders).where(eq(orders.userId, c.user.id))).toEqual([]);
      const [line] = await t.db
        .select({ quantity: cartItems.quantity })
        .from(cartItems)
        .innerJoin(carts, eq(carts.id, cartItems.cartId))
        .where(eq(carts.userId, c.user.id));
      expect(line?.quantity).toBe(2);
      const [stock] = await t.db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, p.id));
      expect(stock?.stock).toBe(50);
    } finally {
      await t.call({
        method: 'PUT',
        url: '/api/settings/delivery-area',
        token: admin,
        body: { provinsi: ['33'], kabupaten: ['35.26', '35.27', '35.28', '35.29', '35.78'] },
      });
    }
  });
});

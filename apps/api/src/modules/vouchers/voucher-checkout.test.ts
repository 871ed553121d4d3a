import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { raceTest, WIDE_WINDOW, withRaceHooks } from '../../../test/race.ts';
import type { RaceHooks } from '../../db/race.ts';
import { cartItems, carts, orders, vouchers, voucherUses } from '../../db/schema/index.ts';
import { expireOverdueOrders } from '../orders/index.ts';
import { createProduct, customerWithCart, productStock } from '../orders/orders.fixtures.ts';
import { createVoucher } from './vouchers.fixtures.ts';

// A code on the cart and at checkout (docs/decisions/072-vouchers.md): the preview, each reason a code is
// refused, the order's discount and total, quota and per-customer under concurrency, and the use given
// back once by a cancelled or expired order.

let t: TestContext;
let admin: string;
beforeAll(async () => {
  // The race test holds each checkout 150 ms inside the voucher's lock, so 50 of them queue for ~8 s:
  // longer than the shop's 3 s lock and 5 s pool waits, which would then answer 503 instead of the rule.
  t = await createTestContext({ poolLimits: { lockTimeoutMs: 60_000, poolTimeoutMs: 60_000 } });
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
});

type Customer = Awaited<ReturnType<typeof customerWithCart>>;

/** A fresh shopper with `quantity` units of a new product of `price` in the cart. */
async function shopper(price = 600_000, quantity = 1) {
  const p = await createProduct(t.db, { price, stock: 50 });
  return customerWithCart(t, [{ productId: p.id, quantity }]);
}

const preview = async (c: Customer, code: string) => {
  const res = await t.call({
    method: 'GET',
    url: `/api/cart?voucher_code=${encodeURIComponent(code)}`,
    token: c.token,
  });
  expect(res.status, res.raw).toBe(200);
  return res.body;
};

const order = (c: Customer, voucher_code?: string, extra: Record<string, unknown> = {}) =>
  t.call({
    method: 'POST',
    url: '/api/orders/create',
    token: c.token,
    remoteAddress: c.remoteAddress,
    body: { shipping_address_id: c.addressId, ...(voucher_code ? { voucher_code } : {}), ...extra },
  });

const usesOf = async (voucherId: number) =>
  (await t.db.select({ n: count() }).from(voucherUses).where(eq(voucherUses.voucherId, voucherId)))[0]!.n;
const cartLines = async (userId: number) =>
  (
    await t.db
      .select({ n: count() })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(eq(carts.userId, userId))
  )[0]!.n;

describe('the cart preview', () => {
  it('takes the discount off the summary and says the code applies, whatever its case', async () => {
    const v = await createVoucher(t, { type: 'percent', value: 10, max_discount: 50_000 });
    const c = await shopper(300_000, 2);
    const cart = await preview(c, v.code.toLowerCase());
    expect(cart.orderSummary).toEqual({
      subTotal: 600_000,
      tax: 0,
      shipping: 0,
      discount: 50_000,
      total: 550_000,
    });
    expect(cart.totalPrice).toBe(550_000);
    expect(cart.voucher).toEqual({
      code: v.code,
      applies: true,
      reason: null,
      type: 'percent',
      discount: 50_000,
      note: null,
    });
  });

  it('without a code keeps the spec shape with voucher null and discount 0', async () => {
    const c = await shopper(300_000);
    const res = await t.call({ method: 'GET', url: '/api/cart', token: c.token });
    expect(res.body.voucher).toBeNull();
    expect(res.body.orderSummary).toMatchObject({ discount: 0, total: 300_000 });
  });

  it('says a free-shipping code applies but changes nothing while shipping is free', async () => {
    const v = await createVoucher(t, { type: 'free_shipping', value: null });
    const cart = await preview(await shopper(), v.code);
    expect(cart.voucher).toMatchObject({
      applies: true,
      discount: 0,
      note: 'Gratis ongkir dipakai: pengiriman pesanan ini sudah gratis, jadi total tidak berubah',
    });
    expect(cart.orderSummary.total).toBe(600_000);
  });

  it('never takes off more than the items (a fixed voucher over the cart gives total 0)', async () => {
    const v = await createVoucher(t, { type: 'fixed', value: 1_000_000 });
    const cart = await preview(await shopper(250_000), v.code);
    expect(cart.orderSummary).toMatchObject({ discount: 250_000, total: 0 });
  });

  describe('says why a code does not apply, leaving the total as it is', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['an unknown code', {}, 'Kode voucher tidak ditemukan'],
      ['below the minimum', { min_purchase: 1_000_000 }, 'Minimal belanja Rp\u00a01.000.000'],
      ['before it starts', { starts_at: '2099-01-01T00:00:00+07:00' }, 'Voucher belum berlaku'],
      [
        'after it ends',
        { starts_at: '2020-01-01T00:00:00+07:00', ends_at: '2020-02-01T00:00:00+07:00' },
        'Voucher sudah berakhir',
      ],
    ];
    it.each(cases)('%s', async (_name, terms, reason) => {
      const code = _name === 'an unknown code' ? 'TIDAKADA-123' : (await createVoucher(t, terms)).code;
      const cart = await preview(await shopper(), code);
      expect(cart.voucher).toMatchObject({ applies: false, reason, discount: 0 });
      expect(cart.orderSummary).toMatchObject({ discount: 0, total: 600_000 });
    });

    it('a switched-off voucher', async () => {
      const v = await createVoucher(t);
      await t.call({ method: 'POST', url: `/api/vouchers/${v.id}/deactivate`, token: admin });
      expect((await preview(await shopper(), v.code)).voucher.reason).toBe('Voucher sudah tidak aktif');
    });
  });
});

describe('checkout with a code', () => {
  it('keeps the discount and the code on the order; total = items - discount + unique code', async () => {
    const v = await createVoucher(t, { type: 'fixed', value: 100_000, min_purchase: 500_000 });
    const c = await shopper(300_000, 2);
    // Numbers the client sends are not read: an unknown key is refused, a discount is never taken from it.
    expect((await order(c, v.code, { discount: 600_000 })).status).toBe(400);
    const res = await order(c, v.code.toLowerCase());
    expect(res.status, res.raw).toBe(201);
    const o = res.body.order;
    expect(o).toMatchObject({ subtotal: 600_000, shipping_cost: 0, discount: 100_000, voucher_code: v.code });
    expect(o.total_amount).toBe(500_000 + o.unique_code);
    expect(o.unique_code).toBeGreaterThan(0);
    const read = await t.call({ method: 'GET', url: `/api/orders/${o.id}`, token: c.token });
    expect(read.body.order).toMatchObject({ discount: 100_000, voucher_code: v.code });
    const listed = await t.call({ method: 'GET', url: `/api/vouchers/${v.id}/orders`, token: admin });
    expect(listed.body.data).toEqual([
      expect.objectContaining({ order_number: o.order_number, discount: 100_000, given_back: false }),
    ]);
    // The owner's CSV has the 'diskon' and the code.
    const csv = await t.call({
      method: 'GET',
      url: `/api/orders/admin/export.csv?search=${o.order_number}`,
      token: admin,
    });
    expect(csv.raw).toContain(`,600000,0,100000,${v.code},${o.unique_code},${o.total_amount},`);
  });

  it('without a code the order has no discount and no voucher', async () => {
    const res = await order(await shopper(200_000));
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({ discount: 0, voucher_code: null, subtotal: 200_000 });
    expect(res.body.order.total_amount).toBe(200_000 + res.body.order.unique_code);
  });

  it('a voucher that takes off everything leaves only the unique code to transfer, as a Rp 0 cart does', async () => {
    const v = await createVoucher(t, { type: 'percent', value: 100 });
    const res = await order(await shopper(80_000), v.code);
    expect(res.status, res.raw).toBe(201);
    expect(res.body.order).toMatchObject({ subtotal: 80_000, discount: 80_000 });
    expect(res.body.order.total_amount).toBe(res.body.order.unique_code);
  });

  it('refuses the order with the reason when the code does not apply, changing nothing', async () => {
    const v = await createVoucher(t, { type: 'fixed', value: 50_000, min_purchase: 500_000 });
    const p = await createProduct(t.db, { price: 100_000, stock: 50 });
    const c = await customerWithCart(t, [{ productId: p.id, quantity: 2 }]);
    for (const [code, reason] of [
      [v.code, 'Minimal belanja Rp\u00a0500.000'],
      ['TIDAKADA-999', 'Kode voucher tidak ditemukan'],
    ]) {
      const res = await order(c, code);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'VOUCHER_NOT_APPLICABLE', message: reason });
    }
    expect(await productStock(t.db, p.id)).toEqual({ stock: 50, sold: 0 });
    expect(await cartLines(c.user.id)).toBe(1);
    expect((await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, c.user.id)))[0]!.n).toBe(
      0,
    );
    expect(await usesOf(v.id)).toBe(0);
  });

  it('holds per_customer: the same shopper cannot use a once-per-customer code twice', async () => {
    const v = await createVoucher(t, { type: 'fixed', value: 10_000, per_customer: 1 });
    const c = await shopper(100_000);
    expect((await order(c, v.code)).status).toBe(201);
    const p = await createProduct(t.db, { price: 100_000, stock: 5 });
    await t.call({
      method: 'POST',
      url: '/api/cart/add',
      token: c.token,
      body: { productId: p.id, quantity: 1 },
    });
    expect((await preview(c, v.code)).voucher.reason).toBe('Kamu sudah memakai voucher ini');
    const again = await order(c, v.code);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Kamu sudah memakai voucher ini');
    // Another shopper still may.
    expect((await order(await shopper(100_000), v.code)).status).toBe(201);
  });

  it('holds the quota: once used up it reads "Voucher sudah habis"', async () => {
    const v = await createVoucher(t, { type: 'fixed', value: 10_000, quota: 2 });
    for (let i = 0; i < 2; i++) expect((await order(await shopper(100_000), v.code)).status).toBe(201);
    const late = await shopper(100_000);
    expect((await preview(late, v.code)).voucher.reason).toBe('Voucher sudah habis');
    expect((await order(late, v.code)).body.message).toBe('Voucher sudah habis');
    const list = await t.call({ method: 'GET', url: '/api/vouchers?limit=100', token: admin });
    expect(list.body.data.find((x: { id: number }) => x.id === v.id)).toMatchObject({ used: 2, quota: 2 });
  });

  it('refuses to lower the quota below what is used', async () => {
    const v = await createVoucher(t, { type: 'fixed', value: 10_000, quota: 5 });
    for (let i = 0; i < 2; i++) expect((await order(await shopper(100_000), v.code)).status).toBe(201);
    const res = await t.call({
      method: 'PUT',
      url: `/api/vouchers/${v.id}`,
      token: admin,
      body: { code: v.code, type: 'fixed', value: 10_000, quota: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { path: 'quota', message: 'Kuota tidak boleh kurang dari yang sudah terpakai (2)' },
    ]);
    expect((await t.db.select().from(vouchers).where(eq(vouchers.id, v.id)))[0]!.quota).toBe(5);
  });
});

describe('giving a use back', () => {
  it('a cancelled order gives its use back once; cancelling again gives nothing more', async () => {
    const v = await createVoucher(t, { type: 'fixed', value: 10_000, quota: 1, per_customer: 1 });
    const c = await shopper(100_000);
    const made = (await order(c, v.code)).body.order;
    const cancel = () => t.call({ method: 'PUT', url: `/api/orders/${made.id}/cancel`, token: c.token });
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status).toBe(409);
    const admins = await t.call({
      method: 'PUT',
      url: `/api/orders/${made.id}/cancel`,
      token: admin,
    });
    expect(admins.status).toBe(409);
    const [use] = await t.db.select().from(voucherUses).where(eq(voucherUses.orderId, made.id));
    expect(use!.givenBackAt).not.toBeNull();
    // The use is back: the same shopper (per_customer 1) and the quota of 1 let the code be used again.
    const p = await createProduct(t.db, { price: 100_000, stock: 5 });
    await t.call({
      method: 'POST',
      url: '/api/cart/add',
      token: c.token,
      body: { productId: p.id, quantity: 1 },
    });
    expect((await order(c, v.code)).status).toBe(201);
    const listed = await t.call({ method: 'GET', url: `/api/vouchers/${v.id}`, token: admin });
    expect(listed.body.data.used).toBe(1);
  });

  it('an expired order gives its use back, and the expiry running again gives nothing more', async () => {
    const v = await createVoucher(t, { type: 'fixed', value: 10_000, quota: 1 });
    const made = (await order(await shopper(100_000), v.code)).body.order;
    await t.db
      .update(orders)
      .set({ paymentDueAt: new Date(Date.now() - 3_600_000) })
      .where(eq(orders.id, made.id));
    expect(await expireOverdueOrders(t.db, 0)).toBeGreaterThanOrEqual(1);
    await expireOverdueOrders(t.db, 0);
    const uses = await t.db.select().from(voucherUses).where(eq(voucherUses.orderId, made.id));
    expect(uses).toHaveLength(1);
    expect(uses[0]!.givenBackAt).not.toBeNull();
    const admin2 = await t.call({ method: 'GET', url: `/api/vouchers/${v.id}/orders`, token: admin });
    expect(admin2.body.data[0]).toMatchObject({ status: 'cancelled', given_back: true });
    expect((await order(await shopper(100_000), v.code)).status).toBe(201);
  });
});

describe('racing checkouts', () => {
  // 50 shoppers, each with a product of their own (so nothing but the voucher row orders them), check out
  // at once with a code whose quota is 10. The pause sits only in the voucher's locked section.
  const onlyTheVoucher = (hooks: RaceHooks): RaceHooks => ({
    ...hooks,
    insideLock: (lock) => (lock === 'vouchers.quota' ? WIDE_WINDOW.insideLock!(lock) : Promise.resolve()),
  });
  const race = async (hooks: RaceHooks) => {
    const v = await createVoucher(t, { type: 'fixed', value: 10_000, quota: 10 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => shopper(100_000)));
    const results = await withRaceHooks(onlyTheVoucher(hooks), () =>
      Promise.all(buyers.map((b) => order(b, v.code))),
    );
    const buyerIds = buyers.map((b) => b.user.id);
    const carried = (
      await t.db
        .select({ n: count() })
        .from(orders)
        .where(and(inArray(orders.userId, buyerIds), eq(orders.discount, 10_000)))
    )[0]!.n;
    return {
      ok: results.filter((r) => r.status === 201).length,
      refused: results.filter((r) => r.status === 409 && r.body.message === 'Voucher sudah habis').length,
      uses: await usesOf(v.id),
      carried,
      other: results
        .filter((r) => r.status !== 201 && r.body.message !== 'Voucher sudah habis')
        .map((r) => r.raw),
    };
  };

  raceTest(
    'gives a quota-10 voucher to exactly 10 of 50 shoppers checking out at once',
    async () => {
      const r = await race(WIDE_WINDOW);
      expect(r).toEqual({ ok: 10, refused: 40, uses: 10, carried: 10, other: [] });
    },
    60_000,
  );

  raceTest(
    'would give it to more than 10 without the lock (the race test above is real)',
    async () => {
      const r = await race({ ...WIDE_WINDOW, unlocked: ['vouchers.quota'] });
      expect(r.uses).toBeGreaterThan(10);
      expect(r.carried).toBe(r.uses);
    },
    60_000,
  );
});

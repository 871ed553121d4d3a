import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { raceTest, withRaceHooks } from '../../../test/race.ts';
import { cartItems, carts, orders, products } from '../../db/schema/index.ts';
import { checkout, createProduct, customerWithCart, insertOrder, productStock } from './orders.fixtures.ts';

// A checkout in a rush (docs/decisions/092-flash-sale.md): it holds no row another checkout of the shop
// needs until its last statements, and what it wrote from the prices it read stays only if they are still
// the shop's when the stock is taken. Both need a second connection at work beside the checkout, so they
// run on PostgreSQL (PGlite runs one transaction at a time).

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

raceTest(
  'lets a checkout finish while another order of the shop is written and not yet committed',
  async () => {
    const elsewhere = await createProduct(t.db, { stock: 5 });
    const product = await createProduct(t.db, { name: 'Lemari Rebutan', stock: 5 });
    const buyer = await customerWithCart(t, [{ productId: product.id, quantity: 1 }]);
    const other = await t.registerCustomer();

    // Another order, written and held open: its counters ('orders', 'orders:pending') were one row each,
    // updated in its transaction and so locked until it ended; every other order of the shop waited on them.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let written!: () => void;
    const isWritten = new Promise<void>((resolve) => {
      written = resolve;
    });
    const open = t.db
      .transaction(async (tx) => {
        await insertOrder(tx, { userId: other.user.id, productId: elsewhere.id });
        written();
        await held;
        tx.rollback();
      })
      .catch(() => {});
    await isWritten;

    const res = await checkout(t, buyer);
    release();
    await open;
    expect(res.status, res.raw).toBe(201);
    expect(res.body.order.items[0].product.name).toBe('Lemari Rebutan');
    expect(await productStock(t.db, product.id)).toEqual({ stock: 4, sold: 1 });
  },
);

raceTest('refuses the order when the price changes while it is written, and changes nothing', async () => {
  const product = await createProduct(t.db, { name: 'Kursi Kilat', price: 800_000, stock: 20 });
  const buyer = await customerWithCart(t, [{ productId: product.id, quantity: 2 }]);
  const ordersBefore = await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, buyer.user.id));

  // The owner saves a new price between the checkout's reading of the product and its taking of the stock
  // (the pause after it drew the transfer's unique code, before it writes the order).
  let changed = false;
  const res = await withRaceHooks(
    {
      insideLock: async (lock) => {
        if (lock !== 'payments.amount' || changed) return;
        changed = true;
        await t.db.update(products).set({ price: 900_000 }).where(eq(products.id, product.id));
      },
    },
    () => checkout(t, buyer),
  );

  expect(changed).toBe(true);
  expect(res.status, res.raw).toBe(409);
  expect(res.body.message).toBe(
    'Harga atau data Kursi Kilat baru saja berubah; periksa keranjangmu, lalu pesan lagi',
  );
  expect(await productStock(t.db, product.id)).toEqual({ stock: 20, sold: 0 });
  const ordersAfter = await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, buyer.user.id));
  expect(ordersAfter).toEqual(ordersBefore);
  const cart = await t.db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, buyer.user.id));
  expect(cart).toEqual([{ quantity: 2 }]);

  // Asked again, the shopper pays the price the shop now shows.
  const again = await checkout(t, buyer);
  expect(again.status, again.raw).toBe(201);
  expect(again.body.order.subtotal).toBe(1_800_000);
});

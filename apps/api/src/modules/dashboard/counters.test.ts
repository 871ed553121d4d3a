import { slugify } from '@toko/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { raceTest } from '../../../test/race.ts';
import { rows } from '../../../test/scale.ts';
import { foldCounterDeltas } from '../../db/counters.ts';
import { arisans, categories, orders, products, users } from '../../db/schema/index.ts';

// The overview reads counts kept by triggers (shop_counters). Whatever changes the rows, the counts it
// shows are the ones a full count of the tables gives.

let t: TestContext;
let admin: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
});

/** The overview's counts, and the same counts taken the slow way from the tables themselves. */
async function shownAndTrue() {
  const res = await t.call({ method: 'GET', url: '/api/dashboard/summary', token: admin });
  expect(res.status).toBe(200);
  const s = res.body.data;
  const [c] = await rows<Record<string, string>>(
    t.db,
    sql`select (select count(*) from products where hidden_at is null) as products,
               (select count(*) from users where role = 'customer') as customers,
               (select count(*) from orders where status = 'pending') as pending,
               (select count(*) from orders) as orders,
               (select count(*) from arisans where status = 'active' and archived_at is null) as arisans,
               (select coalesce(sum(total_amount), 0) from orders where payment_status = 'paid'
                  and to_char(created_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD') = ${s.date})
               -- Net of refunds, on the day their order counts on (ADR 089).
               - (select coalesce(sum(r.amount), 0) from order_refunds r join orders o on o.id = r.order_id
                  where to_char(o.created_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD') = ${s.date}) as sales`,
  );
  const perCategory = await rows<{ category: string; count: string }>(
    t.db,
    sql`select coalesce(c.name, 'Uncategorised') as category, count(p.id) as count
        from products p left join categories c on c.id = p.category_id
        where p.hidden_at is null group by 1`,
  );
  const stats = Object.fromEntries(
    (s.productStats as { category: string; count: number }[])
      .filter((x) => x.count > 0)
      .map((x) => [x.category, x.count]),
  );
  return {
    shown: {
      products: s.totalProducts,
      customers: s.totalUsers,
      pending: s.pendingOrders,
      orders: s.totalOrders,
      arisans: s.activeArisans,
      sales: s.todaySales,
      stats,
    },
    truth: {
      products: Number(c!.products),
      customers: Number(c!.customers),
      pending: Number(c!.pending),
      orders: Number(c!.orders),
      arisans: Number(c!.arisans),
      sales: Number(c!.sales),
      stats: Object.fromEntries(perCategory.map((x) => [x.category, Number(x.count)])),
    },
  };
}

async function expectCountsRight() {
  const { shown, truth } = await shownAndTrue();
  expect(shown).toEqual(truth);
}

let seq = 0;
const orderRow = (status = 'pending', paymentStatus = 'pending', totalAmount = 1000) => {
  seq += 1;
  return {
    orderNumber: `ORD-20260101-C${String(seq).padStart(5, '0')}`,
    customerName: 'Budi',
    customerEmail: 'budi@example.com',
    subtotal: totalAmount,
    totalAmount,
    paymentMethod: 'bank_transfer',
    status,
    paymentStatus,
    shippingAddress: 'Rumah',
  };
};

describe('shop counters', () => {
  it('follow products added, moved, hidden, deleted and categories removed', async () => {
    const [a, b] = await t.db
      .insert(categories)
      .values([
        { name: 'Kat A', slug: 'kat-a' },
        { name: 'Kat B', slug: 'kat-b' },
      ])
      .returning();
    const made = await t.db
      .insert(products)
      .values(
        ['P1', 'P2', 'P3', 'P4', 'P5'].map((name, i) => ({
          name,
          slug: slugify(name),
          price: 1000,
          categoryId: i < 3 ? a!.id : i === 3 ? b!.id : null,
        })),
      )
      .returning();
    await expectCountsRight();
    await t.db.update(products).set({ categoryId: b!.id }).where(eq(products.id, made[0]!.id));
    await t.db
      .update(products)
      .set({ hiddenAt: new Date(), status: 'deleted' })
      .where(eq(products.id, made[1]!.id));
    await expectCountsRight();
    await t.db.update(products).set({ hiddenAt: null, status: 'active' }).where(eq(products.id, made[1]!.id));
    await t.db.update(products).set({ stock: 7, price: 5 }); // changes nothing counted
    await t.db.delete(products).where(eq(products.id, made[2]!.id));
    await expectCountsRight();
    // Deleting a category moves its products to the category the admin names (ADR 052): counted there.
    const res = await t.call({
      method: 'DELETE',
      url: `/api/categories/${b!.id}?move_to=${a!.id}`,
      token: admin,
    });
    expect([200, 204]).toContain(res.status);
    await expectCountsRight();
    // GET /categories reads the same counters: P2 stayed, P1 and P4 came from Kat B.
    const cats = await t.call({ method: 'GET', url: '/api/categories' });
    expect(cats.body.data.find((c: { id: number }) => c.id === a!.id).product_count).toBe(3);
    // A category emptied in the database itself leaves nothing behind in the counters either.
    await t.db.delete(categories).where(eq(categories.id, a!.id));
    await expectCountsRight();
  });

  it('follow customers registering, being deleted and admins', async () => {
    const one = await t.registerCustomer();
    await t.registerCustomer();
    await expectCountsRight();
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, one.user.id));
    await expectCountsRight();
    await t.db.delete(users).where(eq(users.id, one.user.id));
    await expectCountsRight();
  });

  it('follow orders made, paid, moved through their statuses and deleted, and arisans', async () => {
    const made = await t.db
      .insert(orders)
      .values([
        orderRow(),
        orderRow('pending', 'paid', 25_000),
        orderRow('processing', 'paid', 40_000),
        orderRow(),
      ])
      .returning();
    await expectCountsRight();
    // A payment confirmed, another rejected: the day's paid sales follow.
    await t.db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, made[0]!.id));
    await t.db.update(orders).set({ paymentStatus: 'failed' }).where(eq(orders.id, made[1]!.id));
    await expectCountsRight();
    await t.db
      .update(orders)
      .set({ status: 'processing' })
      .where(inArray(orders.id, [made[0]!.id, made[1]!.id]));
    await t.db.update(orders).set({ status: 'pending' }).where(eq(orders.id, made[2]!.id));
    await expectCountsRight();
    await t.db.delete(orders).where(eq(orders.id, made[3]!.id));
    await expectCountsRight();
    const base = {
      duration: 4,
      contributionAmount: 100_000,
      startDate: '2026-01-01',
      endDate: '2026-04-01',
    };
    const [x] = await t.db
      .insert(arisans)
      .values([
        { ...base, name: 'A1', status: 'active' },
        { ...base, name: 'A2', status: 'inactive' },
      ])
      .returning();
    await expectCountsRight();
    await t.db.update(arisans).set({ archivedAt: new Date() }).where(eq(arisans.id, x!.id));
    await expectCountsRight();
  });

  it('keep every count when their deltas are folded into the counters, twice at once too', async () => {
    // Changes add rows of what they add (ADR 092); the job folds them into one row per counter.
    await t.db.insert(orders).values([orderRow(), orderRow('pending', 'paid', 30_000)]);
    await t.registerCustomer();
    const [before] = await rows<{ n: string }>(t.db, sql`select count(*) as n from shop_counter_deltas`);
    expect(Number(before!.n)).toBeGreaterThan(0);
    await expectCountsRight();

    // (The app's own job may fold some of them first: what counts is that none is lost or counted twice.)
    await Promise.all([foldCounterDeltas(t.db), foldCounterDeltas(t.db)]);
    const [after] = await rows<{ n: string }>(t.db, sql`select count(*) as n from shop_counter_deltas`);
    expect(Number(after!.n)).toBe(0);
    await expectCountsRight();
    expect(await foldCounterDeltas(t.db)).toBe(0);
  });

  // Many connections changing the same counters at once: only PostgreSQL runs transactions in parallel
  // (PGlite has one connection, so nothing can interleave there).
  raceTest('stay exact when 40 transactions make and move orders at the same moment', async () => {
    const made = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.db.transaction(async (tx) => {
          const [o] = await tx
            .insert(orders)
            .values(orderRow('pending', i % 2 ? 'paid' : 'pending', 1000 + i))
            .returning();
          // Hold the transaction open a moment so the others pile up on the same counter rows.
          await tx.execute(sql`select pg_sleep(0.02)`);
          if (i % 3 === 0) await tx.update(orders).set({ status: 'shipped' }).where(eq(orders.id, o!.id));
          return o!;
        }),
      ),
    );
    expect(made).toHaveLength(40);
    await expectCountsRight();
  });
});

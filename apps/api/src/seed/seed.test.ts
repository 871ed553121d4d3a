import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/app.ts';
import { orderStatusHistory, orders, products, reviews } from '../db/schema/index.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { createProduct } from '../modules/orders/orders.fixtures.ts';
import { seedDemoReviews } from './demo-reviews.ts';
import { DEMO_BARANG, DEMO_CUSTOMER, seedArisanBarang } from './index.ts';

// The demo's arisan barang alone, on a product of its own (the whole demo seed and its pictures:
// demo-pictures.test.ts; the e2e suite starts on it).
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe('the demo arisan barang', () => {
  it("is open on its sofa's page with 7 of 10 seats taken, and a demo member sees their seat", async () => {
    const sofa = await createProduct(t.db, { name: DEMO_BARANG.product, price: 4_750_000, stock: 18 });
    const hash = await hashPassword(DEMO_CUSTOMER.password);
    await t.db.transaction((tx) => seedArisanBarang(tx, hash));

    const visitor = await t.call({ method: 'GET', url: `/api/arisan-barang?product_id=${sofa.id}` });
    expect(visitor.status).toBe(200);
    expect(visitor.body.data).toHaveLength(1);
    expect(visitor.body.data[0]).toMatchObject({
      name: `Arisan ${DEMO_BARANG.product} (10 orang)`,
      state: 'open',
      members: 10,
      members_joined: 7,
      saving_type: 'monthly',
      start_when_full: true,
      item_price: 4_750_000,
      contribution_amount: 475_000,
      joined: false,
    });
    const login = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: DEMO_BARANG.joined[0][1], password: DEMO_CUSTOMER.password },
    });
    expect(login.status, login.raw).toBe(200);
    const member = await t.call({
      method: 'GET',
      url: `/api/arisan-barang?product_id=${sofa.id}`,
      token: login.body.token,
    });
    expect(member.body.data[0].joined).toBe(true);
  });
});

describe('the demo reviews', () => {
  it("are real rows of delivered orders, and every product's rating and count come from them", async () => {
    // The arisan barang customers above are the reviewers; three more products to review.
    for (let i = 0; i < 3; i++) await createProduct(t.db);
    await t.db.transaction((tx) =>
      seedDemoReviews(
        tx,
        DEMO_BARANG.joined.map(([, email]) => email),
      ),
    );

    const rows = await t.db.select().from(reviews);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const r of rows) expect(r.reviewerName).not.toContain(' ');
    const made = await t.db.select().from(orders).where(eq(orders.status, 'delivered'));
    expect(made.length).toBeGreaterThanOrEqual(rows.length);
    const story = await t.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, made[0]!.id));
    expect(story.map((h) => h.status).sort()).toEqual(['delivered', 'pending']);
    // Over 35 days back: the overview's last 30 days stay the shop's own.
    for (const o of made)
      expect(Date.now() - o.createdAt.getTime()).toBeGreaterThan(35 * 86_400_000 - 60_000);

    for (const p of await t.db.select().from(products)) {
      const own = rows.filter((r) => r.productId === p.id);
      const avg = own.length ? Math.round((own.reduce((a, r) => a + r.rating, 0) / own.length) * 10) / 10 : 0;
      expect({ id: p.id, count: p.reviewCount, rating: p.rating }).toEqual({
        id: p.id,
        count: own.length,
        rating: avg,
      });
    }
    // A product page shows them.
    const reviewed = rows[0]!;
    const [product] = await t.db.select().from(products).where(eq(products.id, reviewed.productId));
    const res = await t.call({ method: 'GET', url: `/api/products/${product!.slug}/reviews` });
    expect(res.body.pagination.totalItems).toBe(product!.reviewCount);
  });
});

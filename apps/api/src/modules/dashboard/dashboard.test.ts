import { shopDayStart, slugify, todayInShop } from '@toko/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { rows } from '../../../test/scale.ts';
import { arisans, categories, orders, products, users } from '../../db/schema/index.ts';

let t: TestContext;
let admin: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
async function order(
  createdAt: string,
  totalAmount: number,
  status = 'pending',
  customerName = 'Budi',
  paymentStatus = 'pending',
) {
  seq += 1;
  const [row] = await t.db
    .insert(orders)
    .values({
      orderNumber: `ORD-20260310-${String(seq).padStart(5, '0')}`,
      customerName,
      customerEmail: 'budi@example.com',
      subtotal: totalAmount,
      totalAmount,
      paymentMethod: 'bank_transfer',
      status,
      paymentStatus,
      shippingAddress: 'Rumah - Budi',
      createdAt: new Date(createdAt),
    })
    .returning();
  return row!;
}

async function product(name: string, categoryId: number | null, hidden = false) {
  await t.db.insert(products).values({
    name,
    slug: slugify(name),
    price: 100_000,
    stock: 5,
    categoryId,
    hiddenAt: hidden ? new Date() : null,
    status: hidden ? 'deleted' : 'active',
  });
}

const summary = (date?: string, token = admin) =>
  t.call({ method: 'GET', url: `/api/dashboard/summary${date ? `?date=${date}` : ''}`, token });

describe('GET /api/dashboard/summary', () => {
  it('answers 401 without a token and 403 for a customer', async () => {
    expect((await summary(undefined, '')).status).toBe(401);
    const { token } = await t.registerCustomer();
    const res = await summary(undefined, token);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN');
  });

  describe('on a known shop', () => {
    let a: Awaited<ReturnType<typeof order>>;
    let b: Awaited<ReturnType<typeof order>>;
    let e: Awaited<ReturnType<typeof order>>;
    let f: Awaited<ReturnType<typeof order>>;
    let customersBefore: number;

    beforeAll(async () => {
      customersBefore = (await t.db.select().from(users)).filter((u) => u.role === 'customer').length;
      // 10 March 2026 in Jakarta (WIB, UTC+7) runs from 9 March 17:00 UTC to 10 March 17:00 UTC.
      b = await order('2026-03-09T17:00:00Z', 250_000, 'delivered', 'Sari', 'paid'); // 00:00 WIB on the 10th
      e = await order('2026-03-10T05:00:00Z', 500_000, 'cancelled', 'Joko', 'failed'); // 12:00 WIB, failed
      f = await order('2026-03-10T06:00:00Z', 40_000, 'pending', 'Tono'); // 13:00 WIB, not paid yet
      a = await order('2026-03-10T16:30:00Z', 100_000, 'processing', 'Ani', 'paid'); // 23:30 WIB on the 10th
      await order('2026-03-09T16:59:00Z', 999, 'processing', 'Budi', 'paid'); // 23:59 WIB on the 9th
      await order('2026-03-10T17:00:00Z', 77_000, 'pending', 'Budi', 'paid'); // 00:00 WIB on the 11th
      await order('2026-02-08T10:00:00Z', 5_000, 'pending', 'Budi', 'paid'); // before the 30-day chart

      const [sofas, beds] = await t.db
        .insert(categories)
        .values([
          { name: 'Sofas', slug: 'sofas' },
          { name: 'Beds', slug: 'beds' },
          { name: 'Lamps', slug: 'lamps' },
        ])
        .returning();
      await product('Sofa A', sofas!.id);
      await product('Sofa B', sofas!.id);
      await product('Sofa Lama', sofas!.id, true);
      await product('Kasur A', beds!.id);
      await product('Tanpa Kategori', null);

      await t.db.insert(arisans).values([
        {
          name: 'Aktif',
          duration: 4,
          contributionAmount: 100_000,
          startDate: '2026-01-01',
          endDate: '2026-04-01',
          status: 'active',
        },
        {
          name: 'Belum',
          duration: 4,
          contributionAmount: 100_000,
          startDate: '2026-01-01',
          endDate: '2026-04-01',
          status: 'inactive',
        },
        {
          name: 'Arsip',
          duration: 4,
          contributionAmount: 100_000,
          startDate: '2026-01-01',
          endDate: '2026-04-01',
          status: 'active',
          archivedAt: new Date(),
        },
      ]);
    });

    it('sums the paid orders of the Jakarta day, one at 23:30 WIB too, leaving out unpaid and failed ones', async () => {
      const res = await summary('2026-03-10');
      expect(res.status).toBe(200);
      const s = res.body.data;
      expect(s.date).toBe('2026-03-10');
      expect(s.todaySales).toBe(350_000);
      expect(s.recentOrders).toEqual([
        {
          id: a.id,
          order_number: a.orderNumber,
          customer: 'Ani',
          total_amount: 100_000,
          status: 'processing',
          payment_status: 'paid',
          createdAt: '2026-03-10T16:30:00.000Z',
        },
        expect.objectContaining({ id: f.id, customer: 'Tono', payment_status: 'pending' }),
        expect.objectContaining({ id: e.id, customer: 'Joko', status: 'cancelled' }),
        expect.objectContaining({ id: b.id, customer: 'Sari', status: 'delivered' }),
      ]);
    });

    it('counts products, customers, pending orders, every order and active arisans', async () => {
      const s = (await summary('2026-03-10')).body.data;
      expect(s.totalProducts).toBe(4);
      expect(s.totalUsers).toBe(customersBefore);
      expect(s.pendingOrders).toBe(3);
      expect(s.totalOrders).toBe(7);
      expect(s.activeArisans).toBe(1);
    });

    it('counts visible products per category, empty ones and the uncategorised too', async () => {
      const s = (await summary('2026-03-10')).body.data;
      expect(s.productStats).toEqual([
        { category: 'Sofas', count: 2 },
        { category: 'Beds', count: 1 },
        { category: 'Lamps', count: 0 },
        { category: 'Uncategorised', count: 1 },
      ]);
    });

    it('gives the sales of the 30 days ending at the date, one entry a day', async () => {
      const s = (await summary('2026-03-10')).body.data;
      expect(s.salesByDay).toHaveLength(30);
      expect(s.salesByDay[0]).toEqual({ date: '2026-02-09', total: 0 });
      expect(s.salesByDay.at(-1)).toEqual({ date: '2026-03-10', total: 350_000 });
      expect(s.salesByDay.at(-2)).toEqual({ date: '2026-03-09', total: 999 });
      const sum = s.salesByDay.reduce((n: number, d: { total: number }) => n + d.total, 0);
      expect(sum).toBe(350_999);
    });

    it('moves with the day asked for: the next day holds only the 00:00 WIB order', async () => {
      const s = (await summary('2026-03-11')).body.data;
      expect(s.todaySales).toBe(77_000);
      expect(s.recentOrders).toHaveLength(1);
      const empty = (await summary('2026-01-01')).body.data;
      expect(empty.todaySales).toBe(0);
      expect(empty.recentOrders).toEqual([]);
    });
  });

  it('shows at most the 10 newest orders of the day', async () => {
    for (let i = 0; i < 12; i++)
      await order(
        `2026-05-05T0${Math.floor(i / 6)}:${String(i * 5).padStart(2, '0')}:00Z`,
        1000,
        'processing',
        'Budi',
        'paid',
      );
    const s = (await summary('2026-05-05')).body.data;
    expect(s.recentOrders).toHaveLength(10);
    expect(s.todaySales).toBe(12_000);
    const times = s.recentOrders.map((o: { createdAt: string }) => o.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("reads the day's latest orders from orders_created_at_idx in their order, with no sort step", async () => {
    const plan = await t.db.transaction(async (tx) => {
      // Index paths only, so the small test table is planned as a shop's large one would be.
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      return rows<Record<string, string>>(
        tx,
        sql`explain select id, order_number, total_amount from orders
            where created_at >= '2026-05-04T17:00:00Z' and created_at < '2026-05-05T17:00:00Z'
            order by created_at desc, id desc limit 10`,
      );
    });
    const text = plan.map((r) => Object.values(r).join(' ')).join('\n');
    expect(text).toContain('Index Scan Backward using orders_created_at_idx');
    expect(text).not.toMatch(/Sort/);
  });

  it('uses today in Jakarta when no date is given', async () => {
    const res = await summary();
    expect(res.status).toBe(200);
    expect(res.body.data.date).toBe(todayInShop());
  });

  it('refuses a future date and a date that does not exist', async () => {
    const tomorrow = new Date(shopDayStart(todayInShop()).getTime() + 36 * 3600_000);
    const future = await summary(todayInShop(tomorrow));
    expect(future.status).toBe(400);
    expect(future.body.message).toBe('Tanggal tidak boleh setelah hari ini');
    expect((await summary('2026-02-30')).status).toBe(400);
    expect((await summary('10-03-2026')).status).toBe(400);
  });
});

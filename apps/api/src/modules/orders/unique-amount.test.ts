import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { raceTest, WIDE_WINDOW, withRaceHooks } from '../../../test/race.ts';
import { orders } from '../../db/schema/index.ts';
import { checkout, createProduct, customerWithCart } from './orders.fixtures.ts';

// The amount to transfer (total + unique code) is unique among open payments, not the code alone
// (docs/decisions/050-unique-transfer-amounts.md).

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

// Each test starts from a shop with no waiting orders, so it knows exactly which amounts are free.
beforeEach(async () => {
  await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.status, 'pending'));
});

let fillerSeq = 0;

/**
 * Waiting orders straight into the database, fast: one per code of `codes` (a SQL list), each with
 * subtotal `base` and total base + code, as checkout would make them.
 */
async function fillAmounts(base: number, codes: ReturnType<typeof sql>) {
  fillerSeq += 1;
  const filler = await t.registerCustomer();
  await t.db.execute(sql`
    insert into orders (order_number, user_id, customer_name, customer_email, subtotal, total_amount,
      unique_code, payment_method, shipping_address, payment_due_at)
    select 'ORD-2026010' || ${fillerSeq} || '-' || lpad(to_hex(${base}::bigint + code), 9, '0'), ${filler.user.id},
      'Isi', 'isi@example.com', ${base}, ${base}::bigint + code, code, 'bank_transfer', '-', now() + interval '1 day'
    from (${codes}) as c(code)`);
  return filler;
}

const orderOf = async (price: number) => {
  const p = await createProduct(t.db, { price, stock: 10 });
  const buyer = await customerWithCart(t, [{ productId: p.id, quantity: 1 }]);
  const res = await checkout(t, buyer);
  expect(res.status, res.raw).toBe(201);
  return res.body.order as { id: number; subtotal: number; unique_code: number; total_amount: number };
};

/** Amounts that more than one open payment (waiting order or open member transfer) waits for. */
const sharedAmounts = async () => {
  const rows = await t.db.execute<{ amount: string }>(sql`
    select amount from (
      select total_amount as amount from orders where status = 'pending' and unique_code > 0
      union all
      select total_amount from arisan_transfers where status in ('pending', 'review', 'rejected')
    ) open group by amount having count(*) > 1`);
  return (rows as unknown as { rows: unknown[] }).rows;
};

describe('unique amount to transfer', () => {
  it('never gives two waiting orders the same amount, takes a 4-digit code when 3 digits are used up, and frees an amount once paid', async () => {
    const price = 1_750_000;
    // Every 3-digit amount of this total but two (+7 and +8) is waited for.
    await fillAmounts(price, sql`select generate_series(1, 999) except select unnest(array[7, 8])`);
    const first = await orderOf(price);
    const second = await orderOf(price);
    expect([first.unique_code, second.unique_code].sort()).toEqual([7, 8]);
    expect(first.total_amount).toBe(price + first.unique_code);

    // All 999 are taken: checkout goes on with a 4-digit code instead of refusing the shopper.
    const third = await orderOf(price);
    expect(third.unique_code).toBeGreaterThanOrEqual(1000);
    expect(third.unique_code).toBeLessThanOrEqual(9999);
    expect(third.total_amount).toBe(price + third.unique_code);

    // Paid: its amount is free again, and the only free 3-digit one.
    const paid = await t.call({
      method: 'PUT',
      url: `/api/orders/${first.id}/status`,
      token: await t.adminToken(),
      body: { payment_status: 'paid' },
    });
    expect(paid.status, paid.raw).toBe(200);
    expect((await orderOf(price)).unique_code).toBe(first.unique_code);
    expect(await sharedAmounts()).toEqual([]);
  });

  it('keeps checkout working with 1,500 waiting orders: other totals still get 3-digit codes, and no two open payments share an amount', async () => {
    const price = 2_300_000;
    // 999 orders use up every 3-digit amount of one total; 501 more hold codes 1-501 of other totals
    // (the pool of 999 codes the shop had before would be exhausted 1.5 times over).
    await fillAmounts(price, sql`select generate_series(1, 999)`);
    await fillAmounts(price + 50_000, sql`select generate_series(1, 501)`);
    const [{ n }] = (
      (await t.db.execute(
        sql`select count(*)::int as n from orders where status = 'pending'`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows as [{ n: number }];
    expect(n).toBe(1500);

    const same = await orderOf(price);
    expect(same.unique_code).toBeGreaterThanOrEqual(1000);
    const other = await orderOf(price + 50_000);
    expect(other.unique_code).toBeGreaterThan(501);
    expect(other.unique_code).toBeLessThanOrEqual(999);
    const different = await orderOf(990_000);
    expect(different.unique_code).toBeGreaterThanOrEqual(1);
    expect(different.unique_code).toBeLessThanOrEqual(999);
    expect(await sharedAmounts()).toEqual([]);
  });

  it('refuses in the database a second open payment of an amount already waited for', async () => {
    const price = 3_100_000;
    const filler = await fillAmounts(price, sql`select 42`);
    const duplicate = await t.db
      .execute(sql`
        insert into orders (order_number, user_id, customer_name, customer_email, subtotal, total_amount,
          unique_code, payment_method, shipping_address, payment_due_at)
        values ('ORD-20260109-DUP42', ${filler.user.id}, 'Isi', 'isi@example.com', ${price - 58}, ${price + 42},
          100, 'bank_transfer', '-', now() + interval '1 day')`)
      .then(
        () => 'inserted',
        (err: { cause?: { constraint?: string }; constraint?: string }) =>
          err.cause?.constraint ?? err.constraint,
      );
    expect(duplicate).toBe('open_payment_amounts_pkey');
  });

  // Two different products of the same price, so nothing else (the product row's lock) orders the two
  // checkouts. Only one 3-digit amount is free, and each checkout pauses between drawing it and writing it.
  async function raceForOneAmount() {
    const price = 4_450_000;
    await fillAmounts(price, sql`select generate_series(1, 999) except select 5`);
    const buyers = await Promise.all(
      [1, 2].map(async () => {
        const p = await createProduct(t.db, { price, stock: 5 });
        return customerWithCart(t, [{ productId: p.id, quantity: 1 }]);
      }),
    );
    const results = await withRaceHooks(WIDE_WINDOW, () => Promise.all(buyers.map((b) => checkout(t, b))));
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    return results.map((r) => r.body.order as { unique_code: number; total_amount: number });
  }

  raceTest(
    'gives two checkouts of the same total at once two different amounts (PostgreSQL)',
    async () => {
      const [a, b] = await raceForOneAmount();
      expect(a!.total_amount).not.toBe(b!.total_amount);
      expect([a!.unique_code, b!.unique_code].filter((c) => c === 5)).toHaveLength(1);
      expect(await sharedAmounts()).toEqual([]);
    },
    30_000,
  );

  raceTest(
    'would give both the same amount without the primary key of open_payment_amounts (the race test above is real)',
    async () => {
      await t.db.execute(sql`alter table open_payment_amounts drop constraint open_payment_amounts_pkey`);
      try {
        const [a, b] = await raceForOneAmount();
        expect(a!.unique_code).toBe(5);
        expect(b!.unique_code).toBe(5);
        expect(a!.total_amount).toBe(b!.total_amount);
      } finally {
        await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.status, 'pending'));
        await t.db.execute(sql`alter table open_payment_amounts add primary key (amount)`);
      }
    },
    30_000,
  );
});

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/app.ts';
import { TEST_DB_KIND } from '../../test/db.ts';
import { createProduct, customerWithCart } from '../modules/orders/orders.fixtures.ts';
import { orders, products } from './schema/index.ts';

// A database connection that dies (PostgreSQL restarted, a failover, pg_terminate_backend) is a fault the
// shop survives: the request on it answers 503 with Retry-After, the process stays up, the pool replaces
// the connection. docs/security.md.
let t: TestContext | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const LOST_TEXT = 'Sambungan ke database terputus sesaat, silakan coba lagi sebentar lagi';

/** Ends a backend from outside, as an operator's pg_terminate_backend (or a PostgreSQL restart) does. */
async function terminate(url: string, where: string, params: unknown[] = []): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const res = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and ${where}`,
      params,
    );
    return res.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('a database connection lost mid-request', () => {
  it('answers 503 in the shop’s error shape for every kind of lost connection', async () => {
    // The shapes the driver and the server report a lost connection in, thrown where a query would be.
    const shapes: Record<string, () => Error> = {
      terminated: () => Object.assign(new Error('terminating connection'), { code: '57P01' }),
      crashShutdown: () => Object.assign(new Error('crash shutdown'), { code: '57P02' }),
      cannotConnectNow: () =>
        Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      connectionFailure: () => Object.assign(new Error('connection failure'), { code: '08006' }),
      endedByServer: () => new Error('Connection terminated unexpectedly'),
      notQueryable: () => new Error('Client has encountered a connection error and is not queryable'),
      reset: () => Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      refused: () => Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      // Drizzle wraps the driver's error in its own, with the driver's as the cause.
      wrapped: () =>
        Object.assign(new Error('Failed query: rollback'), {
          cause: new Error('Connection terminated unexpectedly'),
        }),
    };
    t = await createTestContext({
      extraRoutes(app) {
        app.get('/test-fault/:shape', async (request) => {
          throw shapes[(request.params as { shape: string }).shape]!();
        });
      },
    });
    for (const shape of Object.keys(shapes)) {
      const res = await t.call({ method: 'GET', url: `/test-fault/${shape}` });
      expect({ shape, status: res.status, body: res.body, retryAfter: res.headers['retry-after'] }).toEqual({
        shape,
        status: 503,
        body: { message: LOST_TEXT, code: 'SERVICE_UNAVAILABLE' },
        retryAfter: '5',
      });
    }
  });

  it.skipIf(TEST_DB_KIND !== 'postgres')(
    'fails only the transaction whose connection died between two statements; the process and the pool carry on (PostgreSQL)',
    async () => {
      t = await createTestContext();
      const ctx = t;
      const failed = ctx.db.transaction(async (tx) => {
        const [row] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
        // Killed while the app is busy between statements: node-postgres reports this on the checked-out
        // connection as an 'error' event, which crashed the process when nothing listened to it.
        expect(await terminate(ctx.dbUrl!, 'pid = $1', [row!.pid])).toBe(1);
        await new Promise((r) => setTimeout(r, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(failed).rejects.toThrow();
      expect(rowsOf(await ctx.db.execute(sql`select 41 + 1 as n`))).toEqual([{ n: 42 }]);
    },
  );

  it.skipIf(TEST_DB_KIND !== 'postgres')(
    'answers 503 with Retry-After to a checkout whose connection is killed, writes nothing, and takes the next checkout (PostgreSQL)',
    async () => {
      t = await createTestContext({ poolLimits: { size: 4 } });
      const product = await createProduct(t.db, { stock: 5 });
      const customer = await customerWithCart(t, [{ productId: product.id, quantity: 1 }]);
      const checkout = () =>
        t!.call({
          method: 'POST',
          url: '/api/orders/create',
          token: customer.token,
          body: { shipping_address_id: customer.addressId },
        });
      // A session holds the product row, so the checkout is caught waiting on it, mid-transaction (with
      // its order written: its lines' foreign key needs the row, ADR 092).
      const pool = (t.db as unknown as { $client: pg.Pool }).$client;
      const holder = await pool.connect();
      await holder.query('begin');
      await holder.query('select 1 from products where id = $1 for update', [product.id]);
      let res: Awaited<ReturnType<typeof checkout>>;
      try {
        const pending = checkout();
        await expect
          .poll(() => terminate(t!.dbUrl!, `wait_event_type = 'Lock' and state = 'active'`), {
            timeout: 5_000,
          })
          .toBe(1);
        res = await pending;
      } finally {
        await holder.query('rollback');
        holder.release();
      }
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: LOST_TEXT, code: 'SERVICE_UNAVAILABLE' });
      expect(res.headers['retry-after']).toBe('5');
      expect(await t.db.$count(orders)).toBe(0);
      const [row] = await t.db.select({ stock: products.stock }).from(products);
      expect(row!.stock).toBe(5);
      // The same shopper tries again and it goes through.
      const again = await checkout();
      expect(again.status, JSON.stringify(again.body)).toBe(201);
    },
  );
});

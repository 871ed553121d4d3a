import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET } from '../../test/app.ts';
import { TEST_DB_KIND } from '../../test/db.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createProduct, VALID_ADDRESS } from '../modules/orders/orders.fixtures.ts';
import { prepareDatabase } from '../server.ts';
import type { Database } from './client.ts';
import { pgErrorCode } from './pg-errors.ts';
import { setUpRoles } from './roles.ts';

// The app as a role that owns nothing (docs/security.md): `npm run db:roles` on a fresh database, the
// migrations through DATABASE_MIGRATION_URL, the shop through DATABASE_URL. Roles are per server, so this
// runs on PostgreSQL only, with names of its own.
describe.skipIf(TEST_DB_KIND !== 'postgres')('the app role', () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://unset';
  const suffix = randomBytes(4).toString('hex');
  const name = `toko_roles_${suffix}`;
  const owner = `toko_owner_${suffix}`;
  const appRole = `toko_app_${suffix}`;
  const at = (role: string | null) => {
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    if (role) {
      u.username = role;
      u.password = `pw-${suffix}`;
    }
    return u.toString();
  };
  const asAdmin = async (statement: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(statement).finally(() => c.end());
  };
  let database: Database;
  let appClient: pg.Client;

  beforeAll(async () => {
    await asAdmin(`CREATE DATABASE ${name}`);
    await setUpRoles(at(null), {
      owner,
      ownerPassword: `pw-${suffix}`,
      app: appRole,
      appPassword: `pw-${suffix}`,
    });
    // Running it twice changes nothing.
    await setUpRoles(at(null), { owner, app: appRole });
    const config = loadConfig({
      DATABASE_URL: at(appRole),
      DATABASE_MIGRATION_URL: at(owner),
      JWT_SECRET: TEST_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      ADMIN_EMAIL: 'owner@toko.test',
      ADMIN_PASSWORD: 'kunci-toko-rahasia',
      ORDER_EXPIRY_INTERVAL_SECONDS: '0',
    });
    ({ database } = await prepareDatabase(config, () => {}));
    appClient = new pg.Client({ connectionString: at(appRole) });
    await appClient.connect();
  }, 120_000);

  afterAll(async () => {
    await appClient?.end();
    await database?.close();
    await asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await asAdmin(`DROP ROLE IF EXISTS ${appRole}`);
    await asAdmin(`DROP ROLE IF EXISTS ${owner}`);
  });

  it('runs the shop: register, log in, address, cart, order, admin list, cancel', async () => {
    const app = await buildApp({
      db: database.db,
      config: loadConfig({
        JWT_SECRET: TEST_SECRET,
        LOG_LEVEL: 'silent',
        ORDER_EXPIRY_INTERVAL_SECONDS: '0',
      }),
      jwtKey: new TextEncoder().encode(TEST_SECRET),
      logger: false,
      authRateLimit: 10_000,
    });
    try {
      const call = async (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, body?: unknown) => {
        const res = await app.inject({
          method,
          url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(body === undefined ? {} : { payload: body as object }),
        });
        return { status: res.statusCode, body: res.json() };
      };
      const product = await createProduct(database.db, { stock: 10 });
      const reg = await call('POST', '/api/auth/register', undefined, {
        fullname: 'Dewi Lestari',
        email: 'dewi@example.com',
        password: 'lemari-jati-antik',
      });
      expect(reg.status).toBe(201);
      const login = await call('POST', '/api/auth/login', undefined, {
        email: 'dewi@example.com',
        password: 'lemari-jati-antik',
      });
      expect(login.status).toBe(200);
      const token = login.body.token as string;
      const address = await call('POST', '/api/shipping-address', token, VALID_ADDRESS);
      expect(address.status).toBe(201);
      expect(
        (await call('POST', '/api/cart/add', token, { productId: product.id, quantity: 2 })).status,
      ).toBe(201);
      const order = await call('POST', '/api/orders/create', token, {
        shipping_address_id: address.body.address.id,
        payment_method: 'Transfer Bank',
      });
      expect(order.status).toBe(201);
      const adminLogin = await call('POST', '/api/auth/login', undefined, {
        email: 'owner@toko.test',
        password: 'kunci-toko-rahasia',
      });
      const all = await call('GET', '/api/orders/admin/all', adminLogin.body.token);
      expect(all.status).toBe(200);
      const cancel = await call('PUT', `/api/orders/${order.body.order.id}/cancel`, token);
      expect(cancel.status).toBe(200);
      // An arisan draw: the commitment is inserted, the run reveals the seed and winner on that row.
      const admin = adminLogin.body.token as string;
      const member = await call('POST', '/api/members', admin, { name: 'Wati' });
      const arisan = await call('POST', '/api/arisans', admin, {
        name: 'Arisan Peran',
        contribution_amount: 100_000,
        saving_type: 'monthly',
        duration: 2,
        start_date: '2025-01-31',
        members_ids: [member.body.data.id],
      });
      expect(
        (await call('POST', `/api/arisans/${arisan.body.data.id}/initialize-contributions`, admin)).status,
      ).toBe(200);
      const paid = await call(
        'POST',
        `/api/arisans/${arisan.body.data.id}/member/${member.body.data.id}/contribution`,
        admin,
        {
          amount: 200_000,
          cycles: 2,
          payment_date: '2025-02-01',
        },
      );
      expect(paid.status, JSON.stringify(paid.body)).toBe(201);
      expect((await call('POST', `/api/arisans/${arisan.body.data.id}/cycles/1/draw`, admin)).status).toBe(
        200,
      );
      const drawn = await call('POST', `/api/arisans/${arisan.body.data.id}/cycles/1/draw/run`, admin);
      expect(drawn.status, JSON.stringify(drawn.body)).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('owns nothing: no TRUNCATE, no DDL, no UPDATE or DELETE of a ledger row', async () => {
    const refused = async (statement: string) => {
      const err = await appClient.query(statement).then(
        () => null,
        (e: unknown) => e,
      );
      expect(pgErrorCode(err), statement).toBe('42501'); // insufficient_privilege
    };
    await refused('TRUNCATE orders');
    await refused('TRUNCATE shipping_addresses');
    await refused('ALTER TABLE orders ADD COLUMN note text');
    await refused('DROP TABLE products');
    await refused('CREATE TABLE t (id int)');
    await refused('UPDATE contribution_payments SET amount = amount + 1');
    await refused('DELETE FROM arisan_audit');
    await refused("UPDATE shop_setting_changes SET new_value = ''");
    await refused('UPDATE payment_decisions SET source = source');
    await refused('DELETE FROM payment_decisions');
    await refused('UPDATE order_refunds SET amount = 1');
    await refused('UPDATE arisan_payouts SET amount = 0');
    await refused('DELETE FROM arisan_draws');
    const { rows } = await appClient.query(
      `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public' AND tableowner = current_user`,
    );
    expect(rows[0].n).toBe(0);
    const superuser = await appClient.query('SELECT rolsuper FROM pg_roles WHERE rolname = current_user');
    expect(superuser.rows[0].rolsuper).toBe(false);
  });
});

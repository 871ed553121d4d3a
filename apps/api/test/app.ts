import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Db, PoolLimits } from '../src/db/client.ts';
import { ensureAdmin } from '../src/modules/auth/index.ts';
import { type BackupSource, backupSourceOf } from '../src/modules/backup/index.ts';
import { createTestDatabase } from './db.ts';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const ADMIN = { email: 'admin@toko.test', password: 'admin-password-123' };

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  /** The test database's URL on PostgreSQL (undefined on PGlite). */
  dbUrl: string | undefined;
  config: Config;
  /** What GET /api/admin/backup copies (the test database unless the test gave another). */
  backup: BackupSource;
  close(): Promise<void>;
  /** app.inject with an optional bearer token and JSON body. */
  call(opts: {
    method: InjectOptions['method'];
    url: string;
    token?: string;
    body?: unknown;
    headers?: Record<string, string>;
    /** The client's address as the socket gives it (app.inject's default is 127.0.0.1). */
    remoteAddress?: string;
  }): Promise<{
    status: number;
    body: any;
    headers: Record<string, unknown>;
    raw: string;
  }>;
  registerCustomer(overrides?: Partial<{ fullname: string; email: string; password: string }>): Promise<{
    token: string;
    user: { id: number; email: string; fullname: string; role: string };
  }>;
  adminToken(): Promise<string>;
  /** A new account the admin made staff (ADR 087), logged in again after the change: its token. */
  staffToken(): Promise<string>;
  /** The admin's PUT /api/users/{id} with a role: the answer. */
  setRole(id: number, role: string): ReturnType<TestContext['call']>;
}

let counter = 0;

/** A fresh, migrated database and an app on it; call `close()` in afterAll. */
export async function createTestContext(
  options: {
    authRateLimit?: number;
    extraRoutes?: (app: FastifyInstance) => void;
    /** More environment for loadConfig (e.g. TRUST_PROXY, REQUEST_TIMEOUT_MS; the expiry job is off unless a test turns it on). */
    env?: Record<string, string>;
    poolLimits?: Partial<PoolLimits>;
    /** A built web app to serve (a folder with index.html). */
    webRoot?: string;
    /** What GET /api/admin/backup copies; the test database by default. */
    backup?: BackupSource;
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase(options.poolLimits);
  const config = loadConfig({
    JWT_SECRET: TEST_SECRET,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    ORDER_EXPIRY_INTERVAL_SECONDS: '0',
    OUTBOX_INTERVAL_SECONDS: '0',
    ...options.env,
  });
  const backup = options.backup ?? backupSourceOf(database, database.url, config.backup.pgDump);
  const app = await buildApp({
    db: database.db,
    config,
    jwtKey: new TextEncoder().encode(TEST_SECRET),
    logger: false,
    webRoot: options.webRoot,
    // Tests log in far more often than a person; one that sets AUTH_RATE_LIMIT gets the configured limit.
    authRateLimit: options.authRateLimit ?? (options.env?.AUTH_RATE_LIMIT ? undefined : 10_000),
    backup,
  });
  try {
    options.extraRoutes?.(app);
    await app.ready();
  } catch (err) {
    await database.close();
    throw err;
  }
  await ensureAdmin(database.db, ADMIN.email, ADMIN.password);
  let adminToken: string | undefined;

  const call: TestContext['call'] = async ({ method, url, token, body, headers, remoteAddress }) => {
    const res = await app.inject({
      method,
      url,
      ...(remoteAddress ? { remoteAddress } : {}),
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body === undefined
        ? {}
        : typeof body === 'string'
          ? { payload: body }
          : { payload: body as object }),
    });
    let parsed: unknown;
    try {
      parsed = res.body ? JSON.parse(res.body) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.statusCode, body: parsed, headers: res.headers, raw: res.body };
  };

  const context: TestContext = {
    app,
    db: database.db,
    dbUrl: database.url,
    config,
    backup,
    call,
    async close() {
      await app.close();
      await database.close();
    },
    async registerCustomer(overrides = {}) {
      counter += 1;
      const body = {
        fullname: `Pelanggan ${counter}`,
        email: `pelanggan${counter}-${Date.now()}@example.com`,
        password: 'rahasia123',
        ...overrides,
      };
      const res = await call({ method: 'POST', url: '/api/auth/register', body });
      if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.raw}`);
      return res.body;
    },
    async adminToken() {
      if (adminToken) return adminToken;
      const res = await call({ method: 'POST', url: '/api/auth/login', body: ADMIN });
      if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${res.raw}`);
      adminToken = res.body.token as string;
      return adminToken;
    },
    async setRole(id, role) {
      return call({
        method: 'PUT',
        url: `/api/users/${id}`,
        token: await context.adminToken(),
        body: { role },
      });
    },
    async staffToken() {
      const password = 'rahasia123';
      const { user } = await context.registerCustomer({ password });
      const made = await context.setRole(user.id, 'staff');
      if (made.status !== 200) throw new Error(`making staff failed: ${made.status} ${made.raw}`);
      const res = await call({
        method: 'POST',
        url: '/api/auth/login',
        body: { email: user.email, password },
      });
      if (res.status !== 200) throw new Error(`staff login failed: ${res.status} ${res.raw}`);
      return res.body.token as string;
    },
  };
  return context;
}

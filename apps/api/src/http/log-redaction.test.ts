import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRET } from '../../test/app.ts';
import { createTestDatabase } from '../../test/db.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';

// Error logs carry the query's shape and the database's error code, never the parameter values.
let database: Database;
const lines: string[] = [];
let app: Awaited<ReturnType<typeof buildApp>>;
const HASH = 'scrypt$16384$8$c2VjcmV0LXNhbHQ$c2VjcmV0LWhhc2gtdmFsdWU';
const EMAIL = 'rahasia.pelanggan@example.com';

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    db: database.db,
    config: loadConfig({ JWT_SECRET: TEST_SECRET, LOG_LEVEL: 'error', ORDER_EXPIRY_INTERVAL_SECONDS: '0' }),
    jwtKey: new TextEncoder().encode(TEST_SECRET),
    logStream: { write: (line) => lines.push(line) },
  });
  // A query that fails inside the database with an email and a password hash among its parameters.
  app.get('/fails', { config: { access: 'public' } }, async () =>
    database.db.execute(sql`select ${EMAIL}::text as email, ${HASH}::text as hash, 1 / (select 0) as boom`),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('error logs', () => {
  it('log the failing query shape and error code, not its parameters', async () => {
    const res = await app.inject({ method: 'GET', url: '/fails' });
    expect(res.statusCode).toBe(500);
    const log = lines.join('\n');
    expect(log).toContain('unhandled error');
    expect(log).toContain('"dbCode":"22012"');
    expect(log).toContain('select $1::text as email');
    expect(log).not.toContain(EMAIL);
    expect(log).not.toContain(HASH);
  });
});

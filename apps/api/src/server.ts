import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { holdingStartLock, openDatabase, openPostgres } from './db/client.ts';
import { grantAppRole, roleOfUrl } from './db/roles.ts';
import { ensureAdmin } from './modules/auth/index.ts';
import { addDemoPictures, isDatabaseEmpty, seedDemo } from './seed/index.ts';

/**
 * JWT_SECRET, or a secret generated once and kept in DATA_DIR so tokens survive restarts. Several API
 * processes behind one load balancer must share JWT_SECRET instead.
 */
export function resolveJwtKey(config: Config): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, 'jwt-secret');
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch {
    secret = randomBytes(48).toString('base64url');
    writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  }
  return new TextEncoder().encode(secret);
}

/**
 * Opens the database, runs the migrations, makes the first admin and seeds demo data on an empty shop;
 * on PostgreSQL one starting process at a time (holdingStartLock).
 */
export async function prepareDatabase(
  config: Config,
  log: (msg: string) => void,
): Promise<{ database: Database; generatedAdminPassword?: string }> {
  if (!config.databaseUrl) mkdirSync(config.dataDir, { recursive: true });
  const limits = {
    size: config.database.poolSize,
    statementTimeoutMs: config.database.statementTimeoutMs,
    lockTimeoutMs: config.database.lockTimeoutMs,
    poolTimeoutMs: config.database.poolTimeoutMs,
  };
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'pglite'),
    limits,
  });
  const prepare = async () => {
    if (config.databaseMigrationUrl && config.databaseUrl) {
      // Migrations as the owner, then the app role's grants on whatever tables there are now.
      const owner = openPostgres(config.databaseMigrationUrl, { ...limits, size: 1 });
      try {
        await owner.migrate();
        await grantAppRole(owner.db, roleOfUrl(config.databaseUrl));
      } finally {
        await owner.close();
      }
      log('migrations run as the owner role (DATABASE_MIGRATION_URL)');
    } else {
      await database.migrate();
    }
    const admin = await ensureAdmin(database.db, config.adminEmail, config.adminPassword);
    if (config.seedDemo && (await isDatabaseEmpty(database.db))) await seedDemo(database.db, log);
    // Otherwise main draws them once the server listens; a start that waits for them is slower but
    // never shows a demo product without its picture.
    if (config.seedDemo && config.seedDemoPicturesFirst) await addDemoPictures(database.db, log);
    return { database, generatedAdminPassword: admin.generatedPassword };
  };
  try {
    // PGlite is one process; on PostgreSQL, processes starting together prepare one at a time.
    return config.databaseUrl ? await holdingStartLock(config.databaseUrl, prepare) : await prepare();
  } catch (err) {
    await database.close();
    throw err;
  }
}

import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { backupSourceOf } from './modules/backup/index.ts';
import { addDemoPictures } from './seed/index.ts';
import { prepareDatabase, resolveJwtKey } from './server.ts';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const log = (msg: string) => console.log(`[toko] ${msg}`);
  log(
    config.databaseUrl
      ? 'database: PostgreSQL (DATABASE_URL)'
      : `database: embedded PGlite in ${config.dataDir}`,
  );
  const { database, generatedAdminPassword } = await prepareDatabase(config, log);
  // A first `npm start` builds the web app while this process makes its database (ADR 067); the pages
  // are served from that build, so the server listens once it is there.
  if (config.webPending && existsSync(config.webPending)) {
    log('waiting for the web app build...');
    while (existsSync(config.webPending)) await sleep(100);
  }
  const app = await buildApp({
    db: database.db,
    config,
    jwtKey: resolveJwtKey(config),
    webRoot: config.webRoot,
    backup: backupSourceOf(database, config.databaseMigrationUrl ?? config.databaseUrl, config.backup.pgDump),
  });

  let closing = false;
  let drawing: Promise<unknown> = Promise.resolve();
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal} received: answering new requests 503, finishing open ones...`);
    const { drainMs, timeoutMs } = config.shutdown;
    // The last resort if closing itself hangs (a socket that never ends, a stuck database call).
    const force = setTimeout(
      () => {
        console.error('[toko] shutdown took too long, exiting');
        process.exit(1);
      },
      drainMs + timeoutMs + 5_000,
    );
    force.unref();
    try {
      await app.stopGracefully({ drainMs, timeoutMs });
      // The picture being drawn is finished (or dropped) before the database closes under it.
      await drawing;
      await database.close();
      log('stopped cleanly');
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log(`Toko is running at http://${shown}:${port}`);
  if (generatedAdminPassword) {
    log(`first admin created: ${config.adminEmail} / ${generatedAdminPassword}`);
    log('this password is shown only once; set ADMIN_PASSWORD to choose your own');
  }
  // The demo's pictures are drawn once the shop answers (ADR 067): until then its cards show the
  // placeholder every product without a picture shows. A failure costs pictures, never the server.
  if (config.seedDemo) {
    drawing = addDemoPictures(database.db, log, () => closing).catch((err) => {
      console.error('[toko] demo pictures failed:', err);
    });
  }
}

main().catch((err) => {
  console.error('[toko] failed to start:', err);
  process.exit(1);
});

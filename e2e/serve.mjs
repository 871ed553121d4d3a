// Starts the shop for the browser tests. With E2E_PG_ADMIN_URL it first creates a throw-away PostgreSQL
// database (dropped again when the server stops); otherwise the server uses PGlite in DATA_DIR. The
// server is the production artefact (ADR 070): the compiled apps/api/dist/main.js under plain node,
// compiled first when it is missing or older than the sources.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { apiBuildIsStale, buildApi } from '../scripts/build-api.mjs';

const root = new URL('..', import.meta.url).pathname;
const adminUrl = process.env.E2E_PG_ADMIN_URL;
const env = { ...process.env };
let dbName;

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

if (adminUrl) {
  dbName = `toko_e2e_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  env.DATABASE_URL = url.toString();
}

if (apiBuildIsStale()) await buildApi();
const server = spawn(process.execPath, ['apps/api/dist/main.js'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
};
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', async (code) => {
  if (dbName) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  process.exit(code ?? 0);
});

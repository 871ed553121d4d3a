import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

export const E2E_ADMIN = { email: 'admin@toko.local', password: 'admin-e2e-password' };
/**
 * The files whose @journey tests run again on PostgreSQL: the shop's money path, checkout to payment
 * (ADR 084, narrowed by ADR 086). Every other journey reads and writes through SQL the API suite already
 * runs on PostgreSQL, arisan and its races included.
 */
const PG_JOURNEYS = ['**/purchase.spec.ts', '**/payment-loop.spec.ts', '**/statement-import.spec.ts'];

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
const PORT = E2E_PORT;
const root = new URL('..', import.meta.url).pathname;
// A throw-away database for each run, seeded with the demo data.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'toko-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

// Debian's Chromium (a downloaded browser cannot be fetched here), with the flags that keep it quiet
// on a closed network.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The environment of a test server of `node e2e/serve.mjs` (the spec of a short deadline starts its own). */
export const serverEnv = (port: number, extra: Record<string, string>) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
  SEED_DEMO: 'true',
  // Every test sees the demo products with their pictures: the server listens once they are drawn.
  SEED_DEMO_PICTURES_FIRST: 'true',
  LOG_LEVEL: 'warn',
  // Every shopper, owner and staff member of the browser tests comes from 127.0.0.1: the per-address login
  // limit (20 a minute) would count them as one client and answer 429 to whichever test logs in next. The
  // limit itself is tested in the API suite.
  AUTH_RATE_LIMIT: '1000',
  ...(process.env.TOKO_WEB_ROOT ? { TOKO_WEB_ROOT: process.env.TOKO_WEB_ROOT } : {}),
  ...extra,
});

const server = (port: number, extra: Record<string, string>) => ({
  command: 'node e2e/serve.mjs',
  cwd: root,
  url: `http://127.0.0.1:${port}/api/health`,
  // The server draws the demo pictures before it listens (SEED_DEMO_PICTURES_FIRST): the first time on a
  // machine that encodes every AVIF card width (minutes on 2 busy cores); later runs read the encoded
  // pictures back from the temp folder (apps/api/src/seed/picture-cache.ts).
  timeout: 600_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
  env: serverEnv(port, extra),
});

// With a PostgreSQL server configured, the whole-journey tests (titles tagged @journey) run a second
// time against a server on PostgreSQL.
const pgAdminUrl = process.env.TEST_DATABASE_URL;
const desktop = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: chromium,
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // One folder per port, so two runs on one machine do not delete each other's traces.
  outputDir: join(root, 'test-results', String(PORT)),
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'pglite', use: { ...desktop, baseURL: `http://127.0.0.1:${PORT}` } },
    ...(pgAdminUrl
      ? [
          {
            name: 'postgres',
            grep: /@journey/,
            testMatch: PG_JOURNEYS,
            use: { ...desktop, baseURL: `http://127.0.0.1:${PORT + 1}` },
          },
        ]
      : []),
  ],
  webServer: [
    server(PORT, { DATA_DIR: dataDir }),
    ...(pgAdminUrl ? [server(PORT + 1, { DATA_DIR: `${dataDir}-pg`, E2E_PG_ADMIN_URL: pgAdminUrl })] : []),
  ],
});

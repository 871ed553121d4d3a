import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

export const E2E_ADMIN = { email: 'admin@toko.local', password: 'admin-e2e-password' };
const PORT = Number(process.env.E2E_PORT ?? 4173);
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

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: join(root, 'test-results'),
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'node --import tsx apps/api/src/main.ts',
    cwd: root,
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      ...(process.env.TOKO_WEB_ROOT ? { TOKO_WEB_ROOT: process.env.TOKO_WEB_ROOT } : {}),
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { serverEnv } from './playwright.config.ts';
import { test } from './test.ts';

export interface OwnServer {
  /** e.g. http://127.0.0.1:41234 */
  readonly base: string;
  /** Stops the server (it finishes open requests) and removes its data. */
  stop(): Promise<void>;
}

const RUNNING_AT = /running at http:\/\/[^:]+:(\d+)/;

/**
 * A shop of one test file's own, for settings the shared test server must not have (a short payment
 * deadline, a QRIS, a mail server): a fresh data directory, no demo catalog (drawing its pictures takes
 * minutes), PostgreSQL when the journeys run there. It listens on `port`, or with 0 on a free port it
 * prints, so test files never compete for ports. Call it in `beforeAll`, and `stop()` in `afterAll`.
 */
export async function startOwnServer(env: Record<string, string>, port = 0): Promise<OwnServer> {
  const onPostgres = test.info().project.name === 'postgres' && process.env.TEST_DATABASE_URL;
  const dataDir = mkdtempSync(join(tmpdir(), 'toko-e2e-own-'));
  const server = spawn(process.execPath, ['e2e/serve.mjs'], {
    cwd: new URL('..', import.meta.url).pathname,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      ...serverEnv(port, {
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        ...(onPostgres ? { E2E_PG_ADMIN_URL: process.env.TEST_DATABASE_URL! } : {}),
        ...env,
      }),
    },
  });
  let output = '';
  server.stdout!.on('data', (chunk) => {
    output += chunk;
    process.stdout.write(chunk);
  });
  await expect.poll(() => output.match(RUNNING_AT)?.[1], { timeout: 170_000 }).toBeTruthy();
  return {
    base: `http://127.0.0.1:${output.match(RUNNING_AT)![1]}`,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A port nobody listens on now (the shop's own; the shared test servers keep theirs). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

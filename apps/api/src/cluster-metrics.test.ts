import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DB_KIND } from '../test/db.ts';
import { createScratchDatabase, RUNNING_AT, send, startServer } from '../test/server-process.ts';

// `npm start` runs its servers as workers of one primary (ADR 047); a scrape reaches one of them, and
// shows every worker's numbers summed (ADR 066). On PostgreSQL two workers, on PGlite the one.
const START = '../../scripts/start.mjs';
const TOKEN = 'cluster-metrics-token-0123456789';
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const healthCount = (text: string) => {
  const series = 'toko_http_request_duration_seconds_count{route="/api/health",method="GET",status="200"}';
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('GET /metrics under npm start', () => {
  it('shows the requests of every worker, whichever worker the scrape reaches', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'toko-cluster-metrics-'));
    dirs.push(dataDir);
    const scratch = TEST_DB_KIND === 'postgres' ? await createScratchDatabase('toko_met') : undefined;
    const workers = scratch ? 2 : 1;
    const shop = await startServer(
      {
        DATA_DIR: dataDir,
        JWT_SECRET: 'cluster-metrics-test-secret-long-enough-hs256',
        METRICS_TOKEN: TOKEN,
        ...(scratch ? { DATABASE_URL: scratch.url, WEB_CONCURRENCY: String(workers) } : {}),
      },
      START,
    );
    try {
      await expect
        .poll(() => shop.output().match(new RegExp(RUNNING_AT, 'g'))?.length ?? 0, { timeout: 120_000 })
        .toBe(workers);
      // Each request on a connection of its own: the primary hands connections to the workers in turn.
      for (let i = 0; i < 10; i++) expect((await send(shop.base, 'GET', '/api/health')).status).toBe(200);
      for (let scrape = 0; scrape < 4; scrape++) {
        const res = await send(shop.base, 'GET', '/metrics', { token: TOKEN });
        expect(res.status, res.body).toBe(200);
        expect(healthCount(res.body ?? '')).toBe(10);
      }
      expect(
        (await send(shop.base, 'GET', '/metrics', { token: 'wrong-token-wrong-token-wrong' })).status,
      ).toBe(401);
    } finally {
      shop.child.kill('SIGTERM');
      await shop.exited;
      await scratch?.drop();
    }
  }, 300_000);
});

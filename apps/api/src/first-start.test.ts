import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DB_KIND } from '../test/db.ts';
import { createScratchDatabase, send, startServer } from '../test/server-process.ts';
import { DEMO_CATALOG, DEMO_CATEGORIES } from './seed/catalog-data.ts';

// A fresh shop's first start (ADR 067): new data AND an empty picture cache (TMPDIR is a new folder),
// so every demo picture has to be encoded. The server answers with the whole catalog first; the
// pictures follow. How long it takes is measured in the ADR, not asserted here.
const dir = mkdtempSync(join(tmpdir(), 'toko-first-start-'));
// A server still running when the test fails or times out would go on encoding pictures after the run,
// slowing every test after it: each is stopped when the test ends, and again when the file ends.
const servers: Awaited<ReturnType<typeof startServer>>[] = [];
const stopAll = () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
};
afterAll(() => {
  stopAll();
  rmSync(dir, { recursive: true, force: true });
});

const demoCount = DEMO_CATEGORIES.reduce((n, c) => n + DEMO_CATALOG[c].length, 0);

interface Listed {
  pagination: { totalItems: number };
  data: { slug: string; image_id: number | null }[];
}

async function catalog(base: string): Promise<Listed> {
  const res = await send(base, 'GET', '/api/products?limit=100');
  expect(res.status).toBe(200);
  return JSON.parse(res.body!) as Listed;
}

async function until<T>(what: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const started = Date.now();
  for (;;) {
    const found = await what();
    if (found !== undefined) return found;
    if (Date.now() - started > timeoutMs) throw new Error('gave up waiting');
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('a first start with an empty picture cache', () => {
  it('answers with the whole demo catalog, then the demo products get their pictures; a restart goes on', async () => {
    const scratch = TEST_DB_KIND === 'postgres' ? await createScratchDatabase('toko_first') : undefined;
    const env = {
      DATA_DIR: join(dir, 'data'),
      TMPDIR: join(dir, 'tmp'),
      SEED_DEMO: 'true',
      JWT_SECRET: 'first-start-secret-long-enough-for-hs256',
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    };
    mkdirSync(env.TMPDIR, { recursive: true });
    const start = async () => {
      const server = await startServer(env);
      servers.push(server);
      return server;
    };
    try {
      const first = await start();
      // Open before the pictures are done: every product listed, not every one with its picture.
      const opened = await catalog(first.base);
      expect(opened.pagination.totalItems).toBe(demoCount);
      expect(opened.data.filter((p) => p.image_id === null).length).toBeGreaterThan(0);
      expect(first.output()).not.toMatch(/demo pictures ready/);

      // A picture arrives while the shop runs, is served, and its encoding is kept in the new cache.
      const pictured = await until(async () => {
        const list = await catalog(first.base);
        return list.data.find((p) => p.image_id !== null);
      }, 120_000);
      const image = await send(first.base, 'GET', `/api/images/${pictured.image_id}?w=280&q=75&f=auto`);
      expect(image.status).toBe(200);
      expect(image.headers?.['content-type']).toMatch(/^image\//);
      expect(readdirSync(join(env.TMPDIR, 'toko-demo-pictures')).length).toBeGreaterThan(0);

      // Stopped half way, it exits cleanly; the next start does not seed again but draws what is missing.
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      const second = await start();
      const resumed = await catalog(second.base);
      expect(resumed.pagination.totalItems).toBe(demoCount);
      expect(resumed.data.find((p) => p.slug === pictured.slug)?.image_id).toBe(pictured.image_id);
      const drawing = await second.waitFor(/drawing the pictures of (\d+) demo products/);
      expect(Number(drawing[1])).toBeLessThan(demoCount);
      expect(second.output()).not.toMatch(/seeding demo catalog/);
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    } finally {
      stopAll();
      await scratch?.drop();
    }
  }, 300_000);
});

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DB_KIND } from '../test/db.ts';
import {
  createScratchDatabase,
  launch,
  post,
  RUNNING_AT,
  send,
  startServer,
} from '../test/server-process.ts';
import { apiFile } from './files.ts';

// `npm start` as an operator runs it (scripts/start.mjs, the supervisor of ADR 047, compiled by ADR 070;
// the first test here to start compiles the API when its build is stale): a crashed server process is
// replaced, a clean stop is not, and a server that cannot start is retried with a back-off.
const START = '../../scripts/start.mjs';
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'toko-supervisor-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('npm start supervises the server', () => {
  it('replaces a worker killed with kill -9, serves again with the data kept, and stops cleanly on SIGTERM without a restart', async () => {
    // On PostgreSQL two workers: the other one answers while the killed one is replaced.
    const scratch = TEST_DB_KIND === 'postgres' ? await createScratchDatabase('toko_sup') : undefined;
    const workers = scratch ? 2 : 1;
    const shop = await startServer(
      {
        DATA_DIR: tempDir(),
        JWT_SECRET: 'supervisor-test-secret-long-enough-for-hs256',
        ...(scratch ? { DATABASE_URL: scratch.url, WEB_CONCURRENCY: String(workers) } : {}),
      },
      START,
    );
    try {
      // Every worker is up (they start one after another).
      await expect
        .poll(() => shop.output().match(new RegExp(RUNNING_AT, 'g'))?.length ?? 0, { timeout: 120_000 })
        .toBe(workers);
      const pids = [...shop.output().matchAll(/worker (\d+) started/g)].map((m) => Number(m[1]));
      expect(pids).toHaveLength(workers);
      // Production runs the compiled server with plain node (ADR 070): no TypeScript loader on the
      // command line of the supervisor or of a worker, and the worker's program is dist/main.js.
      for (const pid of [shop.child.pid!, ...pids]) {
        const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
        expect(args.join(' ')).not.toMatch(/tsx|--import|--loader|--require|strip-types|\.ts\b/);
        if (pid !== shop.child.pid) expect(args.at(-1)).toBe(apiFile('dist', 'main.js'));
      }
      const customer = { fullname: 'Sari', email: 'sari@example.com', password: 'rahasia123' };
      expect((await post(shop.base, '/api/auth/register', customer)).status).toBe(201);

      const before = shop.output().length;
      process.kill(pids[0]!, 'SIGKILL');
      await shop.waitFor(
        new RegExp(`worker ${pids[0]} was killed by SIGKILL .*; starting a new one`),
        before,
      );
      if (workers > 1) {
        // The kill is noticed and the other worker answers while the new one starts.
        const during = await send(shop.base, 'GET', '/api/health');
        expect(during.status, during.error).toBe(200);
      }
      const [, newPid] = await shop.waitFor(/worker (\d+) started/, before);
      expect(Number(newPid)).not.toBe(pids[0]);
      const [, port] = await shop.waitFor(RUNNING_AT, before);
      const base = `http://127.0.0.1:${port}`;
      expect((await send(base, 'GET', '/api/health')).status).toBe(200);
      const login = await post(base, '/api/auth/login', {
        email: customer.email,
        password: customer.password,
      });
      expect(login.status).toBe(200);

      // The workers share one request limit (ADR 069): 20 newsletter sign-ups a minute from one address,
      // each on its own connection, which the primary hands to the workers in turn.
      const signUps: number[] = [];
      for (let i = 0; i < 21; i++)
        signUps.push((await send(base, 'POST', '/api/newsletter', { body: {} })).status!);
      expect(signUps).toEqual([...Array(20).fill(400), 429]);

      const atStop = shop.output().length;
      shop.child.kill('SIGTERM');
      expect(await shop.exited).toBe(0);
      const after = shop.output().slice(atStop);
      expect(after).toMatch(/stopped cleanly/);
      expect(after).not.toMatch(/starting a new one|worker \d+ started/);
    } finally {
      if (shop.child.exitCode === null) shop.child.kill('SIGKILL');
      await scratch?.drop();
    }
  }, 300_000);

  it('retries a server that dies at start with a growing back-off instead of spinning, and stops on SIGTERM', async () => {
    // Nothing listens on port 9: every worker fails to reach its database and exits with code 1.
    const shop = launch({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://toko@127.0.0.1:9/toko' }, START);
    try {
      const restarts = /worker \d+ exited with code 1 before it was ready; starting a new one in (\d+) s/g;
      const seen: { delay: number; at: number; time: number }[] = [];
      await expect
        .poll(
          () => {
            for (const m of shop.output().matchAll(restarts)) {
              if (seen.length < 3 && !seen.some((s) => s.at === m.index))
                seen.push({ delay: Number(m[1]), at: m.index, time: Date.now() });
            }
            return seen.length;
          },
          { timeout: 120_000, interval: 50 },
        )
        .toBe(3);
      expect(seen.map((s) => s.delay)).toEqual([1, 2, 4]);
      // The waits are real: the third failure comes at least 1 s + 2 s after the first.
      expect(seen[2]!.time - seen[0]!.time).toBeGreaterThanOrEqual(3000);
      expect(shop.output()).not.toMatch(RUNNING_AT);
      shop.child.kill('SIGTERM');
      expect(await shop.exited).toBe(0);
    } finally {
      if (shop.child.exitCode === null) shop.child.kill('SIGKILL');
    }
  }, 180_000);

  it('stops at once on a wrong setting, naming it, without starting a server', async () => {
    // PGlite is one process: more workers on it is a mistake, not something to retry.
    const shop = launch({ DATA_DIR: tempDir(), WEB_CONCURRENCY: '2' }, START);
    expect(await shop.exited).toBe(1);
    expect(shop.output()).toMatch(/WEB_CONCURRENCY: the embedded database \(PGlite\) is one process/);
    expect(shop.output()).not.toMatch(/worker \d+ started|running at/);
  }, 60_000);
});

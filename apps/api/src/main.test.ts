import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STATIC_QRIS } from '@toko/shared/qris.fixtures';
import { afterAll, describe, expect, it } from 'vitest';
import { launch, post, RUNNING_AT, send, startServer as startProcess } from '../test/server-process.ts';

// The real server process: start-up, graceful shutdown on SIGTERM, and data kept across restarts in a
// file-backed PGlite directory. These never touch PostgreSQL, so the PostgreSQL run leaves this file out
// (vitest.config.ts); stopping under load, which does, is main-stop.test.ts.
const dataDir = mkdtempSync(join(tmpdir(), 'toko-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const startServer = (env: Record<string, string> = {}) => startProcess({ DATA_DIR: dataDir, ...env });

describe('server process', () => {
  it('prints the URL and a generated admin password once, then not again on restart', async () => {
    const first = await startServer();
    // Printed just after the address, so it may arrive a moment after startServer resolves.
    const match = await first.waitFor(/first admin created: owner@toko\.test \/ (\S+)/);
    const login = await post(first.base, '/api/auth/login', {
      email: 'owner@toko.test',
      password: match[1],
    });
    expect(login.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = await startServer();
    expect(second.output()).not.toMatch(/first admin created/);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 180_000);

  it('finishes in-flight requests on SIGTERM, exits cleanly, and keeps the data for the next start', async () => {
    const server = await startServer();
    // Registration hashes a password (tens of ms each), so when the first answer is back the others are
    // still being worked on: that is when the signal goes.
    const emails = Array.from({ length: 8 }, (_, i) => `tahan${i}@example.com`);
    let done = 0;
    const inFlight = emails.map((email) =>
      post(server.base, '/api/auth/register', { fullname: 'Tahan', email, password: 'rahasia123' }).then(
        (r) => {
          done += 1;
          return r.status;
        },
      ),
    );
    await Promise.race(inFlight);
    server.child.kill('SIGTERM');
    const answeredAtSignal = done;
    expect(emails.length - answeredAtSignal).toBeGreaterThan(0);
    const statuses = await Promise.all(inFlight);
    // On a busy machine a request may not have been read yet when the signal lands: it is refused whole
    // (503), never half-done. Requests the server was working on finish: more 201s than were answered
    // when the signal went.
    expect(statuses.every((s) => s === 201 || s === 503)).toBe(true);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(answeredAtSignal);
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/stopped cleanly/);

    const again = await startServer();
    try {
      // Every 201 was kept; every 503 left nothing behind.
      for (const [i, email] of emails.entries()) {
        const res = await post(again.base, '/api/auth/login', { email, password: 'rahasia123' });
        expect(res.status).toBe(statuses[i] === 201 ? 200 : 401);
      }
    } finally {
      again.child.kill('SIGTERM');
      await again.exited;
    }
  }, 180_000);

  it('listens only once the web app that a first npm start builds beside it is there (TOKO_WEB_PENDING)', async () => {
    const pending = join(dataDir, 'web-build-pending');
    writeFileSync(pending, '');
    const server = launch({ DATA_DIR: join(dataDir, 'while-web-builds'), TOKO_WEB_PENDING: pending });
    try {
      await server.waitFor(/waiting for the web app build/);
      // The database is ready, the build is not: nothing answers yet.
      await new Promise((r) => setTimeout(r, 1_000));
      expect(server.output()).not.toMatch(RUNNING_AT);
      rmSync(pending);
      const [, port] = await server.waitFor(RUNNING_AT);
      expect((await send(`http://127.0.0.1:${port}`, 'GET', '/api/health')).status).toBe(200);
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  }, 120_000);

  it('refuses to start with a bad setting and names the variable', async () => {
    await expect(startServer({ PORT: 'abc' })).rejects.toThrow(/PORT: must be a port number/);
  }, 30_000);

  it('refuses to start with a QRIS whose CRC does not check, naming QRIS_PAYLOAD', async () => {
    const typo = STATIC_QRIS.replace('SURABAYA', 'SURABAJA');
    await expect(startServer({ QRIS_PAYLOAD: typo })).rejects.toThrow(
      /QRIS_PAYLOAD: not a usable QRIS: the CRC does not check/,
    );
  }, 30_000);
});

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real server process: start-up, graceful shutdown on SIGTERM, and data kept across restarts in a
// file-backed PGlite directory.
const apiRoot = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'toko-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function startServer(env: Record<string, string> = {}): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'owner@toko.test',
      LOG_LEVEL: 'warn',
      TOKO_WEB_ROOT: join(dataDir, 'no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => {
    out += d;
  });
  child.stderr!.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = out.match(/running at http:\/\/[^:]+:(\d+)/);
      if (m) {
        clearInterval(timer);
        resolve(`http://127.0.0.1:${m[1]}`);
      }
      if (child.exitCode !== null) {
        clearInterval(timer);
        reject(new Error(`server exited: ${out}`));
      }
    }, 50);
  });
  return { child, base, output: () => out, exited };
}

const post = (base: string, path: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('server process', () => {
  it('prints the URL and a generated admin password once, then not again on restart', async () => {
    const first = await startServer();
    const match = first.output().match(/first admin created: owner@toko\.test \/ (\S+)/);
    expect(match).not.toBeNull();
    const login = await post(first.base, '/api/auth/login', {
      email: 'owner@toko.test',
      password: match![1],
    });
    expect(login.status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const second = await startServer();
    expect(second.output()).not.toMatch(/first admin created/);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 60_000);

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
    const unfinishedAtSignal = emails.length - done;
    expect(unfinishedAtSignal).toBeGreaterThan(0);
    expect(await Promise.all(inFlight)).toEqual(emails.map(() => 201));
    expect(await server.exited).toBe(0);
    expect(server.output()).toMatch(/stopped cleanly/);

    const again = await startServer();
    try {
      for (const email of emails) {
        const res = await post(again.base, '/api/auth/login', { email, password: 'rahasia123' });
        expect(res.status).toBe(200);
      }
    } finally {
      again.child.kill('SIGTERM');
      await again.exited;
    }
  }, 60_000);

  it('refuses to start with a bad setting and names the variable', async () => {
    await expect(startServer({ PORT: 'abc' })).rejects.toThrow(/PORT: must be a port number/);
  }, 30_000);
});

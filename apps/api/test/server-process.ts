import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';

// The real server as a child process (start-up, signals, crashes), and one request per connection so a
// reset or a refused connection shows as such. Used by the tests of main.ts and supervisor.ts.
const apiRoot = new URL('..', import.meta.url).pathname;

export interface Launched {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** Resolves with the first match of `pattern` in the output written after `from` (a length of it). */
  waitFor(pattern: RegExp, from?: number, timeoutMs?: number): Promise<RegExpMatchArray>;
}

export interface Running extends Launched {
  base: string;
}

/** The address printed by the first server that says it is running. */
export const RUNNING_AT = /running at http:\/\/[^:]+:(\d+)/;

/** Starts `entry` (the server, or `npm start`'s script) with a quiet test environment. `env` needs DATA_DIR. */
export function launch(env: Record<string, string> & { DATA_DIR: string }, entry = 'src/main.ts'): Launched {
  // TypeScript entries need the loader; scripts/start.mjs runs the compiled API (ADR 070) with plain node.
  const args = entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry];
  const child = spawn(process.execPath, args, {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'owner@toko.test',
      LOG_LEVEL: 'warn',
      TOKO_WEB_ROOT: `${env.DATA_DIR}/no-web`,
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
  const waitFor = (pattern: RegExp, from = 0, timeoutMs = 120_000) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const started = Date.now();
      const timer = setInterval(() => {
        const m = out.slice(from).match(pattern);
        if (m) {
          clearInterval(timer);
          resolve(m);
        } else if (child.exitCode !== null || child.signalCode !== null) {
          clearInterval(timer);
          reject(new Error(`server exited before ${pattern}: ${out}`));
        } else if (Date.now() - started > timeoutMs) {
          clearInterval(timer);
          reject(new Error(`no ${pattern} within ${timeoutMs} ms: ${out}`));
        }
      }, 50);
    });
  return { child, output: () => out, exited, waitFor };
}

/** `launch`, resolved once the server prints where it runs. */
export async function startServer(
  env: Record<string, string> & { DATA_DIR: string },
  entry = 'src/main.ts',
): Promise<Running> {
  const launched = launch(env, entry);
  const m = await launched.waitFor(RUNNING_AT);
  return { ...launched, base: `http://127.0.0.1:${m[1]}` };
}

export const post = (base: string, path: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

export interface Answer {
  status?: number;
  headers?: http.IncomingHttpHeaders;
  body?: string;
  /** The socket error that came instead of an answer (ECONNRESET...). */
  error?: string;
}

/** One request on its own connection: the answer, or the socket error that came instead of one. */
export function send(
  base: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((resolve) => {
    const req = http.request(`${base}${path}`, {
      method,
      agent: false,
      headers: {
        ...(payload ? { 'content-type': 'application/json' } : {}),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      },
    });
    sendAndRead(req, payload, resolve);
  });
}

const errorAnswer = (err: Error): Answer => ({ error: (err as NodeJS.ErrnoException).code ?? err.message });

/** Sends `req` with `payload` and resolves with its answer, or with the socket error that came instead. */
export function sendAndRead(
  req: http.ClientRequest,
  payload: string | undefined,
  resolve: (a: Answer) => void,
) {
  req.on('response', (res) => {
    let body = '';
    res.setEncoding('utf8');
    res.on('data', (d) => {
      body += d;
    });
    res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    res.on('error', (err) => resolve(errorAnswer(err)));
  });
  req.on('error', (err) => resolve(errorAnswer(err)));
  req.end(payload);
}

/** A fresh, empty PostgreSQL database on TEST_DATABASE_URL's server, for a server process of its own. */
export async function createScratchDatabase(prefix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = async (query: string) => {
    const a = new pg.Client({ connectionString: adminUrl });
    await a.connect();
    await a.query(query).finally(() => a.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

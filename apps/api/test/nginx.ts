import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Answer, sendAndRead } from './server-process.ts';

// Debian's nginx in front of real API processes, run from the site files of the deploy guide
// (docs/deploy/nginx/) as they are: only the upstream addresses, the listening ports and the paths of
// the certificate and the included file are put in, each replacement checked to have matched.
const NGINX = '/usr/sbin/nginx';
const deployDir = new URL('../../../docs/deploy/nginx/', import.meta.url).pathname;
/** The name the committed site answers to; the test's certificate is made for it. */
export const SITE_NAME = 'toko.example.id';

export interface Nginx {
  /** `https://127.0.0.1:<port>` of the TLS server block. */
  base: string;
  httpPort: number;
  /** The upstreams (`127.0.0.1:<port>`, two joined by ', ' when nginx tried another) of each request to `path`, in order. */
  upstreamsOf(path: string): string[];
  /** A request through the TLS server, one connection each, with the site's name and certificate. */
  send(
    method: string,
    path: string,
    opts?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Answer>;
  output(): string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** `text` with `from` replaced by `to`; fails when the committed file no longer holds `from`. */
function put(text: string, from: string | RegExp, to: string, file: string): string {
  const matches = typeof from === 'string' ? text.includes(from) : from.test(text);
  if (!matches) throw new Error(`${file} no longer contains ${from}; update the test with it`);
  return typeof from === 'string' ? text.replaceAll(from, to) : text.replace(from, to);
}

/** Starts nginx with the deploy guide's site in front of `upstreams` (`127.0.0.1:<port>` each). */
export async function startNginx(upstreams: string[]): Promise<Nginx> {
  if (!existsSync(NGINX))
    throw new Error(`no ${NGINX}: install Debian's nginx (apt-get install nginx; .ci/run does)`);
  const dir = mkdtempSync(join(tmpdir(), 'toko-nginx-'));
  // nginx's workers run as another user when the tests run as root: they must reach the temp folders.
  chmodSync(dir, 0o755);
  mkdirSync(join(dir, 'tmp'));
  mkdirSync(join(dir, 'acme'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${SITE_NAME}`,
      '-addext',
      `subjectAltName=DNS:${SITE_NAME}`,
      '-keyout',
      join(dir, 'privkey.pem'),
      '-out',
      join(dir, 'fullchain.pem'),
    ],
    { stdio: 'ignore' },
  );
  const [httpPort, httpsPort] = [await freePort(), await freePort()];

  const upstreamFile = 'toko-upstream.conf';
  let upstream = readFileSync(join(deployDir, upstreamFile), 'utf8');
  const serverLine = /^(\s*)server 127\.0\.0\.1:\d+( [^;]*)?;\n/m;
  const [, indent = '', params = ''] = upstream.match(serverLine) ?? [];
  upstream = put(
    upstream,
    new RegExp(`(${serverLine.source})+`, 'm'),
    upstreams.map((u) => `${indent}server ${u}${params};\n`).join(''),
    upstreamFile,
  );

  const siteFile = 'toko-site.conf';
  let site = readFileSync(join(deployDir, siteFile), 'utf8');
  site = put(site, 'listen [::]:80 ipv6only=off;', `listen 127.0.0.1:${httpPort};`, siteFile);
  site = put(
    site,
    'listen [::]:443 ssl http2 ipv6only=off;',
    `listen 127.0.0.1:${httpsPort} ssl http2;`,
    siteFile,
  );
  site = put(site, `/etc/letsencrypt/live/${SITE_NAME}/`, `${dir}/`, siteFile);
  site = put(site, '/var/www/certbot', join(dir, 'acme'), siteFile);
  site = put(site, '/etc/nginx/snippets/toko-proxy.conf', join(deployDir, 'toko-proxy.conf'), siteFile);

  writeFileSync(join(dir, upstreamFile), upstream);
  writeFileSync(join(dir, siteFile), site);
  const temp = (name: string) => `${name}_temp_path ${join(dir, 'tmp', name)};`;
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  log_format upstreams '$request_uri|$upstream_addr|$status';
  access_log ${join(dir, 'access.log')} upstreams;
  include ${join(dir, upstreamFile)};
  include ${join(dir, siteFile)};
}
`,
  );

  const child: ChildProcess = spawn(
    NGINX,
    ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout!.on('data', (d) => {
    out += d;
  });
  child.stderr!.on('data', (d) => {
    out += d;
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const ca = readFileSync(join(dir, 'fullchain.pem'));
  const output = () => {
    let log = '';
    try {
      log = readFileSync(join(dir, 'error.log'), 'utf8');
    } catch {}
    return `${out}${log}`;
  };

  const send: Nginx['send'] = (method, path, opts = {}) => {
    const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
    return new Promise((resolve) => {
      const req = https.request({
        host: '127.0.0.1',
        port: httpsPort,
        servername: SITE_NAME,
        ca,
        method,
        path,
        agent: false,
        headers: {
          host: SITE_NAME,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...opts.headers,
        },
      });
      sendAndRead(req, payload, resolve);
    });
  };

  // Up once it answers through to an API process.
  for (const until = Date.now() + 10_000; ; ) {
    const res = await send('GET', '/api/health');
    if (res.status === 200) break;
    if (child.exitCode !== null || Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start: ${res.error ?? res.status}\n${output()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }

  return {
    base: `https://127.0.0.1:${httpsPort}`,
    httpPort,
    upstreamsOf: (path) =>
      readFileSync(join(dir, 'access.log'), 'utf8')
        .split('\n')
        .map((line) => line.split('|'))
        .filter(([uri]) => uri === path)
        .map(([, upstream]) => upstream!),
    send,
    output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_SECRET, type TestContext } from '../../test/app.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { seedCatalogFixture } from '../modules/catalog/catalog.fixtures.ts';
import { fillPage } from './spa.ts';

// How answers travel: compressed JSON and HTML, the build's precompressed assets, a 404 for a missing
// asset, and the same security headers on every answer.

const PRECOMPRESS = fileURLToPath(new URL('../../../../scripts/precompress.mjs', import.meta.url));
const APP_JS = `console.log(${JSON.stringify('toko '.repeat(400))});\n`;

let t: TestContext;
let webRoot: string;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  t = await createTestContext();
  await seedCatalogFixture(t.db);
  webRoot = mkdtempSync(join(tmpdir(), 'toko-delivery-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(
    join(webRoot, 'index.html'),
    `<!doctype html><html><head><title>Toko</title></head><body><div id="root"></div>${'<!-- x -->'.repeat(200)}</body></html>`,
  );
  writeFileSync(join(webRoot, 'assets', 'app-abc123.js'), APP_JS);
  // The build step itself writes the .br and .gz copies.
  execFileSync(process.execPath, [PRECOMPRESS, '--dist', webRoot]);
  app = await buildApp({
    db: t.db,
    config: loadConfig({ JWT_SECRET: TEST_SECRET, LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
    jwtKey: new TextEncoder().encode(TEST_SECRET),
    logger: false,
    webRoot,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) =>
  app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('delivery', () => {
  it('serves a built asset from its brotli or gzip copy, or plain to a client that takes neither', async () => {
    const br = await get('/assets/app-abc123.js', 'br, gzip');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);
    expect(br.rawPayload.length).toBeLessThan(APP_JS.length / 5);

    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(APP_JS);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(APP_JS);
  });

  it('answers 404 for a missing asset instead of the app page', async () => {
    for (const url of ['/assets/app-old999.js', '/assets/catalog-page-old.css']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.body).not.toContain('<div id="root">');
    }
    // Every other unknown path is still a page of the app.
    const page = await get('/sofas/anything');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
  });

  it('compresses JSON and the app page on the fly', async () => {
    const list = await get('/api/products?limit=48', 'br, gzip');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    const body = JSON.parse(brotliDecompressSync(list.rawPayload).toString());
    expect(body.data.length).toBeGreaterThan(5);

    const html = await get('/', 'gzip');
    expect(html.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(html.rawPayload).toString()).toContain('<div id="root">');

    // Small answers are not worth it.
    const health = await get('/api/health', 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('sends the same security headers on API answers, pages and errors', async () => {
    for (const res of [await get('/api/health'), await get('/'), await get('/api/nope')]) {
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob: https:");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toContain('max-age=');
    }
  });

  it('lets a drawn page run its one inline script, by hash, and no other', async () => {
    const drawn = fillPage(
      '<html><head><title>Toko</title></head><body><div id="root"></div></body></html>',
      { html: '<main><button>Login</button></main>', data: '{}' },
      [],
      new Map(),
    );
    const inline = [...drawn.matchAll(/<script>([^<]*)<\/script>/g)].map(([, code]) => code!);
    expect(inline).toHaveLength(1);
    const scriptSrc = /script-src ([^;]*)/.exec(
      String((await get('/')).headers['content-security-policy']),
    )![1]!;
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    expect(scriptSrc.split(' ').sort()).toEqual([`'self'`, `'sha256-${hash}'`].sort());
  });
});

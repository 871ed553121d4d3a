/**
 * `npm run bench:web`: Lighthouse 12 (mobile: a throttled mid-range phone, its default) on the three
 * storefront pages, `/`, `/sofas` and a product page (its reviews included), in Debian's Chromium, each
 * measured BENCH_WEB_RUNS times (3). Prints the median performance score, LCP, TBT and CLS beside each
 * run's, then the bytes transferred and the JavaScript among them, the requests the first paint waited
 * for and the LCP element (figures that do not move with the machine's load).
 *
 * Beside each page it measures the same page without its code (the comparator): the page the server
 * drew, served by a small proxy with its scripts taken out, every other request passed to the shop. Its
 * figures are the ceiling the page's markup, styles and pictures allow on this machine; the gap between
 * the two is what the app's code costs.
 *
 * Uses the server at BENCH_WEB_URL when given; otherwise builds nothing and starts the shop itself from
 * the current build (run `npm run build` first) on a throw-away PGlite with the demo catalog, on
 * BENCH_WEB_PORT (default 3100).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { RunnerResult } from 'lighthouse/types/externs.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function startShop(): Promise<{ url: string; stop: () => void }> {
  const port = Number(process.env.BENCH_WEB_PORT ?? 3100);
  const dataDir = mkdtempSync(join(tmpdir(), 'toko-bench-web-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 1000));
  }
  return {
    url,
    stop: () => {
      server.kill('SIGTERM');
      setTimeout(() => rmSync(dataDir, { recursive: true, force: true }), 3000).unref();
    },
  };
}

/**
 * The comparator: a proxy in front of the shop that serves each drawn page without its scripts (the page
 * script and the list of the app's code; the page's data block is inert JSON) and passes every other
 * request (pictures, styles) through.
 */
async function startNoCodeTwin(shopUrl: string): Promise<{ url: string; stop: () => void }> {
  const shop = new URL(shopUrl);
  const server = createServer((req, res) => {
    const path = req.url ?? '/';
    // A navigation asks for HTML; a picture, a style or an icon does not.
    const isPage = req.method === 'GET' && String(req.headers.accept ?? '').includes('text/html');
    if (isPage) {
      fetch(`${shopUrl}${path}`)
        .then(async (answer) => {
          const html = (await answer.text())
            .replace(/<script>[^<]*<\/script>/g, '')
            .replace(/<script type="application\/json" id="app-code">[^<]*<\/script>/, '')
            .replace(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g, '');
          res.writeHead(answer.status, {
            'content-type': 'text/html; charset=utf-8',
            'content-encoding': 'gzip',
          });
          res.end(gzipSync(html));
        })
        .catch(() => res.writeHead(502).end());
      return;
    }
    const upstream = httpRequest(
      { host: shop.hostname, port: shop.port, path, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, stop: () => server.close() };
}

const ms = (v: number | undefined) => (v === undefined ? '-' : `${Math.round(v)} ms`);
const kib = (v: number) => `${(v / 1024).toFixed(1)} KiB`;

/** Lighthouse runs per page; the median is the figure (the and Lighthouse's own measure). */
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));

interface Run {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  js: number;
  beforePaint: number;
  lcpElement: string;
}

/** One Lighthouse run of a page. */
async function measure(port: number, base: string, path: string): Promise<Run> {
  // Lighthouse now and then fails to record a trace (NO_NAVSTART); such a page is measured again, up
  // to three times, and a page it still could not measure says why instead of printing zeros.
  let lhr!: RunnerResult['lhr'];
  for (let attempt = 1; attempt <= 3; attempt++) {
    const result = await lighthouse(`${base}${path}`, {
      port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    lhr = result!.lhr;
    if (!lhr.runtimeError) break;
    console.log(`lighthouse ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message} (try ${attempt})`);
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  const requests =
    (
      lhr.audits['network-requests']?.details as {
        items?: { resourceType?: string; transferSize?: number; networkEndTime?: number }[];
      }
    )?.items ?? [];
  // What the first paint waited for: the requests finished before it (times from navigation start).
  const metrics = (lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] })
    ?.items?.[0];
  const paintedAt = metrics?.observedFirstContentfulPaint ?? 0;
  const lcpNode = (
    lhr.audits['largest-contentful-paint-element']?.details as {
      items?: { items?: { node?: { nodeLabel?: string; selector?: string } }[] }[];
    }
  )?.items?.[0]?.items?.[0]?.node;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    js: requests.filter((r) => r.resourceType === 'Script').reduce((n, r) => n + (r.transferSize ?? 0), 0),
    beforePaint: requests.filter((r) => (r.networkEndTime ?? Infinity) <= paintedAt).length,
    lcpElement: `${lcpNode?.selector ?? '-'} "${(lcpNode?.nodeLabel ?? '').slice(0, 40)}"`,
  };
}

async function main() {
  const shop = process.env.BENCH_WEB_URL
    ? { url: process.env.BENCH_WEB_URL.replace(/\/$/, ''), stop: () => {} }
    : await startShop();
  const twin = await startNoCodeTwin(shop.url);
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  try {
    const list = (await (await fetch(`${shop.url}/api/products?categoryName=sofas&limit=1`)).json()) as {
      data: { slug: string; category: { slug: string } | null }[];
    };
    const first = list.data[0]!;
    const pages = ['/', '/sofas', `/${first.category?.slug ?? 'produk'}/${first.slug}`];
    for (const path of pages) {
      // The page and its twin without code are measured in turns, so both meet the same machine.
      const runs: Run[] = [];
      const twinRuns: Run[] = [];
      for (let run = 1; run <= RUNS; run++) {
        runs.push(await measure(chrome.port, shop.url, path));
        twinRuns.push(await measure(chrome.port, twin.url, path));
      }
      // Lighthouse's own advice: judge the median run, not one; each run is printed beside it.
      const median = <K extends keyof Run>(of: Run[], key: K) =>
        [...of].sort((a, b) => (a[key] as number) - (b[key] as number))[Math.floor(of.length / 2)]![key];
      const last = runs.at(-1)!;
      const listRuns = (of: Run[]) =>
        of.map((r) => `${r.score} (LCP ${ms(r.lcp)}, TBT ${ms(r.tbt)})`).join(', ');
      console.log(
        `lighthouse ${path}: median of ${runs.length}: score ${median(runs, 'score')}, ` +
          `LCP ${ms(median(runs, 'lcp'))}, TBT ${ms(median(runs, 'tbt'))}, CLS ${median(runs, 'cls').toFixed(3)}; ` +
          `runs: ${listRuns(runs)}; ` +
          `bytes ${kib(last.bytes)} (JS ${kib(last.js)}), requests before first paint ${last.beforePaint}, ` +
          `LCP element ${last.lcpElement}`,
      );
      console.log(
        `lighthouse ${path} without its code (comparator): median score ${median(twinRuns, 'score')}, ` +
          `LCP ${ms(median(twinRuns, 'lcp'))}, TBT ${ms(median(twinRuns, 'tbt'))}; runs: ${listRuns(twinRuns)}; ` +
          `score with code / without: ${(median(runs, 'score') / Math.max(1, median(twinRuns, 'score'))).toFixed(2)}`,
      );
    }
  } finally {
    chrome.kill();
    twin.stop();
    shop.stop();
  }
}

await main();

import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface PageMeta {
  title: string;
  description: string;
  /** The page's one address (absolute, from PUBLIC_URL): `<link rel="canonical">` and og:url. */
  url?: string;
  /** The preview picture (absolute): a JPEG wide enough for WhatsApp's large preview. */
  image?: string;
  /** og:type; 'product' pages also say their price in rupiah. */
  type?: 'website' | 'product';
  price?: number;
  /** The shop's name (og:site_name). */
  siteName?: string;
  /** schema.org objects, each written as one `<script type="application/ld+json">` block. */
  structuredData?: object[];
}

/** Looks up the head a page URL should be served with (or null). */
export type MetaResolver = (path: string) => Promise<PageMeta | null>;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const metaTag = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
  value === undefined ? '' : `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;

/**
 * A JSON-LD block. Data, not a script: the browser never runs it, so the CSP's script rule does not
 * apply. Every `<` is written as \u003c, so a product text holding `</script>` cannot end the block.
 */
export const jsonLdBlock = (data: object) =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/**
 * Puts the page's own head into index.html so a shared link previews (WhatsApp, Instagram and Facebook
 * read Open Graph, X reads its twitter: tags) and a search engine finds one address and the structured
 * data. Every URL in it comes from the resolver (PUBLIC_URL), never from the request's Host header.
 */
export function injectMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    metaTag('name', 'description', meta.description),
    meta.url ? `<link rel="canonical" href="${escapeHtml(meta.url)}">` : '',
    metaTag('property', 'og:site_name', meta.siteName),
    metaTag('property', 'og:locale', 'id_ID'),
    metaTag('property', 'og:title', meta.title),
    metaTag('property', 'og:description', meta.description),
    metaTag('property', 'og:type', meta.type ?? 'website'),
    metaTag('property', 'og:url', meta.url),
    metaTag('property', 'og:image', meta.image),
    metaTag('property', 'product:price:amount', meta.price?.toString()),
    metaTag('property', 'product:price:currency', meta.price === undefined ? undefined : 'IDR'),
    // The large card when there is a picture to show; a page without one (home) gets the small one.
    metaTag('name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'),
    metaTag('name', 'twitter:title', meta.title),
    metaTag('name', 'twitter:description', meta.description),
    metaTag('name', 'twitter:image', meta.image),
    ...(meta.structuredData ?? []).map(jsonLdBlock),
  ].join('');
  // A function, not a string: a name holding `$&` or `$\`` must land as typed, not as a replacement
  // pattern that copies parts of the page into the head.
  return html.replace(/<title>[^<]*<\/title>/, () => tags);
}

/** The web app's server render (apps/web/src/entry-server.tsx, built into dist-server/; ADR 041). */
interface PageRenderer {
  renderPage(
    url: string,
    transport: (url: string, init: RequestInit) => Promise<Response>,
  ): Promise<{ html: string; data: string; source: string } | null>;
}

interface Manifest {
  [source: string]: { file: string; imports?: string[]; isEntry?: boolean };
}

const STYLESHEET = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)">/g;

/** The build's chunks a page's module needs, in load order, without the entry index.html loads anyway. */
function chunksOf(manifest: Manifest, source: string): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || seen.has(key)) return;
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(source);
  return [...seen].map((key) => `/${manifest[key]!.file}`);
}

/**
 * The one inline script a drawn page runs. Two jobs:
 * - (ADR 046) a tap on a button of a drawn page whose code has not run yet is remembered, and the app
 *   taps it again once it is alive (apps/web/src/lib/early-tap.ts). Buttons of a form are left alone:
 *   the form itself works without code.
 * - (ADR 095) the app's code starts once the page has been painted (its first contentful paint), not
 *   while the page is still arriving: the list of files (#app-code, entry first) becomes the module script
 *   and its preloads then, four to a task (each added tag starts a request, a millisecond or more of the
 *   main thread on a phone, ADR 096). A page in a background tab, a page with nothing drawn, or a
 *   browser that reports no paints, starts at once; a paint that never comes is waited for 3 s at most.
 *   Parsing is over by then, so the app always finds the whole page and its answers (#page-data).
 */
// Written without '<', so no reader of the page (nor a test's pattern) can take part of it for a tag.
export const PAGE_SCRIPT =
  'addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("button");' +
  'if(b&&!b.form&&!window.__tokoAlive)window.__tokoTap=b},true);' +
  '(function(d){var c=d.getElementById("app-code");if(!c)return;' +
  'function go(){if(!c)return;var l=JSON.parse(c.textContent);c=null;add(l,0)}' +
  'function add(l,i){for(var n=i+4;l.length>i&&n>i;i++){var e=d.createElement(i?"link":"script");' +
  'if(i){e.rel="modulepreload";e.href=l[i]}else{e.type="module";e.src=l[i]}d.head.appendChild(e)}' +
  'if(l.length>i)setTimeout(function(){add(l,i)})}' +
  'function painted(){var P=window.PerformanceObserver;' +
  'var r=d.getElementById("root");' +
  'if(d.hidden||!P||(P.supportedEntryTypes||[]).indexOf("paint")==-1||!(r&&r.firstChild))return go();' +
  'new P(function(x){if(x.getEntriesByName("first-contentful-paint").length)setTimeout(go)})' +
  '.observe({type:"paint",buffered:true});setTimeout(go,3000)}' +
  'd.readyState=="loading"?d.addEventListener("DOMContentLoaded",painted):painted()})(document)';

/** The CSP source that allows PAGE_SCRIPT and no other inline script. */
export const PAGE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PAGE_SCRIPT).digest('base64')}'`;

// index.html's entry script and its preloads, as Vite writes them.
const APP_CODE =
  /<(?:script type="module"[^>]* src|link rel="modulepreload"[^>]* href)="([^"]+)"[^>]*>(?:<\/script>)?\s*/g;

/**
 * Puts a server-rendered page into index.html: its markup in #root, the answers it was drawn from in a
 * JSON block (not a script that runs: the CSP allows no inline script but PAGE_SCRIPT), the image
 * preloads the render wrote ahead of the markup moved into the head, where the browser finds them first,
 * and its code (index.html's entry and preloads, then the page's own chunks) listed for PAGE_SCRIPT to
 * start after the first paint instead of as tags that share the phone's bandwidth with the page.
 */
export function fillPage(
  html: string,
  page: { html: string; data: string },
  chunks: string[],
  styles: Map<string, string>,
): string {
  const leading = /^(?:<link [^>]*\/>)+/.exec(page.html)?.[0] ?? '';
  const code: string[] = [];
  const withoutCode = html.replace(APP_CODE, (_tag, href: string) => {
    code.push(href);
    return '';
  });
  for (const href of chunks) if (!code.includes(href)) code.push(href);
  const head =
    `<script type="application/json" id="app-code">${JSON.stringify(code).replace(/</g, '\\u003c')}</script>` +
    `<script>${PAGE_SCRIPT}</script>` +
    leading;
  return withoutCode
    .replace('</head>', () => `${head}</head>`)
    .replace(STYLESHEET, (tag, href: string) => {
      const css = styles.get(href);
      return css === undefined ? tag : `<style>${css}</style>`;
    })
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html.slice(leading.length)}</div>` +
        `<script type="application/json" id="page-data">${page.data}</script>`,
    );
}

/**
 * Serves the built web app from `root`: hashed assets with long caching, and index.html for every other
 * GET that is not under /api, so deep links such as /sofas/x or /dashboard/orders work.
 */
export async function registerSpa(app: FastifyInstance, root: string, resolveMeta?: MetaResolver) {
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) {
    app.log.warn(`web app not built (${indexPath} missing): only the API is served`);
    return false;
  }
  const indexHtml = readFileSync(indexPath, 'utf8');
  const renderer = await loadRenderer(app, join(root, '..', 'dist-server', 'entry-server.js'));
  // A rendered page carries its styles: painting it then waits for the page alone, not for one more
  // round trip to fetch the stylesheet (the one render-blocking request a phone on 4G waits for).
  const styles = new Map(
    [...indexHtml.matchAll(STYLESHEET)].map(([, href]) => [href!, readFileSync(join(root, href!), 'utf8')]),
  );
  const manifestPath = join(root, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  // The page's calls to the API are answered in process, as a visitor without a token.
  const transport = async (url: string, init: RequestInit) => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    return new Response(res.statusCode === 204 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
  const render = async (request: FastifyRequest, html: string): Promise<string> => {
    if (!renderer) return html;
    try {
      // The shop's own address, not the Host header a client may forge (ADR 075).
      const page = await renderer.renderPage(`${app.config.publicUrl}${request.url}`, transport);
      return page ? fillPage(html, page, chunksOf(manifest, `src/${page.source}`), styles) : html;
    } catch (err) {
      // The browser can still draw the page itself.
      request.log.error({ err }, 'server render failed');
      return html;
    }
  };
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The .br/.gz copies scripts/precompress.mjs wrote at build time, chosen by Accept-Encoding.
    preCompressed: true,
    setHeaders(res, path) {
      res.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      );
    },
  });
  // The plain page is compressed once at the strongest level; a page with its own head (a product
  // link) is compressed per request at a light level. The page is not a route, so @fastify/compress
  // (which hooks routes) does not see it.
  const plain = {
    br: brotliCompressSync(indexHtml, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(indexHtml, { level: 9 }),
  };
  app.decorate('sendSpaPage', async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    const [meta, html] = await Promise.all([
      resolveMeta ? resolveMeta(path).catch(() => null) : null,
      render(request, indexHtml),
    ]);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (!encoding) return reply.send(meta ? injectMeta(html, meta) : html);
    reply.header('content-encoding', encoding);
    if (!meta && html === indexHtml) return reply.send(plain[encoding]);
    const page = meta ? injectMeta(html, meta) : html;
    return reply.send(
      encoding === 'br'
        ? brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : gzipSync(page, { level: 6 }),
    );
  });
  return true;
}

/** The server render when the web app was built with it; without it every page is drawn by the browser. */
async function loadRenderer(app: FastifyInstance, entry: string): Promise<PageRenderer | null> {
  if (!existsSync(entry)) {
    app.log.warn(`server render not built (${entry} missing): pages are drawn by the browser only`);
    return null;
  }
  return (await import(pathToFileURL(entry).href)) as PageRenderer;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page of the web app (index.html, with the page's own head when it has one). */
    sendSpaPage?: (request: FastifyRequest, reply: FastifyReply, path: string) => Promise<FastifyReply>;
  }
}

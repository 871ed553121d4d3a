import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export interface PageMeta {
  title: string;
  description: string;
  image?: string;
}

/** Looks up the title, description and preview image a page URL should be served with (or null). */
export type MetaResolver = (path: string) => Promise<PageMeta | null>;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Puts the page's own title and Open Graph tags into index.html so shared links show the product. */
export function injectMeta(html: string, meta: PageMeta, origin: string): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    '<meta property="og:type" content="website">',
    meta.image ? `<meta property="og:image" content="${escapeHtml(new URL(meta.image, origin).href)}">` : '',
  ].join('');
  // A function, not a string: a name holding `$&` or `$\`` must land as typed, not as a replacement
  // pattern that copies parts of the page into the head.
  return html.replace(/<title>[^<]*<\/title>/, () => tags);
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
    const origin = `${request.protocol}://${request.host}`;
    const meta = resolveMeta ? await resolveMeta(path).catch(() => null) : null;
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    if (!encoding) return reply.send(meta ? injectMeta(indexHtml, meta, origin) : indexHtml);
    reply.header('content-encoding', encoding);
    if (!meta) return reply.send(plain[encoding]);
    const html = injectMeta(indexHtml, meta, origin);
    return reply.send(
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : gzipSync(html, { level: 6 }),
    );
  });
  return true;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers a page of the web app (index.html, with the page's own head when it has one). */
    sendSpaPage?: (request: FastifyRequest, reply: FastifyReply, path: string) => Promise<FastifyReply>;
  }
}

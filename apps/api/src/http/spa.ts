import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

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
  return html.replace(/<title>[^<]*<\/title>/, tags);
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
    setHeaders(res, path) {
      res.header(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      );
    },
  });
  app.decorate('spaIndex', async (path: string, origin: string) => {
    const meta = resolveMeta ? await resolveMeta(path).catch(() => null) : null;
    return meta ? injectMeta(indexHtml, meta, origin) : indexHtml;
  });
  return true;
}

declare module 'fastify' {
  interface FastifyInstance {
    spaIndex?: (path: string, origin: string) => Promise<string>;
  }
}

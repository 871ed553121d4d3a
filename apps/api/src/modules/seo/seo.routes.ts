import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors.ts';
import { etagMatches } from '../../http/etag.ts';
import {
  getPagesSitemap,
  getProductSitemapTag,
  getSitemapIndex,
  robotsTxt,
  type SitemapDocument,
  streamProductSitemap,
} from './seo.service.ts';

/** Crawlers come back daily at most; an hour of caching spares the database and still sees news soon. */
const CACHE = 'public, max-age=3600';
/**
 * Per client, minute and route (the index, the pages file, the product files): a crawler reads the index
 * and a handful of files, a client asking for hundreds is reading the catalog for another reason, and a
 * product file is the heaviest read a visitor without an account can ask for (ADR 075).
 */
const SITEMAP_LIMIT = { max: 60, timeWindow: '1 minute' };
const FILE = /^products-([1-9]\d{0,5})\.xml$/;
const XML = 'application/xml; charset=utf-8';

/**
 * The files crawlers read at the site's root (docs/decisions/075-links-that-preview.md): /robots.txt,
 * /sitemap.xml and the files it lists. Not API operations, so not in the OpenAPI document (as /metrics);
 * every address in them starts with PUBLIC_URL, never with the request's Host header.
 */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = app.config.publicUrl;
  const hidden = { hide: true } as const;
  const sitemapConfig = { access: 'public' as const, rateLimit: SITEMAP_LIMIT };

  const send = (request: FastifyRequest, reply: FastifyReply, type: string, doc: SitemapDocument) => {
    reply.header('cache-control', CACHE).header('etag', doc.etag);
    if (etagMatches(request.headers['if-none-match'], doc.etag)) return reply.code(304).send();
    return reply.type(type).send(doc.body);
  };

  app.get('/robots.txt', { config: { access: 'public' }, schema: hidden }, async (request, reply) =>
    send(request, reply, 'text/plain; charset=utf-8', robotsTxt(origin)),
  );

  app.get('/sitemap.xml', { config: sitemapConfig, schema: hidden }, async (request, reply) =>
    send(request, reply, XML, await getSitemapIndex(app.db, origin)),
  );

  app.get('/sitemaps/categories.xml', { config: sitemapConfig, schema: hidden }, async (request, reply) =>
    send(request, reply, XML, await getPagesSitemap(app.db, origin)),
  );

  app.get(
    '/sitemaps/:file',
    { config: sitemapConfig, schema: { ...hidden, params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const match = FILE.exec(request.params.file);
      if (!match) throw AppError.notFound('Peta situs tidak ditemukan');
      const file = Number(match[1]);
      const etag = await getProductSitemapTag(app.db, file);
      reply.header('cache-control', CACHE).header('etag', etag);
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
      // A stream: the file is written as its rows arrive, a page of rows at a time.
      return reply.type(XML).send(Readable.from(streamProductSitemap(app.db, origin, file)));
    },
  );
};

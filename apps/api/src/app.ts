import zlib from 'node:zlib';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { startCounterFolding } from './db/counters.ts';
import { registerAccessControl } from './http/access.ts';
import { registerApiDocs } from './http/api-docs.ts';
import { INTERNAL_ERROR_TEXT, registerErrorHandler, sendError } from './http/error-handler.ts';
import { registerGracefulStop } from './http/graceful-stop.ts';
import { createHttpServer } from './http/http-server.ts';
import { safeErrorSerializer } from './http/log-redaction.ts';
import { registerMetrics } from './http/metrics.ts';
import { UPLOAD_LIMITS } from './http/multipart-form.ts';
import { registerRateLimits } from './http/rate-limits.ts';
import { registerReadiness } from './http/readiness.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { PAGE_SCRIPT_HASH, registerSpa } from './http/spa.ts';
import { addressesRoutes } from './modules/addresses/index.ts';
import { arisanRoutes, registerArisanKind } from './modules/arisan/index.ts';
import {
  arisanBarangMemberRoutes,
  arisanTransfersAdminRoutes,
  barangDetailRoutes,
  barangGroupsRoutes,
  barangKind,
  barangTransferPayable,
} from './modules/arisan-barang/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { type BackupSource, backupRoutes } from './modules/backup/index.ts';
import { cartRoutes } from './modules/cart/index.ts';
import {
  catalogAdminRoutes,
  catalogRoutes,
  productVariantsRoutes,
  SUGGEST_RATE_LIMIT,
} from './modules/catalog/index.ts';
import { dashboardRoutes } from './modules/dashboard/index.ts';
import { favoritesRoutes } from './modules/favorites/index.ts';
import { imagesRoutes } from './modules/images/index.ts';
import { newsletterRoutes } from './modules/newsletter/index.ts';
import { notificationsRoutes } from './modules/notifications/index.ts';
import { orderPayable, ordersAdminRoutes, ordersRoutes } from './modules/orders/index.ts';
import { registerPayable, statementsRoutes } from './modules/payments/index.ts';
import { regionsRoutes } from './modules/regions/index.ts';
import { returnsRoutes } from './modules/returns/index.ts';
import { reviewsAdminRoutes, reviewsRoutes } from './modules/reviews/index.ts';
import { createMetaResolver, seoRoutes } from './modules/seo/index.ts';
import { keepSettingsFresh, settingsRoutes } from './modules/settings/index.ts';
import { usersRoutes } from './modules/users/index.ts';
import { vouchersRoutes } from './modules/vouchers/index.ts';

export interface AppOptions {
  db: Db;
  config: Config;
  jwtKey: Uint8Array;
  /** Folder of the built web app; when given (and built) the app serves it on the same port. */
  webRoot?: string;
  /** Login/register attempts per minute per client (tests raise it). */
  authRateLimit?: number;
  /** Name suggestions per minute per client (GET /api/products/suggest; the scale bench raises it). */
  suggestRateLimit?: number;
  logger?: boolean;
  /** Where log lines go (tests read them); stdout by default. */
  logStream?: { write(line: string): void };
  /** The database as GET /api/admin/backup and the BACKUP_DIR schedule copy it; without it, neither. */
  backup?: BackupSource;
}

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: opts.config.logLevel,
            serializers: { err: safeErrorSerializer },
            // A person at a terminal reads lines; anything else (a file, journald, a collector) gets JSON.
            ...(opts.logStream
              ? { stream: opts.logStream }
              : process.stdout.isTTY
                ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
                : {}),
          },
    // Only the configured number of proxy hops is believed (TRUST_PROXY); by default the socket's address
    // is the client, so a forged X-Forwarded-For cannot dodge the login limit.
    trustProxy: opts.config.trustProxy > 0 ? (_address, hop) => hop < opts.config.trustProxy : false,
    serverFactory: (handler) => createHttpServer(opts.config.http, opts.config.trustProxy, handler),
    bodyLimit: 1024 * 1024,
    // While closing, registerGracefulStop answers new requests in the shop's error shape.
    return503OnClosing: false,
    // Product names (up to 200 characters) are valid lookups in the URL.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 400 },
    // A URL the router cannot decode (a broken %-escape) answers in the shop's error shape, not Fastify's.
    frameworkErrors: (error, _request, reply) =>
      error.code === 'FST_ERR_BAD_URL'
        ? sendError(reply, 'BAD_REQUEST', 'Alamat permintaan tidak valid')
        : sendError(reply, 'INTERNAL', INTERNAL_ERROR_TEXT),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', opts.db);
  app.decorate('config', opts.config);
  app.decorate('jwtKey', opts.jwtKey);
  app.decorateRequest('user', null);
  registerErrorHandler(app);

  registerGracefulStop(app);
  registerMetrics(app, { token: opts.config.metricsToken, slowMs: opts.config.slowRequestMs });

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // A drawn page's one inline script, by its hash (ADR 046).
        scriptSrc: ["'self'", PAGE_SCRIPT_HASH],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // JSON and HTML answers are compressed on the fly; brotli at a low level costs little CPU and still
  // beats gzip. Built assets are compressed once at build time (registerSpa serves the .br/.gz files),
  // images are already compressed formats and are left alone.
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await registerRateLimits(app, opts.db);
  startCounterFolding(app, opts.db);
  await app.register(multipart, { limits: { ...UPLOAD_LIMITS, fields: 50, fieldSize: 200_000, parts: 60 } });
  await registerApiDocs(app, { public: opts.config.apiDocs });
  // After the docs' own routes: from here on every /api route declares who may call it.
  registerAccessControl(app);
  registerReadiness(app);
  keepSettingsFresh(app);

  // The arisan core runs every kind of arisan; arisan barang brings the rules that set it apart (ADR 056).
  registerArisanKind('barang', barangKind);
  // Payments decides; what a decision does to an order or a member transfer is theirs (ADR 060).
  registerPayable('order', orderPayable);
  registerPayable('barang_transfer', barangTransferPayable);

  await app.register(
    async (api) => {
      await api.register(authRoutes, { rateLimit: opts.authRateLimit ?? opts.config.authRateLimit });
      await api.register(catalogRoutes, { suggestRateLimit: opts.suggestRateLimit ?? SUGGEST_RATE_LIMIT });
      await api.register(catalogAdminRoutes);
      await api.register(productVariantsRoutes);
      await api.register(imagesRoutes);
      await api.register(cartRoutes);
      await api.register(favoritesRoutes);
      await api.register(settingsRoutes);
      await api.register(regionsRoutes);
      await api.register(addressesRoutes);
      await api.register(ordersRoutes);
      await api.register(ordersAdminRoutes);
      await api.register(returnsRoutes);
      await api.register(statementsRoutes);
      await api.register(usersRoutes);
      await api.register(dashboardRoutes);
      await api.register(arisanRoutes);
      await api.register(barangGroupsRoutes);
      await api.register(barangDetailRoutes);
      await api.register(arisanBarangMemberRoutes);
      await api.register(arisanTransfersAdminRoutes);
      await api.register(notificationsRoutes);
      await api.register(vouchersRoutes);
      await api.register(reviewsRoutes);
      await api.register(reviewsAdminRoutes);
      await api.register(newsletterRoutes, { rateLimit: opts.authRateLimit ?? opts.config.authRateLimit });
      if (opts.backup) await api.register(backupRoutes, { source: opts.backup });
      api.get('/health', { config: { access: 'public' }, schema: { hide: true } }, async () => ({
        ok: true,
      }));
    },
    { prefix: '/api' },
  );

  // The crawlers' files at the site's root: /robots.txt, /sitemap.xml and its files (ADR 075).
  await app.register(seoRoutes);
  if (opts.webRoot) await registerSpa(app, opts.webRoot, createMetaResolver(opts.db, opts.config.publicUrl));

  // Unknown /api paths answer JSON; every other GET is a page of the single-page app.
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // A missing built file (an old hashed chunk after a deploy) is a 404, never the app's page: a
    // script tag or import() given HTML fails in a way the browser cannot recover from.
    const isAsset = path.startsWith('/assets/');
    if (request.method === 'GET' && !path.startsWith('/api') && !isAsset && app.sendSpaPage)
      return app.sendSpaPage(request, reply, path);
    return sendError(reply, 'NOT_FOUND', `Rute ${request.method} ${path} tidak ditemukan`);
  });

  return app;
}

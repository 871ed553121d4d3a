/**
 * The storefront's catalog reads under load (PGlite, in process, HTTP on loopback with autocannon).
 *
 * Measures GET /api/products (a category page sorted by price, page 2; searches) and a product image
 * against two comparators in the same run: GET /api/health, the floor of the stack (Fastify, helmet, the
 * router) with no database work, and the same category page read the naive way (a query per product for
 * its category and first image, 27 queries a page). Prints requests per second and the ratios.
 *
 * The shop is the demo catalog (81 products, 5 categories, their image rows); only one image is really
 * encoded, so the setup takes seconds instead of the half minute the full demo seed needs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { slugify } from '@toko/shared';
import autocannon from 'autocannon';
import { asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import type { Db } from '../apps/api/src/db/client.ts';
import { categories, productImages, products } from '../apps/api/src/db/schema/index.ts';
import { storeProductImage } from '../apps/api/src/modules/images/index.ts';
import { DEMO_CATALOG, DEMO_CATEGORIES } from '../apps/api/src/seed/catalog-data.ts';
import { prepareDatabase } from '../apps/api/src/server.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = 10;
const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

async function seedCatalog(db: Db): Promise<number> {
  const cats = await db
    .insert(categories)
    .values(DEMO_CATEGORIES.map((name) => ({ name, slug: slugify(name) })))
    .returning();
  const demo = DEMO_CATEGORIES.flatMap((category) => DEMO_CATALOG[category].map((p) => ({ category, p })));
  const inserted = await db
    .insert(products)
    .values(
      demo.map(({ category, p }, i) => ({
        name: p.name,
        slug: slugify(p.name),
        description: p.description,
        price: p.price,
        originalPrice: p.original_price,
        stock: p.stock,
        sold: p.sold,
        label: p.label,
        freeShipping: p.free_shipping,
        badge: p.badge,
        infoText: p.info_text,
        // Figures of their own (the demo derives them from review rows): the list only reads them.
        rating: 4 + (i % 10) / 10,
        reviewCount: 10 + i,
        categoryId: cats.find((c) => c.name === category)!.id,
      })),
    )
    .returning({ id: products.id });
  // Image rows as the demo has them (one per colour); the list reads only their ids.
  await db
    .insert(productImages)
    .values(
      inserted.flatMap(({ id }, i) =>
        demo[i]!.p.art.colors.map((_, position) => ({ productId: id, position, width: 800, height: 800 })),
      ),
    );
  const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#7c4a21' } })
    .png()
    .toBuffer();
  return storeProductImage(db, inserted[0]!.id, png, 9);
}

/** The comparator: the category page with a query per product (what one query per page avoids). */
function addNaiveListing(app: FastifyInstance, db: Db) {
  app.get('/api/bench/sofas-n-plus-one', { config: { access: 'public' } }, async (request) => {
    const page = Number((request.query as { page?: string }).page ?? 1);
    const [category] = await db.select().from(categories).where(eq(categories.slug, 'sofas'));
    const where = eq(products.categoryId, category!.id);
    const [total] = await db.select({ n: count() }).from(products).where(where);
    const rows = await db
      .select()
      .from(products)
      .where(where)
      .orderBy(asc(products.price), asc(products.id))
      .limit(12)
      .offset((page - 1) * 12);
    const data = [];
    for (const row of rows) {
      const [cat] = await db.select().from(categories).where(eq(categories.id, row.categoryId!));
      const [image] = await db
        .select({ id: productImages.id })
        .from(productImages)
        .where(eq(productImages.productId, row.id))
        .orderBy(asc(productImages.position))
        .limit(1);
      data.push({ ...row, category: cat, image_id: image?.id ?? null });
    }
    return { data, total: total!.n };
  });
}

async function measure(base: string, path: string, headers: Record<string, string> = {}) {
  const url = `${base}${path}`;
  // Warm up (JIT, the query plans, the connection pool) before counting.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers, workers: 1 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers, workers: 1 });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { path, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

export default async function run(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'toko-bench-catalog-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-42',
    ADMIN_PASSWORD: 'bench-password',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  });
  const { database } = await prepareDatabase(config, () => {});
  try {
    const started = performance.now();
    const imageId = await seedCatalog(database.db);
    console.log(`catalog: demo catalog written in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const app = await buildApp({
      db: database.db,
      config,
      jwtKey: new TextEncoder().encode(config.jwtSecret!),
      logger: false,
    });
    addNaiveListing(app, database.db);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const floor = await measure(base, '/api/health');
      const page = await measure(base, '/api/products?categoryName=sofas&sortBy=price&page=2');
      const naive = await measure(base, '/api/bench/sofas-n-plus-one?page=2');
      const runs = [
        floor,
        page,
        naive,
        await measure(base, '/api/products?search=sofa'),
        await measure(base, '/api/products?search=lemarri%20pakain'),
        await measure(base, `/api/images/${imageId}?w=280&q=75&f=auto`, { accept: CHROME_ACCEPT }),
      ];
      console.log(`catalog: ${CONNECTIONS} connections, ${SECONDS} s each, loopback`);
      for (const r of runs) {
        const share =
          r === floor ? 'comparator: the floor' : `${((r.rps / floor.rps) * 100).toFixed(1)}% of the floor`;
        console.log(
          `catalog: ${r.path.padEnd(58)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  (${share})`,
        );
      }
      console.log(
        `catalog: one query per page serves ${(page.rps / naive.rps).toFixed(1)}x the requests of a query per product`,
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();

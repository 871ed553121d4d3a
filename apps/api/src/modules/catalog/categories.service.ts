import type { Category, ProductType } from '@toko/shared';
import { buildPagination } from '@toko/shared';
import { asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { categories, productTypes, shopCounterTotals } from '../../db/schema/index.ts';
import { countAll } from '../../db/sql.ts';
import { AppError } from '../../http/errors.ts';

// The catalog's categories (with their counts of visible products) and product types, as the shop reads
// them. The admin's writes are catalog-admin.service.ts's.

const CATEGORY_NOT_FOUND = 'Kategori tidak ditemukan';

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  // Only what a shopper can see is counted: the shop counter kept by the products triggers.
  product_count: sql<number>`coalesce((select ${shopCounterTotals.n} from ${shopCounterTotals}
    where ${shopCounterTotals.name} = 'products:' || ${categories.id}), 0)`.mapWith(Number),
};

/** GET /categories: every category with its count of visible products, in the order they were made. */
export async function listCategories(db: Db, params: { page: number; limit: number }) {
  const [data, [all]] = await Promise.all([
    db
      .select(categoryColumns)
      .from(categories)
      .orderBy(asc(categories.id))
      .limit(params.limit)
      .offset((params.page - 1) * params.limit),
    db.select({ n: countAll() }).from(categories),
  ]);
  return { data: data as Category[], pagination: buildPagination(all?.n ?? 0, params.page, params.limit) };
}

/** GET /categories/{id}. Throws NOT_FOUND. */
export async function getCategory(db: Db, id: number): Promise<Category> {
  const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.id, id));
  if (!row) throw AppError.notFound(CATEGORY_NOT_FOUND);
  return row;
}

/** The category with this slug or name (case-insensitive), or null. */
export async function findCategoryBySlug(db: Db, slugOrName: string) {
  const [row] = await prepared(db, 'category:key', () => {
    const wanted = sql.placeholder('wanted');
    return db
      .select({ id: categories.id, name: categories.name, slug: categories.slug })
      .from(categories)
      .where(or(eq(categories.slug, wanted), sql`lower(${categories.name}) = ${wanted}`))
      .limit(1);
  }).execute({ wanted: slugOrName.trim().toLowerCase() });
  return row ?? null;
}

/** GET /product-types: a short list, by name. */
export async function listProductTypes(db: Db): Promise<ProductType[]> {
  return db
    .select({ id: productTypes.id, name: productTypes.name })
    .from(productTypes)
    .orderBy(asc(productTypes.name), asc(productTypes.id));
}

import { type ProductSuggestion, SUGGEST_MAX } from '@toko/shared';
import { and, asc, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nameSortKey } from '../../db/schema/catalog.ts';
import { categories, products } from '../../db/schema/index.ts';
import { escapeLike } from '../../db/sql.ts';
import { searchWords } from './product-search.ts';

// The header search box's suggestions (ADR 076): product names as a shopper types, at most SUGGEST_MAX.

/** Below this many letters a word inside a name is not looked for (the trigram index needs three). */
const WORD_MATCH_FROM = 3;

/**
 * Names starting with what was typed, by name: a range of products_sort_name_idx (visible products, in
 * the listing's own order), read up to SUGGEST_MAX entries however many names match. When those are
 * fewer, names with a word starting with it ('lipat' finds 'Sofa Bed Lipat'), the first few the trigram
 * index finds, by name. Two short reads, whatever the catalog's size.
 */
export async function suggestProducts(db: Db, typed: string): Promise<ProductSuggestion[]> {
  const text = searchWords(typed).join(' ');
  if (text === '') return [];
  const name = nameSortKey(products.name);
  const columns = {
    id: products.id,
    name: products.name,
    slug: products.slug,
    categorySlug: categories.slug,
  };
  const starting = await db
    .select(columns)
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(isNull(products.hiddenAt), sql`${name} like ${`${escapeLike(text)}%`}`))
    .orderBy(asc(name), asc(products.id))
    .limit(SUGGEST_MAX);
  let found = starting;
  if (starting.length < SUGGEST_MAX && text.length >= WORD_MATCH_FROM) {
    const inWord = db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          isNull(products.hiddenAt),
          sql`lower(${products.name}) like ${`% ${escapeLike(text)}%`}`,
          starting.length > 0
            ? notInArray(
                products.id,
                starting.map((s) => s.id),
              )
            : undefined,
        ),
      )
      // No order here: the trigram index's first matches, so a common word never reads every name.
      .limit(SUGGEST_MAX * 4)
      .as('in_word');
    const more = await db
      .select(columns)
      .from(inWord)
      .innerJoin(products, eq(products.id, inWord.id))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .orderBy(asc(name), asc(products.id))
      .limit(SUGGEST_MAX - starting.length);
    found = [...starting, ...more];
  }
  return found.map((r) => ({ name: r.name, slug: r.slug, category_slug: r.categorySlug }));
}

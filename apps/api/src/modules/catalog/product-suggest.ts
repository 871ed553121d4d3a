import { type ProductSuggestion, SUGGEST_MAX } from '@toko/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { nameSortKey } from '../../db/schema/catalog.ts';
import { categories, products } from '../../db/schema/index.ts';
import { escapeLike } from '../../db/sql.ts';
import { searchWords } from './product-search.ts';

// The header search box's suggestions (ADR 076): product names as a shopper types, at most SUGGEST_MAX.

/** Below this many letters a word inside a name is not looked for (the trigram index needs three). */
const WORD_MATCH_FROM = 3;
/** Names holding the word inside that are read (unordered) before the few shown are picked by name. */
const WORD_CANDIDATES = SUGGEST_MAX * 4;

/**
 * One statement: the names starting with what was typed, by name, a range of products_sort_name_idx
 * (visible products, the listing's own order) read up to SUGGEST_MAX entries however many names match;
 * then, only when those are fewer (the second half of a UNION ALL under the LIMIT is not started when the
 * first fills it), names with a word starting with it ('lipat' finds 'Sofa Bed Lipat'), the first
 * WORD_CANDIDATES found, by name: the trigram index for a rare word, a short walk for a common one.
 */
export async function suggestProducts(db: Db, typed: string): Promise<ProductSuggestion[]> {
  const text = searchWords(typed).join(' ');
  if (text === '') return [];
  const name = nameSortKey(products.name);
  const prefix = `${escapeLike(text)}%`;
  const starting = sql`(select ${products.id} as id, 0 as k0, ${name} as k1 from ${products}
    where ${products.hiddenAt} is null and ${name} like ${prefix}
    order by ${name}, ${products.id} limit ${SUGGEST_MAX})`;
  const inWord = sql`(select w.id, 1 as k0, w.k1 from (select ${products.id} as id, ${name} as k1
      from ${products}
      where ${products.hiddenAt} is null and lower(${products.name}) like ${`% ${escapeLike(text)}%`}
        and not (${name} like ${prefix})
      limit ${WORD_CANDIDATES}) w
    order by w.k1, w.id limit ${SUGGEST_MAX})`;
  const hits =
    text.length >= WORD_MATCH_FROM ? sql`${starting} union all ${inWord} limit ${SUGGEST_MAX}` : starting;
  const result = (await db.execute(sql`select p.name, p.slug, c.slug as category_slug
    from (${hits}) hits
    join ${products} p on p.id = hits.id
    left join ${categories} c on c.id = p.category_id
    order by hits.k0, hits.k1 collate "C", hits.id`)) as unknown as {
    rows: { name: string; slug: string; category_slug: string | null }[];
  };
  return result.rows.map((r) => ({ name: r.name, slug: r.slug, category_slug: r.category_slug }));
}

import type {
  Category,
  Product,
  ProductCard,
  ProductListParams,
  ProductListResponse,
  ProductType,
} from '@toko/shared';
import {
  buildPagination,
  discountPercent,
  discountThousands,
  imageUrl,
  PAGE_SIZE,
  productPictureUrl,
  purchaseLimit,
  SEARCH_COUNT_LIMIT,
} from '@toko/shared';
import { and, asc, desc, eq, isNull, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prepared, writtenLimit } from '../../db/prepared.ts';
import { nameSortKey } from '../../db/schema/catalog.ts';
import {
  categories,
  productAttributes,
  productImages,
  products,
  productTypes,
  shopCounters,
} from '../../db/schema/index.ts';
import { countAll, escapeLike, firstImageIdSql, likeContaining } from '../../db/sql.ts';
import { AppError } from '../../http/errors.ts';

// The storefront's reading side of the catalog. The admin's writes (catalog-admin.*) answer with the
// same wire objects through getProductById / getProductBySlugOrName.

const PRODUCT_NOT_FOUND = 'Product not found';
const CATEGORY_NOT_FOUND = 'Category not found';
const RELATED_LIMIT = 8;
/** At most this many words of a search are matched (each one must match). */
const SEARCH_MAX_WORDS = 6;

export interface VisibilityOptions {
  /** Products hidden because orders reference them are left out unless this is true (admin only). */
  includeHidden?: boolean;
}

const cardColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  price: products.price,
  originalPrice: products.originalPrice,
  stock: products.stock,
  categoryId: products.categoryId,
  categoryName: categories.name,
  categorySlug: categories.slug,
  thumbnailUrl: products.thumbnailUrl,
  imageId: firstImageIdSql,
  badge: products.badge,
  infoText: products.infoText,
  sold: products.sold,
  label: products.label,
  freeShipping: products.freeShipping,
  rating: products.rating,
  reviewCount: products.reviewCount,
};

type CardRow = {
  id: number;
  name: string;
  slug: string;
  price: number;
  originalPrice: number | null;
  stock: number;
  categoryId: number | null;
  categoryName: string | null;
  categorySlug: string | null;
  thumbnailUrl: string | null;
  imageId: number | null;
  badge: string | null;
  infoText: string | null;
  sold: number;
  label: boolean;
  freeShipping: boolean;
  rating: number;
  reviewCount: number;
};

function toCard(row: CardRow): ProductCard {
  const category =
    row.categoryName !== null && row.categorySlug !== null
      ? { name: row.categoryName, slug: row.categorySlug }
      : null;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    price: row.price,
    original_price: row.originalPrice,
    stock: row.stock,
    category_id: row.categoryId,
    category,
    category_name: category?.name ?? null,
    thumbnail_url: productPictureUrl(row.imageId, row.thumbnailUrl, 280),
    image_id: row.imageId,
    badge: row.badge,
    info_text: row.infoText,
    // Derived from the prices on every read, never stored (a stored copy went stale on a price edit).
    discount: discountPercent(row.price, row.originalPrice),
    discount_amount: discountThousands(row.price, row.originalPrice),
    sold: row.sold,
    label: row.label,
    free_shipping: row.freeShipping,
    rating: Math.round(row.rating * 10) / 10,
    review_count: row.reviewCount,
  };
}

const visible = (opts: VisibilityOptions) => (opts.includeHidden ? undefined : isNull(products.hiddenAt));

/** Lower-case words of a search, without control characters (PostgreSQL refuses NUL in text). */
function searchWords(search: string): string[] {
  const clean = search
    .replace(/\p{Cc}/gu, ' ')
    .toLowerCase()
    .trim();
  return [...new Set(clean.split(/\s+/).filter(Boolean))].slice(0, SEARCH_MAX_WORDS);
}

/** Every word is a substring of the name: the trigram index on lower(name) answers the LIKE. */
function substringCondition(words: string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(...words.map((w) => sql`lower(${products.name}) like ${likeContaining(w)}`));
}

/**
 * Every word is in the name as a substring or as a close (typo-tolerant) word: `<%` is pg_trgm's word
 * similarity. Scoring is dearer than a LIKE, so it is only used when the substrings find few products.
 */
function fuzzyCondition(words: string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(
    ...words.map(
      (w) => sql`(lower(${products.name}) like ${likeContaining(w)} or ${w} <% lower(${products.name}))`,
    ),
  );
}

/** Fewer substring matches than this and the search also looks for close words (typos). */
const FUZZY_BELOW = 5;

type SortMode = 'name' | 'price' | 'createdAt' | 'sold' | 'relevance' | 'fuzzy';
type SortDir = 'asc' | 'desc';
/** A sort key: the expression, and the SQL type its cursor value (text) is read back as. */
type SortKey = { expr: SQL; type: 'text' | 'bigint' | 'integer' | 'timestamptz' };

const nameKey: SortKey = { expr: nameSortKey(products.name), type: 'text' };

/**
 * The keys of each sort, id last as the tiebreak. name/price/createdAt/sold match an index
 * (products_sort_* and products_cat_sort_*), so a page is an index range. A search ranks names that
 * start with its first word before the others; a fuzzy search ranks by word similarity.
 */
function sortKeys(mode: SortMode, words: string[]): SortKey[] {
  switch (mode) {
    case 'price':
      return [{ expr: sql`${products.price}`, type: 'bigint' }];
    case 'createdAt':
      return [{ expr: sql`${products.createdAt}`, type: 'timestamptz' }];
    case 'sold':
      return [{ expr: sql`${products.sold}`, type: 'integer' }];
    case 'relevance':
      return [
        {
          expr: sql`(case when lower(${products.name}) like ${`${escapeLike(words[0] ?? '')}%`} then 0 else 1 end)`,
          type: 'integer',
        },
        nameKey,
      ];
    case 'fuzzy':
      return [
        {
          expr: sql`(1000 - round(word_similarity(${words.join(' ')}, lower(${products.name})) * 1000))::integer`,
          type: 'integer',
        },
        nameKey,
      ];
    default:
      return [nameKey];
  }
}

/** What a cursor carries: the sort it belongs to, the page it opens, the total, and the last row's keys. */
interface Cursor {
  s: string;
  p: number;
  t: number;
  k: string[];
}

/** What a cursor value of each key type may look like (anything else would be a database error). */
const KEY_VALUE: Record<SortKey['type'], (v: string) => boolean> = {
  text: () => true,
  integer: (v) => /^-?\d{1,9}$/.test(v),
  bigint: (v) => /^-?\d{1,18}$/.test(v),
  timestamptz: (v) => /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d{1,6})?([+-]\d\d(:\d\d)?|Z)$/.test(v),
};

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');

const badCursor = () =>
  AppError.validation('The cursor is not valid for this list', [
    { path: 'cursor', message: 'The cursor is not valid for this list' },
  ]);

/** A cursor of ours, well formed (its sort is checked against the request by the caller). */
function decodeCursor(token: string): Cursor {
  let c: Partial<Cursor> | null;
  try {
    c = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  const ok =
    c !== null &&
    typeof c === 'object' &&
    typeof c.s === 'string' &&
    Number.isSafeInteger(c.p) &&
    c.p! >= 1 &&
    Number.isSafeInteger(c.t) &&
    c.t! >= 0 &&
    Array.isArray(c.k) &&
    c.k.length >= 2 &&
    c.k.every((v) => typeof v === 'string' && v.length < 300 && !v.includes('\u0000')) &&
    /^\d{1,10}$/.test(c.k.at(-1)!);
  if (!ok) throw badCursor();
  return c as Cursor;
}

/**
 * Rows after the cursor's last row in the sort's order: one row comparison, which the sort index answers.
 * `values` are the last row's keys and its id: the cursor's own (cursorValues), or placeholders.
 */
function afterCursor(
  keys: SortKey[],
  dir: SortDir,
  values: readonly unknown[],
  id: SQL = sql`${products.id}`,
): SQL {
  const left = sql.join([...keys.map((k) => k.expr), id], sql`, `);
  const right = sql.join(
    [...keys.map((k, i) => sql`${values[i]}::${sql.raw(k.type)}`), sql`${values[keys.length]}::integer`],
    sql`, `,
  );
  return dir === 'asc' ? sql`(${left}) > (${right})` : sql`(${left}) < (${right})`;
}

/** A cursor's keys as afterCursor's values (the id, last, as a number). */
const cursorValues = (c: Cursor): unknown[] => [...c.k.slice(0, -1), Number(c.k.at(-1))];

/**
 * How many matches a search ranks where it cannot read them in rank order from an index: the first the
 * trigram index finds (no order asked, so the scan stops there), never every hit of a common word. Each
 * one read costs a row (and for a typo a word similarity), so the bound is the count a search shows
 * (ADR 043). A one-word search reads the names starting with its word in order, without this bound.
 */
const RANKED_CANDIDATES = SEARCH_COUNT_LIMIT;

async function counter(db: Db, name: string): Promise<number> {
  const [row] = await db.select({ n: shopCounters.n }).from(shopCounters).where(eq(shopCounters.name, name));
  return Number(row?.n ?? 0);
}

/** Matches of a condition, counted up to `cap` (the count stops there instead of visiting every match). */
async function cappedCount(db: Db, where: SQL | undefined, cap: number): Promise<number> {
  const inner = db.select({ one: sql`1` }).from(products).where(where).limit(cap).as('hits');
  const [row] = await db.select({ n: countAll() }).from(inner);
  return row?.n ?? 0;
}

/**
 * The close words a typo search ranks, with their rank keys, found in one pass and shared by the page and
 * its count (a CTE read twice is computed once): the first RANKED_CANDIDATES close words (`<%`) the
 * trigram index finds plus the names holding the first word as a substring (the few that made the
 * search fuzzy). Each match is read and scored once, and the scan stops at the bound. ADR 022.
 */
function fuzzyHits(db: Db, base: SQL | undefined, words: string[]) {
  const keys = sortKeys('fuzzy', words);
  const keyColumns = sql.join(
    keys.map((k, i) => sql`${k.expr} as ${sql.raw(`k${i}`)}`),
    sql`, `,
  );
  const from = sql`select ${products.id} as id, ${keyColumns} from ${products}`;
  // The first word matches as a close word or as a substring: the two halves, each answered by an
  // index, written apart so the planner sees each condition plainly (an OR hid the KNN order from it).
  const [first, ...rest] = words as [string, ...string[]];
  const others = and(base, fuzzyCondition(rest)) ?? sql`true`;
  // The close words sit in a materialized CTE, planned without the LIMIT: with it, PostgreSQL
  // prefers walking the table hoping to meet enough matches early, which reads every row for a word
  // that has few. The CTE is still read lazily, so the index's matches stop at the bound.
  return hitsCte(
    db,
  ).as(sql`(with close as materialized (${from} where ${first} <% lower(${products.name}) and ${others})
      select * from close limit ${RANKED_CANDIDATES})
    union
    (${from} where lower(${products.name}) like ${likeContaining(first)} and ${others}
      limit ${RANKED_CANDIDATES})`);
}

const hitsCte = (db: Db) => db.$with('hits', { id: sql<number>`id`.as('id') });

/**
 * A plain search's page, ranked: the names starting with the first word come first, by name (for a
 * one-word search read in that order from the name index, products_sort_name_idx or its category twin,
 * so a page is the next few entries of an index range however many names match); then the names holding
 * the first word elsewhere, the first RANKED_CANDIDATES the trigram index finds, by name. `rows` (the page and the
 * rows before it on a numbered page) bounds both halves, and the second is read only when the first
 * runs out. A cursor's rank keys (`k0`: 0 starts with the word, 1 holds it elsewhere) pick the half it
 * continues. The count reads the same halves up to SEARCH_COUNT_LIMIT, the second only when the first
 * has fewer (`sofa` at 100,000 products reads SEARCH_COUNT_LIMIT entries of the name index). ADR 043.
 */
function relevanceHits(
  db: Db,
  base: SQL | undefined,
  words: string[],
  rows: number,
  after: unknown[] | undefined,
  /** Hidden products count too (the name index holds only visible ones). */
  includeHidden: boolean,
) {
  const [first, ...rest] = words as [string, ...string[]];
  const name = nameSortKey(products.name);
  const prefix = `${escapeLike(first)}%`;
  const holdsElsewhere = and(
    base,
    substringCondition(words),
    sql`not (lower(${products.name}) like ${prefix})`,
  );
  // The rows past a cursor: in the half it stopped in, after its (name, id); all of the second half
  // when it stopped in the first; none of the first when it stopped in the second.
  const inFirst = after === undefined || Number(after[0]) === 0;
  const afterName = (key: SQL, id: SQL) =>
    after === undefined ? undefined : sql`(${key}, ${id}) > (${after[1]}::text, ${after[2]}::integer)`;
  // One word: every entry of the name index's range starts with it, so the range in order is the
  // ranking. More words filter that range, and how far apart their matches lie in it follows the names
  // (every 'sofa modern' sorts after 6,856 other sofas at 100,000 products, a walk of 7 ms), so their
  // first group is the first RANKED_CANDIDATES the trigram index finds for all the words, by name.
  const walk = rest.length === 0 && !includeHidden;
  const firstWhere = walk
    ? and(base, sql`${name} like ${prefix}`)
    : and(base, sql`lower(${products.name}) like ${prefix}`, substringCondition(rest));
  const firstHalf = walk
    ? sql`(select ${products.id} as id, 0 as k0, ${name} as k1 from ${products}
      where ${and(firstWhere, inFirst ? afterName(name, sql`${products.id}`) : sql`false`)}
      order by ${name}, ${products.id} limit ${rows})`
    : sql`(select starting.id, 0 as k0, starting.k1 from (select ${products.id} as id, ${name} as k1
        from ${products} where ${firstWhere} limit ${RANKED_CANDIDATES}) starting
      where ${inFirst ? (afterName(sql`starting.k1`, sql`starting.id`) ?? sql`true`) : sql`false`}
      order by starting.k1, starting.id limit ${rows})`;
  const found = sql`(select ${products.id} as id, ${name} as k1 from ${products}
      where ${holdsElsewhere} limit ${RANKED_CANDIDATES})`;
  const secondHalf = sql`(select found.id, 1 as k0, found.k1 from ${found} found
      ${inFirst ? sql`` : sql`where ${afterName(sql`found.k1`, sql`found.id`)}`}
      order by found.k1, found.id limit ${rows})`;
  // The second half is an Append's second input under the LIMIT: it is not started when the first
  // fills the page.
  const cte = hitsCte(db).as(sql`${firstHalf} union all ${secondHalf} limit ${rows}`);
  const count = sql<number>`(select count(*) from (
      (select 1 from ${products} where ${firstWhere} ${walk ? sql`order by ${name}, ${products.id}` : sql``}
        limit ${SEARCH_COUNT_LIMIT})
      union all
      (select 1 from ${products} where ${holdsElsewhere} limit ${SEARCH_COUNT_LIMIT})
      limit ${SEARCH_COUNT_LIMIT}) counted)`.mapWith(Number);
  return { cte, count };
}

type Hits = ReturnType<typeof fuzzyHits>;

/** The rank keys of a search as the hits carry them (`k0`, `k1`, ... in relevanceHits, fuzzyHits). */
const hitKeys = (keys: SortKey[]): SortKey[] =>
  keys.map((k, i) => ({
    expr: sql.raw(`"hits"."k${i}"${k.type === 'text' ? ' collate "C"' : ''}`),
    type: k.type,
  }));
const hitId = sql.raw('"hits"."id"');

/**
 * One page of card rows (plus one to tell whether more follow) in the sort's order. The page's ids are
 * chosen first, in a subquery that reads only the sort's index (range, OFFSET or cursor) or, for a
 * ranked search, only its hits; the cards, their category and their first image are read for those ids
 * only, so a numbered page deep in the list never joins or looks up images for the rows its OFFSET
 * skips. A ranked search's answer also carries how many hits there are.
 */
function cardRows(
  db: Db,
  q: {
    where: SQL | undefined;
    keys: SortKey[];
    order: SortDir;
    limit: number | Placeholder;
    offset: number | Placeholder;
    /**
     * A ranked search: its hits, the cursor's values (cursorValues) when the page follows a cursor and
     * the hits do not already start after it, and the count when it is not the hits' own.
     */
    hits?: { cte: Hits; after?: unknown[]; count?: SQL<number> };
    /** A shop counter to read in the same statement (the listing's total). */
    counter?: string | Placeholder;
  },
) {
  const by = q.order === 'asc' ? asc : desc;
  const orderBy = [...q.keys.map((k) => by(k.expr)), by(products.id)];
  const pageId = (id: SQL) => ({ pageId: sql<number>`${id}`.as('page_id') });
  const keys = q.hits ? hitKeys(q.keys) : q.keys;
  const page = (
    q.hits
      ? db
          .select(pageId(hitId))
          .from(q.hits.cte)
          .where(q.hits.after ? afterCursor(keys, 'asc', q.hits.after, hitId) : undefined)
          .orderBy(...keys.map((k) => asc(k.expr)), asc(hitId))
      : db
          .select(pageId(sql`${products.id}`))
          .from(products)
          .where(q.where)
          .orderBy(...orderBy)
  )
    .limit(q.limit)
    .offset(q.offset)
    .as('page');
  const select = {
    ...cardColumns,
    sortKeys: sql<string[]>`array[${sql.join(
      q.keys.map((k) => sql`(${k.expr})::text`),
      sql`, `,
    )}]`,
    hitCount: q.hits
      ? (q.hits.count ?? sql<number>`(select count(*) from ${q.hits.cte})`.mapWith(Number))
      : q.counter
        ? sql<number>`(select ${shopCounters.n} from ${shopCounters} where ${shopCounters.name} = ${q.counter})`.mapWith(
            Number,
          )
        : sql<number>`0`.mapWith(Number),
  };
  // The page's few rows are put back in the sort's order after the joins (a sort of at most 49 rows).
  return (q.hits ? db.with(q.hits.cte) : db)
    .select(select)
    .from(page)
    .innerJoin(products, eq(products.id, page.pageId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .orderBy(...orderBy);
}

/** The shape of a listing without a search: which prepared statement reads its pages. */
type Browse = {
  mode: Exclude<SortMode, 'relevance' | 'fuzzy'>;
  dir: SortDir;
  category: boolean;
  /** 'first': page 1 (no OFFSET), 'cursor': the rows after a cursor, 'numbered': OFFSET of a page number. */
  kind: 'first' | 'cursor' | 'numbered';
  includeHidden: boolean;
  /** The rows to read, page size plus one. */
  limit: number;
};

/**
 * Page sizes the shop's own pages ask for (plus one): their LIMIT is written into the statement
 * (writtenLimit), so PostgreSQL keeps one plan for it. Other sizes share one statement with the LIMIT as a
 * value, planned per call. The list is short, so the statements a connection keeps are few.
 */
const WRITTEN_LIMITS = new Set(
  [PAGE_SIZE.storefront, PAGE_SIZE.storefrontMax, PAGE_SIZE.featured, PAGE_SIZE.adminProducts].map(
    (n) => n + 1,
  ),
);

/**
 * A listing without a search, prepared once per shape (sort, direction, one category or all, cursor or
 * page number, shopper or admin): `category`, the cursor's `k0` and `id`, `limit`, `offset` and the shop
 * `counter` holding the first page's total are its placeholders. The browsing a shop does most.
 */
function browsePage(db: Db, b: Browse) {
  const written = WRITTEN_LIMITS.has(b.limit) && b.kind !== 'numbered';
  const shape = `browse:${b.mode}:${b.dir}:${b.category}:${b.kind}:${b.includeHidden}:${written ? b.limit : 'n'}`;
  return prepared(db, shape, () => {
    const keys = sortKeys(b.mode, []);
    const after = [...keys.map((_, i) => sql.placeholder(`k${i}`)), sql.placeholder('id')];
    return cardRows(db, {
      where: and(
        visible(b),
        b.category ? eq(products.categoryId, sql.placeholder('category')) : undefined,
        b.kind === 'cursor' ? afterCursor(keys, b.dir, after) : undefined,
      ),
      keys,
      order: b.dir,
      limit: written ? writtenLimit(b.limit) : sql.placeholder('limit'),
      offset: b.kind === 'numbered' ? sql.placeholder('offset') : 0,
      // A cursor page carries its total; an admin's listing (hidden products too) counts apart.
      counter: b.kind === 'cursor' || b.includeHidden ? undefined : sql.placeholder('counter'),
    });
  });
}

/**
 * GET /products: one page of product cards. Every sort reads its index (keyset with `cursor`, OFFSET with
 * `page`), no window count: the total comes from the shop counters (no search), the hits of a ranked
 * search (counted in the page's own query) or a capped count (a search in another sort), and only on a
 * first page; cursor pages carry it forward.
 */
export async function listProducts(
  db: Db,
  params: ProductListParams,
  opts: VisibilityOptions = {},
): Promise<ProductListResponse> {
  const words = searchWords(params.search ?? '');
  let categoryId: number | undefined;
  if (params.categoryName) {
    const category = await findCategoryBySlug(db, params.categoryName);
    if (!category) {
      return {
        data: [],
        pagination: { ...buildPagination(0, 1, params.limit), nextCursor: null },
      };
    }
    categoryId = category.id;
  }
  const base = and(visible(opts), categoryId === undefined ? undefined : eq(products.categoryId, categoryId));
  const dir: SortDir = params.sortOrder === 'desc' ? 'desc' : 'asc';
  const explicitSort = params.sortBy ?? (words.length === 0 ? 'name' : undefined);
  const sortName = (mode: SortMode) => `${mode}:${mode === 'relevance' || mode === 'fuzzy' ? 'asc' : dir}`;
  const page = params.cursor ? 0 : params.page;
  const offset = (page - 1) * params.limit;

  // A ranked search (no sort asked): one statement finds the hits, counts them and reads the page.
  // Only when the substrings find fewer than FUZZY_BELOW does a second one look for close words.
  const ranked = async (mode: 'relevance' | 'fuzzy', cursor?: Cursor) => {
    const keys = sortKeys(mode, words);
    const after = cursor && cursorValues(cursor);
    const skip = cursor ? 0 : offset;
    return cardRows(db, {
      where: undefined,
      keys,
      order: 'asc',
      limit: params.limit + 1,
      offset: skip,
      hits:
        mode === 'relevance'
          ? relevanceHits(db, base, words, skip + params.limit + 1, after, !!opts.includeHidden)
          : { cte: fuzzyHits(db, base, words), after },
    });
  };

  let mode: SortMode;
  let cursor: Cursor | undefined;
  let total: number;
  let rows: Awaited<ReturnType<typeof cardRows>>;
  if (params.cursor) {
    cursor = decodeCursor(params.cursor);
    mode = explicitSort ?? (cursor.s.startsWith('fuzzy:') ? 'fuzzy' : 'relevance');
    const keys = sortKeys(mode, words);
    if (
      cursor.s !== sortName(mode) ||
      cursor.k.length !== keys.length + 1 ||
      !keys.every((key, i) => KEY_VALUE[key.type](cursor!.k[i]!))
    )
      throw badCursor();
    total = cursor.t;
    if ((mode === 'relevance' || mode === 'fuzzy') && words.length > 0) rows = await ranked(mode, cursor);
    else if (words.length === 0 && mode !== 'relevance' && mode !== 'fuzzy') {
      const [k0, id] = cursorValues(cursor);
      rows = await browsePage(db, {
        mode,
        dir,
        category: categoryId !== undefined,
        kind: 'cursor',
        includeHidden: !!opts.includeHidden,
        limit: params.limit + 1,
      }).execute({ category: categoryId, k0, id, limit: params.limit + 1 });
    } else
      rows = await cardRows(db, {
        where: and(base, substringCondition(words), afterCursor(keys, dir, cursorValues(cursor))),
        keys,
        order: dir,
        limit: params.limit + 1,
        offset: 0,
      });
  } else if (words.length > 0 && explicitSort === undefined) {
    mode = 'relevance';
    rows = await ranked(mode);
    total = await hitTotal(rows, offset, () =>
      cappedCount(db, and(base, substringCondition(words)), SEARCH_COUNT_LIMIT),
    );
    if (total < FUZZY_BELOW) {
      mode = 'fuzzy';
      rows = await ranked(mode);
      total = await hitTotal(rows, offset, () =>
        cappedCount(db, and(base, fuzzyCondition(words)), SEARCH_COUNT_LIMIT),
      );
    }
    total = Math.min(total, SEARCH_COUNT_LIMIT);
  } else {
    mode = explicitSort ?? 'name';
    // A shopper's listing reads its total from the shop counters in the page's own statement.
    const shopCounter =
      words.length === 0 && !opts.includeHidden
        ? categoryId === undefined
          ? 'products'
          : `products:${categoryId}`
        : undefined;
    total = 0;
    if (words.length === 0 && opts.includeHidden)
      total = await cappedCount(db, base, Number.MAX_SAFE_INTEGER);
    else if (words.length > 0) {
      // A search in an asked-for sort pages over its substring matches; its total also counts close
      // words when the substrings are few (as it always has).
      total = await cappedCount(db, and(base, substringCondition(words)), SEARCH_COUNT_LIMIT);
      if (total < FUZZY_BELOW)
        total = await cappedCount(db, and(base, fuzzyCondition(words)), SEARCH_COUNT_LIMIT);
    }
    rows =
      words.length === 0
        ? await browsePage(db, {
            mode,
            dir,
            category: categoryId !== undefined,
            kind: offset === 0 ? 'first' : 'numbered',
            includeHidden: !!opts.includeHidden,
            limit: params.limit + 1,
          }).execute({ category: categoryId, limit: params.limit + 1, offset, counter: shopCounter })
        : await cardRows(db, {
            where: and(base, substringCondition(words)),
            keys: sortKeys(mode, words),
            order: dir,
            limit: params.limit + 1,
            offset,
            counter: shopCounter,
          });
    if (shopCounter) total = await hitTotal(rows, 1, () => counter(db, shopCounter));
  }

  const current = cursor ? cursor.p : params.page;
  const more = rows.length > params.limit;
  const pageRows = more ? rows.slice(0, params.limit) : rows;
  const last = pageRows.at(-1);
  const nextCursor =
    more && last
      ? encodeCursor({ s: sortName(mode), p: current + 1, t: total, k: [...last.sortKeys, String(last.id)] })
      : null;
  return {
    data: pageRows.map(toCard),
    pagination: { ...buildPagination(total, current, params.limit), hasNextPage: more, nextCursor },
  };
}

/**
 * The total read in a page's own statement (a ranked search's hits, or a shop counter); a page past the
 * last one has no rows to carry it, so it is read apart (rare: a pager only links pages that exist).
 */
async function hitTotal(
  rows: { hitCount: number }[],
  offset: number,
  count: () => Promise<number>,
): Promise<number> {
  if (rows.length > 0) return rows[0]!.hitCount;
  return offset === 0 ? 0 : count();
}

/** The product page's reads, each prepared once: the product's other products of its category. */
async function relatedProducts(db: Db, product: { id: number; categoryId: number | null }) {
  if (product.categoryId === null) return [];
  const rows = await prepared(db, 'product:related', () =>
    db
      .select(cardColumns)
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(
        and(
          isNull(products.hiddenAt),
          eq(products.categoryId, sql.placeholder('category')),
          ne(products.id, sql.placeholder('id')),
        ),
      )
      .orderBy(desc(products.sold), asc(products.id))
      .limit(writtenLimit(RELATED_LIMIT)),
  ).execute({ category: product.categoryId, id: product.id });
  return rows.map(toCard);
}

/** The product row (with its card's columns) found by slug or name (`key`), or by `id`. */
function findProductRow(db: Db, by: 'key' | 'id', opts: VisibilityOptions) {
  return prepared(db, `product:${by}:${!!opts.includeHidden}`, () => {
    const key = sql.placeholder('key');
    return (
      db
        .select({
          ...cardColumns,
          description: products.description,
          productTypeId: products.productTypeId,
          maxPurchase: products.maxPurchase,
          createdAt: products.createdAt,
          updatedAt: products.updatedAt,
        })
        .from(products)
        .leftJoin(categories, eq(categories.id, products.categoryId))
        .where(
          and(
            visible(opts),
            by === 'id'
              ? eq(products.id, sql.placeholder('id'))
              : or(eq(products.slug, key), sql`lower(${products.name}) = lower(${key})`),
          ),
        )
        // A slug wins over another product's name that reads the same.
        .orderBy(...(by === 'key' ? [sql`(${products.slug} = ${key}) desc`] : []), asc(products.id))
        .limit(1)
    );
  });
}

type ProductRow = Awaited<ReturnType<ReturnType<typeof findProductRow>['execute']>>[number];

async function toProduct(db: Db, row: ProductRow) {
  const [images, attributes, related] = await Promise.all([
    prepared(db, 'product:images', () =>
      db
        .select({ id: productImages.id })
        .from(productImages)
        .where(eq(productImages.productId, sql.placeholder('id')))
        .orderBy(asc(productImages.position), asc(productImages.id)),
    ).execute({ id: row.id }),
    prepared(db, 'product:attributes', () =>
      db
        .select({
          id: productAttributes.id,
          title: productAttributes.title,
          value: productAttributes.value,
          color: productAttributes.color,
        })
        .from(productAttributes)
        .where(eq(productAttributes.productId, sql.placeholder('id')))
        .orderBy(asc(productAttributes.position), asc(productAttributes.id)),
    ).execute({ id: row.id }),
    relatedProducts(db, row),
  ]);
  const product: Product = {
    ...toCard(row),
    description: row.description,
    product_type_id: row.productTypeId,
    main_image_url: row.thumbnailUrl,
    max_purchase: row.maxPurchase,
    purchase_limit: purchaseLimit(row.stock, row.maxPurchase),
    images: images.map((img) => ({ id: img.id, image_url: imageUrl(img.id, 560) })),
    attributes,
    related_products: related,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
  return product;
}

/**
 * GET /products/{slug}: the full product by its slug, or by its exact name (case-insensitive, as the
 * spec's URLs used names). Throws NOT_FOUND 'Product not found'.
 */
export async function getProductBySlugOrName(
  db: Db,
  slugOrName: string,
  opts: VisibilityOptions = {},
): Promise<Product> {
  const key = slugOrName.trim();
  if (!key || key.includes('\u0000')) throw AppError.notFound(PRODUCT_NOT_FOUND);
  const [row] = await findProductRow(db, 'key', opts).execute({ key });
  if (!row) throw AppError.notFound(PRODUCT_NOT_FOUND);
  return toProduct(db, row);
}

/** The full product by id (the admin's answers after a write). Throws NOT_FOUND 'Product not found'. */
export async function getProductById(db: Db, id: number, opts: VisibilityOptions = {}): Promise<Product> {
  const [row] = await findProductRow(db, 'id', opts).execute({ id });
  if (!row) throw AppError.notFound(PRODUCT_NOT_FOUND);
  return toProduct(db, row);
}

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  // Only what a shopper can see is counted: the shop counter kept by the products triggers.
  product_count: sql<number>`coalesce((select ${shopCounters.n} from ${shopCounters}
    where ${shopCounters.name} = 'products:' || ${categories.id}), 0)`.mapWith(Number),
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

/** GET /categories/{id}. Throws NOT_FOUND 'Category not found'. */
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

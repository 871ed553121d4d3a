import type {
  AdminProductListParams,
  AdminProductListResponse,
  ProductListParams,
  ProductListResponse,
  ProductStatus,
} from '@toko/shared';
import { buildPagination, SEARCH_COUNT_LIMIT } from '@toko/shared';
import { and, eq, gt, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { findCategoryBySlug } from './categories.service.ts';
import { markBefore } from './page-marks.ts';
import {
  type CardRow,
  isUnlisted,
  toAdminCard,
  toCard,
  type VisibilityOptions,
  visible,
} from './product-cards.ts';
import {
  type AskedSort,
  afterCursor,
  assertCursorFits,
  type Cursor,
  cursorValues,
  decodeCursor,
  encodeCursor,
  type SortDir,
  type SortMode,
  sortKeys,
} from './product-cursor.ts';
import { browsePage, type CardRows, cardRows, counter, hitTotal } from './product-pages.ts';
import {
  cappedCount,
  FUZZY_BELOW,
  fuzzyCondition,
  fuzzyHits,
  relevanceHits,
  searchWords,
  substringCondition,
} from './product-search.ts';

// GET /products: one page of product cards, by sort or by search, numbered or by cursor.

/** One listing request, as the three kinds of page below read it. */
interface Listing {
  db: Db;
  params: ProductListParams;
  /** The products listed: the shop's (active), or the owner's drafts or archive (ADR 085). */
  status: ProductStatus;
  /** Drafts or the archive: out of the shop's indexes and counters. */
  unlisted: boolean;
  words: string[];
  categoryId: number | undefined;
  /** A price, stock or rating filter is asked (ADR 076): the prepared listings and shop counters do not apply. */
  filtered: boolean;
  /** The products of the status, category and filters asked. */
  base: SQL | undefined;
  dir: SortDir;
  /** The sort asked for (a listing without a search is by name); a search without one is ranked. */
  sort: AskedSort | undefined;
  offset: number;
}

/** A page's rows, the sort that read them, the total, and the cursor it followed. */
interface ListedPage {
  mode: SortMode;
  cursor?: Cursor;
  total: number;
  rows: CardRows;
}

/** The sort a cursor belongs to: a ranked search always reads ascending. */
const sortName = (mode: SortMode, dir: SortDir) =>
  `${mode}:${mode === 'relevance' || mode === 'fuzzy' ? 'asc' : dir}`;

/**
 * A ranked search (no sort asked): one statement finds the hits, counts them and reads the page (the rows
 * after `cursor`, or the listing's numbered page).
 */
function rankedRows(l: Listing, mode: 'relevance' | 'fuzzy', cursor?: Cursor) {
  const after = cursor && cursorValues(cursor);
  const skip = cursor ? 0 : l.offset;
  return cardRows(l.db, {
    where: undefined,
    keys: sortKeys(mode, l.words),
    order: 'asc',
    limit: l.params.limit + 1,
    offset: skip,
    hits:
      mode === 'relevance'
        ? relevanceHits(l.db, l.base, l.words, skip + l.params.limit + 1, after, l.unlisted)
        : { cte: fuzzyHits(l.db, l.base, l.words), after },
  });
}

/** The page after a cursor, in the cursor's own sort; its total is the cursor's. */
async function pageAfterCursor(l: Listing, token: string): Promise<ListedPage> {
  const cursor = decodeCursor(token);
  const mode = l.sort ?? (cursor.s.startsWith('fuzzy:') ? 'fuzzy' : 'relevance');
  const keys = sortKeys(mode, l.words);
  assertCursorFits(cursor, sortName(mode, l.dir), keys);
  const limit = l.params.limit + 1;
  let rows: CardRows;
  if ((mode === 'relevance' || mode === 'fuzzy') && l.words.length > 0)
    rows = await rankedRows(l, mode, cursor);
  else if (l.words.length === 0 && !l.filtered && mode !== 'relevance' && mode !== 'fuzzy') {
    const [k0, id] = cursorValues(cursor);
    rows = await browsePage(l.db, {
      mode,
      dir: l.dir,
      category: l.categoryId !== undefined,
      kind: 'cursor',
      status: l.status,
      limit,
    }).execute({ category: l.categoryId, k0, id, limit });
  } else
    rows = await cardRows(l.db, {
      where: and(l.base, substringCondition(l.words), afterCursor(keys, l.dir, cursorValues(cursor))),
      keys,
      order: l.dir,
      limit,
      offset: 0,
    });
  return { mode, cursor, total: cursor.t, rows };
}

/**
 * A ranked search's numbered page. Only when the substrings find fewer than FUZZY_BELOW does a second
 * statement look for close words.
 */
async function rankedSearchPage(l: Listing): Promise<ListedPage> {
  let mode: 'relevance' | 'fuzzy' = 'relevance';
  let rows = await rankedRows(l, mode);
  let total = await hitTotal(rows, l.offset, () =>
    cappedCount(l.db, and(l.base, substringCondition(l.words)), SEARCH_COUNT_LIMIT),
  );
  if (total < FUZZY_BELOW) {
    mode = 'fuzzy';
    rows = await rankedRows(l, mode);
    total = await hitTotal(rows, l.offset, () =>
      cappedCount(l.db, and(l.base, fuzzyCondition(l.words)), SEARCH_COUNT_LIMIT),
    );
  }
  return { mode, total: Math.min(total, SEARCH_COUNT_LIMIT), rows };
}

/** A numbered page in an asked-for sort (a listing, or a search in that sort). */
async function sortedPage(l: Listing): Promise<ListedPage> {
  const mode = l.sort ?? 'name';
  // A shopper's listing reads its total from the shop counters in the page's own statement.
  const shopCounter =
    l.words.length === 0 && !l.unlisted && !l.filtered
      ? l.categoryId === undefined
        ? 'products'
        : `products:${l.categoryId}`
      : undefined;
  let total = 0;
  if (l.words.length === 0 && l.unlisted) total = await cappedCount(l.db, l.base, Number.MAX_SAFE_INTEGER);
  else if (l.words.length === 0 && l.filtered)
    // A filtered listing counts its matches like a search does, up to the count a search shows (ADR 043).
    total = await cappedCount(l.db, l.base, SEARCH_COUNT_LIMIT);
  else if (l.words.length > 0) {
    // A search in an asked-for sort pages over its substring matches; its total also counts close
    // words when the substrings are few (as it always has).
    total = await cappedCount(l.db, and(l.base, substringCondition(l.words)), SEARCH_COUNT_LIMIT);
    if (total < FUZZY_BELOW)
      total = await cappedCount(l.db, and(l.base, fuzzyCondition(l.words)), SEARCH_COUNT_LIMIT);
  }
  const limit = l.params.limit + 1;
  // Deep in the shop's own listing, a numbered page starts from the page mark before it (ADR 093).
  const mark =
    l.words.length === 0 && !l.filtered && !l.unlisted
      ? await markBefore(l.db, { mode, dir: l.dir, categoryId: l.categoryId }, l.offset)
      : null;
  const rows =
    l.words.length === 0 && !l.filtered
      ? await browsePage(l.db, {
          mode,
          dir: l.dir,
          category: l.categoryId !== undefined,
          kind: mark ? 'marked' : l.offset === 0 ? 'first' : 'numbered',
          status: l.status,
          limit,
        }).execute({
          category: l.categoryId,
          limit,
          offset: mark ? mark.skip : l.offset,
          counter: shopCounter,
          ...(mark ? { k0: mark.after[0], id: mark.after[1] } : {}),
        })
      : await cardRows(l.db, {
          where: and(l.base, substringCondition(l.words)),
          keys: sortKeys(mode, l.words),
          order: l.dir,
          limit,
          offset: l.offset,
          counter: shopCounter,
        });
  if (shopCounter) total = await hitTotal(rows, 1, () => counter(l.db, shopCounter));
  return { mode, total, rows };
}

/**
 * The shopper's filters (ADR 076) as conditions on the page's own rows: they narrow whichever sort index
 * or search hits the page reads, so a page stays a keyset range and a cursor carries on under them.
 */
function filterConditions(params: ListingParams): SQL[] {
  const conditions: (SQL | undefined)[] = [
    // The dashboard's 'Stok menipis' (ADR 085): under the product's own threshold.
    params.low_stock ? lt(products.stock, products.lowStockThreshold) : undefined,
    params.min_price === undefined ? undefined : gte(products.price, params.min_price),
    params.max_price === undefined ? undefined : lte(products.price, params.max_price),
    params.in_stock ? gt(products.stock, 0) : undefined,
    params.min_rating === undefined ? undefined : gte(products.rating, params.min_rating),
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

/**
 * GET /products: one page of product cards. Every sort reads its index (keyset with `cursor`, OFFSET with
 * `page`), no window count: the total comes from the shop counters (no search), the hits of a ranked
 * search (counted in the page's own query) or a capped count (a search in another sort), and only on a
 * first page; cursor pages carry it forward.
 */
export function listProducts(db: Db, params: ProductListParams): Promise<ProductListResponse> {
  return listCards(db, params, {}, toCard);
}

/** GET /admin/products: the dashboard's list of one status, optionally only the products running low. */
export function listAdminProducts(db: Db, params: AdminProductListParams): Promise<AdminProductListResponse> {
  return listCards(db, params, { status: params.status }, toAdminCard);
}

/** The listing's query: the storefront's, or the dashboard's with its low-stock filter. */
type ListingParams = ProductListParams & { low_stock?: true };

async function listCards<T>(
  db: Db,
  params: ListingParams,
  opts: VisibilityOptions,
  toItem: (row: CardRow) => T,
): Promise<{ data: T[]; pagination: ProductListResponse['pagination'] }> {
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
  const dir: SortDir = params.sortOrder === 'desc' ? 'desc' : 'asc';
  const filters = filterConditions(params);
  const listing: Listing = {
    db,
    params,
    status: opts.status ?? 'active',
    unlisted: isUnlisted(opts),
    words,
    categoryId,
    filtered: filters.length > 0,
    base: and(
      visible(opts),
      categoryId === undefined ? undefined : eq(products.categoryId, categoryId),
      ...filters,
    ),
    dir,
    sort: params.sortBy ?? (words.length === 0 ? 'name' : undefined),
    offset: ((params.cursor ? 0 : params.page) - 1) * params.limit,
  };
  const { mode, cursor, total, rows } = params.cursor
    ? await pageAfterCursor(listing, params.cursor)
    : words.length > 0 && listing.sort === undefined
      ? await rankedSearchPage(listing)
      : await sortedPage(listing);

  const current = cursor ? cursor.p : params.page;
  const more = rows.length > params.limit;
  const pageRows = more ? rows.slice(0, params.limit) : rows;
  const last = pageRows.at(-1);
  const nextCursor =
    more && last
      ? encodeCursor({
          s: sortName(mode, dir),
          p: current + 1,
          t: total,
          k: [...last.sortKeys, String(last.id)],
        })
      : null;
  return {
    data: pageRows.map(toItem),
    pagination: { ...buildPagination(total, current, params.limit), hasNextPage: more, nextCursor },
  };
}

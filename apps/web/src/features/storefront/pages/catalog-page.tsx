import { SEARCH_COUNT_LIMIT, SHOP_CATEGORIES } from '@toko/shared/constants';
import { lazy, Suspense, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { NotFound } from '../../../components/not-found.tsx';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';
import { useCategories } from '../api/categories.ts';
import { useInfiniteProducts } from '../api/products.ts';
import { Breadcrumb } from '../components/breadcrumb.tsx';
import {
  countFilters,
  FILTER_KEYS,
  FILTER_TEXT,
  type ProductFilters,
  parseFilters,
} from '../components/product-filters.ts';
import { ProductList } from '../components/product-list.tsx';
import { parseSort, SortSelect, type SortValue, sortQuery } from '../components/sort-select.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';

// The panel's code loads when the shopper opens it (ADR 008, 076).
const FilterPanel = lazy(() => import('../components/filter-panel.tsx'));

/**
 * A category page (`/sofas`...) or, without a category, all products (`/products`), searched with the
 * header's box. Sort, search and filters (price, stock, rating: ADR 076) live in the URL, so a shared or
 * reloaded link shows the same list.
 */
export default function CatalogPage() {
  const { category: segment } = useParams();
  const [params, setParams] = useSearchParams();
  const slug = segment?.toLowerCase();
  const sort = parseSort(params.get('sort'));
  const search = slug ? '' : (params.get('search') ?? '').trim();
  const filters = parseFilters(params);
  const filterCount = countFilters(filters);
  // Opened by a tap (never while rendering on the server): inline from 640 px, a sheet below.
  const [filterMode, setFilterMode] = useState<'panel' | 'sheet' | null>(null);

  const categories = useCategories();
  const shopCategory = SHOP_CATEGORIES.find((c) => c.slug === slug);
  const category = slug ? categories.data?.find((c) => c.slug === slug) : undefined;
  const list = useInfiniteProducts({
    categoryName: slug,
    search: search || undefined,
    ...sortQuery(sort),
    ...filters,
  });

  const unknown = Boolean(slug && !shopCategory && categories.isSuccess && !category);
  const title =
    shopCategory?.name ?? category?.name ?? (search ? `Hasil pencarian “${search}”` : 'Semua Produk');
  useDocumentTitle(unknown ? null : title);
  if (unknown) return <UnknownCategory />;
  // A search or a filter counts its matches only up to SEARCH_COUNT_LIMIT (ADR 043): at the limit there are more.
  const total = list.data?.pages[0]?.pagination.totalItems;

  const update = (changes: { sort?: SortValue }) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value && !(key === 'sort' && value === 'relevan')) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };
  const applyFilters = (next: ProductFilters) => {
    const p = new URLSearchParams(params);
    for (const key of FILTER_KEYS) {
      const v = next[key];
      if (v === undefined) p.delete(key);
      else p.set(key, String(v));
    }
    setParams(p, { replace: true });
    if (filterMode === 'sheet') setFilterMode(null);
  };
  const toggleFilters = () => {
    if (filterMode) setFilterMode(null);
    else setFilterMode(window.matchMedia('(min-width: 640px)').matches ? 'panel' : 'sheet');
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      {/* On a drawn page each part is taken over in a task of its own (ADR 096). */}
      <HydrateLater>
        <Breadcrumb
          className="mb-2"
          links={[{ to: '/', label: 'Beranda' }]}
          current={shopCategory?.name ?? category?.name ?? 'Semua Produk'}
        />
      </HydrateLater>
      <HydrateLater>
        <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <h1 className="truncate text-2xl font-bold text-stone-900 sm:text-3xl">{title}</h1>
            <p className="mt-1 h-5 text-sm text-stone-500">
              {total === undefined
                ? ''
                : `${total}${(search || filterCount > 0) && total >= SEARCH_COUNT_LIMIT ? '+' : ''} produk`}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <button
              type="button"
              onClick={toggleFilters}
              aria-expanded={filterMode !== null}
              className="inline-flex h-10 items-center gap-2 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-brand-500"
            >
              {FILTER_TEXT.open}
              {filterCount > 0 ? (
                <>
                  <span
                    aria-hidden
                    className="rounded-full bg-brand-700 px-1.5 text-xs font-semibold text-white"
                  >
                    {filterCount}
                  </span>
                  <span className="sr-only">{FILTER_TEXT.active(filterCount)}</span>
                </>
              ) : null}
            </button>
            {filterCount > 0 ? (
              <button
                type="button"
                onClick={() => applyFilters({})}
                className="h-10 rounded-lg px-2 text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                {FILTER_TEXT.clear}
              </button>
            ) : null}
            <SortSelect value={sort} onChange={(value) => update({ sort: value })} />
          </div>
        </div>
      </HydrateLater>
      {filterMode ? (
        <Suspense fallback={null}>
          <FilterPanel
            // A new set of filters from the URL (a link, 'Hapus filter') starts the panel's fields over.
            key={FILTER_KEYS.map((k) => filters[k] ?? '').join('|')}
            value={filters}
            onApply={applyFilters}
            onClose={() => setFilterMode(null)}
            mode={filterMode}
          />
        </Suspense>
      ) : null}
      <ProductList list={list} />
    </div>
  );
}

function UnknownCategory() {
  useDocumentTitle('Halaman tidak ditemukan');
  return <NotFound to="/products" label="Lihat Semua Produk" />;
}

import { SEARCH_COUNT_LIMIT, SHOP_CATEGORIES } from '@toko/shared/constants';
import { useParams, useSearchParams } from 'react-router';
import { NotFound } from '../../../components/not-found.tsx';
import { useCategories } from '../api/categories.ts';
import { useInfiniteProducts } from '../api/products.ts';
import { Breadcrumb } from '../components/breadcrumb.tsx';
import { ProductList } from '../components/product-list.tsx';
import { parseSort, SortSelect, type SortValue, sortQuery } from '../components/sort-select.tsx';
import { useDocumentTitle } from '../components/use-document-title.ts';

/**
 * A category page (`/sofas`...) or, without a category, all products (`/products`), searched with the
 * header's box. Sort and search live in the URL, so a shared or reloaded link shows the same list.
 */
export default function CatalogPage() {
  const { category: segment } = useParams();
  const [params, setParams] = useSearchParams();
  const slug = segment?.toLowerCase();
  const sort = parseSort(params.get('sort'));
  const search = slug ? '' : (params.get('search') ?? '').trim();

  const categories = useCategories();
  const shopCategory = SHOP_CATEGORIES.find((c) => c.slug === slug);
  const category = slug ? categories.data?.find((c) => c.slug === slug) : undefined;
  const list = useInfiniteProducts({ categoryName: slug, search: search || undefined, ...sortQuery(sort) });

  const unknown = Boolean(slug && !shopCategory && categories.isSuccess && !category);
  const title =
    shopCategory?.name ?? category?.name ?? (search ? `Hasil pencarian “${search}”` : 'Semua Produk');
  useDocumentTitle(unknown ? null : title);
  if (unknown) return <UnknownCategory />;
  // A search counts its matches only up to SEARCH_COUNT_LIMIT (ADR 043): at the limit there are more.
  const total = list.data?.pages[0]?.pagination.totalItems;

  const update = (changes: { sort?: SortValue }) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value && !(key === 'sort' && value === 'relevan')) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
      <Breadcrumb
        className="mb-2"
        links={[{ to: '/', label: 'Beranda' }]}
        current={shopCategory?.name ?? category?.name ?? 'Semua Produk'}
      />
      <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-bold text-stone-900 sm:text-3xl">{title}</h1>
          <p className="mt-1 h-5 text-sm text-stone-500">
            {total === undefined ? '' : `${total}${search && total >= SEARCH_COUNT_LIMIT ? '+' : ''} produk`}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SortSelect value={sort} onChange={(value) => update({ sort: value })} />
        </div>
      </div>
      <ProductList list={list} />
    </div>
  );
}

function UnknownCategory() {
  useDocumentTitle('Halaman tidak ditemukan');
  return <NotFound to="/products" label="Lihat Semua Produk" />;
}

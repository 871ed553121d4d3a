import { SHOP_CATEGORIES } from '@toko/shared/constants';
import { Link } from 'react-router';
import { useCategories } from '../api/categories.ts';
import { CategoryIcon } from './category-icon.tsx';

/** The home page's five category tiles with their real product counts (docs/product.md 2.3, docs/architecture.md section 5). */
export function CategoryTiles() {
  const categories = useCategories();
  const countOf = (slug: string) => categories.data?.find((c) => c.slug === slug)?.product_count;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5">
      {SHOP_CATEGORIES.map((c) => {
        const count = countOf(c.slug);
        return (
          <li key={c.slug} className="last:col-span-2 sm:last:col-span-1">
            <Link
              to={`/${c.slug}`}
              data-testid="category-tile"
              className="group flex h-full items-center gap-3 rounded-2xl border border-stone-200 bg-white p-4 transition-colors hover:border-brand-500 hover:bg-brand-50"
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 group-hover:bg-white">
                <CategoryIcon slug={c.slug} className="size-7" />
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-stone-900">{c.name}</span>
                <span className="block text-sm text-stone-500" data-testid="category-count">
                  {count !== undefined ? `${count} produk` : categories.isError ? 'Lihat produk' : '\u00a0'}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

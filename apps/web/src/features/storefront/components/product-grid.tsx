import type { ReactNode } from 'react';

/** 2 columns on a phone up to 6 on a wide screen (docs/product.md 2.4). */
export const GRID_CLASS =
  'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6';
/** A row of four (the home page's featured products). */
export const FOUR_CLASS = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4';

export function ProductGrid({
  children,
  gridClass = GRID_CLASS,
}: {
  children: ReactNode;
  gridClass?: string;
}) {
  return <ul className={gridClass}>{children}</ul>;
}

/** Grey cards in the grid's shape while the first page loads. */
export function ProductGridSkeleton({
  count = 12,
  gridClass = GRID_CLASS,
  label = 'Memuat produk...',
}: {
  count?: number;
  gridClass?: string;
  label?: string;
}) {
  return (
    <div role="status" aria-label={label}>
      <ul className={gridClass} aria-hidden>
        {Array.from({ length: count }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-xl border border-stone-200 bg-white">
            <div className="aspect-square animate-pulse bg-stone-100" />
            <div className="space-y-2 p-3">
              <div className="h-3 animate-pulse rounded bg-stone-100" />
              <div className="h-3 w-2/3 animate-pulse rounded bg-stone-100" />
              <div className="h-4 w-1/2 animate-pulse rounded bg-stone-200" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

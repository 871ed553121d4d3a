import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorText } from '../../../components/ui/states.tsx';
import { HydrateLater } from '../../../lib/hydrate-later.tsx';
import type { useInfiniteProducts } from '../api/products.ts';
import { ProductCard } from './product-card.tsx';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';
import { useOnVisible } from './use-on-visible.ts';

export const EMPTY_TEXT = 'Tidak ada produk yang tersedia saat ini.';

/**
 * The infinite product grid of category and all-products pages (docs/product.md 2.4): 12 at a time, the next page
 * loads when the last card comes into view and there is one.
 */
export function ProductList({ list }: { list: ReturnType<typeof useInfiniteProducts> }) {
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = list;
  const lastCardRef = useOnVisible(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  });

  if (list.isPending) return <ProductGridSkeleton />;
  if (list.isError && !list.data) return <ErrorText error={list.error} />;

  const products = list.data.pages.flatMap((p) => p.data);
  if (products.length === 0) return <EmptyState>{EMPTY_TEXT}</EmptyState>;

  return (
    <div>
      <ProductGrid>
        {products.map((product, i) => (
          // Each card is taken over in a task of its own on a drawn page (ADR 096).
          <HydrateLater key={product.id}>
            <li ref={i === products.length - 1 ? lastCardRef : undefined}>
              <ProductCard product={product} priority={i < 4} />
            </li>
          </HydrateLater>
        ))}
      </ProductGrid>
      {isFetchingNextPage ? (
        <p role="status" className="flex items-center justify-center gap-3 py-8 text-sm text-stone-500">
          <span
            className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent"
            aria-hidden
          />
          Loading more products...
        </p>
      ) : null}
      {isFetchNextPageError ? (
        <div className="mt-6 flex flex-col items-center gap-3">
          <ErrorText error={list.error} />
          <Button variant="outline" onClick={() => void fetchNextPage()}>
            Coba lagi
          </Button>
        </div>
      ) : null}
    </div>
  );
}

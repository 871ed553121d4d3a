import { lazy, Suspense } from 'react';

// The list, its query and its code load after the product page has rendered (ADR 074): the server draws
// the page without them and a first visit's JavaScript stays as it was (ADR 008, 041).
const ProductReviews = lazy(() => import('./product-reviews.tsx'));

/** 'Ulasan' on the product page: the anchor the rating links to, then the list once loaded. */
export function ReviewsSlot({ slug, count }: { slug: string; count: number }) {
  return (
    <section id="ulasan" aria-labelledby="ulasan-judul" className="mt-12 scroll-mt-24">
      <h2 id="ulasan-judul" className="mb-4 text-xl font-bold text-stone-900">
        Ulasan
      </h2>
      <Suspense fallback={<p className="text-sm text-stone-500">Memuat ulasan...</p>}>
        <ProductReviews slug={slug} count={count} />
      </Suspense>
    </section>
  );
}

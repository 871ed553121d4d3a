import { lazy, Suspense } from 'react';

// The block, its query and its code load after the product page has rendered, so the page's first paint
// and the JavaScript of a first visit stay as they were (ADR 008).
const BarangOffer = lazy(() => import('./barang-offer.tsx'));

/** 'Cicil lewat Arisan' on the product page (issue 14), shown when the product has an open group. */
export function BarangOfferSlot({ productId }: { productId: number }) {
  return (
    <Suspense fallback={null}>
      <BarangOffer productId={productId} />
    </Suspense>
  );
}

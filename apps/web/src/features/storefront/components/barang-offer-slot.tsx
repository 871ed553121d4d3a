import { lazy, Suspense } from 'react';

// The block, its query and its code load after the product page has rendered, so the page's first paint
// and the JavaScript of a first visit stay as they were (ADR 008).
const BarangOffer = lazy(() => import('./barang-offer.tsx'));

/** 'Cicil lewat Arisan' on the product page (issue 14), shown when the product has an open group. */
export function BarangOfferSlot({ productId }: { productId: number }) {
  // The box keeps the block's place while the page comes alive: most products have no group, so the
  // server draws nothing here, and Preact would take the next section for the block still loading and
  // leave its attributes as the server wrote them (ADR 094). `contents`: no box of its own in the layout.
  return (
    <div className="contents">
      <Suspense fallback={null}>
        <BarangOffer productId={productId} />
      </Suspense>
    </div>
  );
}

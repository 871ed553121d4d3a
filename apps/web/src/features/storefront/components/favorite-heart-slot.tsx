import { lazy, Suspense } from 'react';

// The heart, its queries and its code load after the page has rendered: the server draws no heart, so the
// hydrated page matches it, and the JavaScript of a first visit stays as it was (ADR 008, 041, 076).
const FavoriteHeart = lazy(() => import('./favorite-heart.tsx'));

/** The product's heart ('Favorit'), on a card (over the picture) or on the product page. */
export function FavoriteHeartSlot(props: {
  product: { id: number; name: string };
  variant?: 'card' | 'page';
}) {
  return (
    <Suspense fallback={null}>
      <FavoriteHeart {...props} />
    </Suspense>
  );
}

import { useMutationState } from '@tanstack/react-query';
import type { BarangGroup } from '@toko/shared';
import { lazy, Suspense } from 'react';
import { useBarangGroups } from '../api/barang-groups.ts';
import { joinBarangGroupKey } from '../api/join-barang-group.ts';

// The block's code loads only for a product that has a group, so the product page's first visit does
// not grow (ADR 008).
const BarangOffer = lazy(() => import('./barang-offer.tsx'));

/**
 * 'Cicil lewat Arisan' on the product page (issue 14): read after the product itself, shown when the
 * product has an arisan barang group taking members. Nothing renders until the answer is there, so a
 * server-rendered page and its first client render agree.
 */
export function BarangOfferSlot({ productId }: { productId: number }) {
  const groups = useBarangGroups(productId);
  // The list holds groups not yet started: the join that filled a group (and started it) would make it
  // vanish under the member's thumb, so the join's own answer keeps it on the page.
  const joinedNow = useMutationState({
    filters: { mutationKey: joinBarangGroupKey, status: 'success' },
    select: (m) => m.state.data as BarangGroup,
  });
  if (!groups.data) return null;
  const shown = [...groups.data];
  for (const g of joinedNow) {
    if (g.product.id === productId && !shown.some((s) => s.id === g.id)) shown.push(g);
  }
  if (shown.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <BarangOffer groups={shown} />
    </Suspense>
  );
}

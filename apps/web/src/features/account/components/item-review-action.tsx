import { REVIEW_TEXT, type ReviewableItem } from '@toko/shared';
import { Check } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/**
 * An item of a delivered order: 'Beri Ulasan' while it waits for a review, 'Sudah diulas' after
 * (ADR 074). Nothing until the list of items to review has loaded.
 */
export function ItemReviewAction({
  itemId,
  reviewable,
  onWrite,
}: {
  itemId: number;
  reviewable: ReviewableItem[] | undefined;
  onWrite: (item: ReviewableItem) => void;
}) {
  if (!reviewable) return null;
  const item = reviewable.find((r) => r.order_item_id === itemId);
  if (item) {
    return (
      <Button size="sm" variant="outline" onClick={() => onWrite(item)}>
        {REVIEW_TEXT.write}
      </Button>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium text-green-700">
      <Check className="size-3.5" aria-hidden />
      {REVIEW_TEXT.done}
    </span>
  );
}

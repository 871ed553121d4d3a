import type { Review } from '@toko/shared';
import { REVIEW_TEXT, reviewPhotoUrl } from '@toko/shared/review-texts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FilterChips } from '../../../components/ui/filter-chips.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { ErrorText } from '../../../components/ui/states.tsx';
import { formatDate } from '../../../lib/format.ts';
import { type ReviewFilters, useProductReviews } from '../api/product-reviews.ts';

type StarChip = 'all' | '5' | '4' | '3' | '2' | '1';
const STAR_CHIPS: { value: StarChip; label: string }[] = [
  { value: 'all', label: REVIEW_TEXT.allStars },
  ...(['5', '4', '3', '2', '1'] as const).map((n) => ({ value: n, label: `${n} Bintang` })),
];

/** The product page's reviews (ADR 074): newest first, by stars and with photos, more on request. */
export default function ProductReviews({ slug, count }: { slug: string; count: number }) {
  const [stars, setStars] = useState<StarChip>('all');
  const [withPhotos, setWithPhotos] = useState(false);
  const filters: ReviewFilters = {
    ...(stars === 'all' ? {} : { rating: Number(stars) }),
    ...(withPhotos ? { withPhotos: true } : {}),
  };
  const reviews = useProductReviews(slug, filters, count > 0);
  const [opened, setOpened] = useState<{ id: number; alt: string } | null>(null);

  if (count === 0) return <p className="text-sm text-stone-600">{REVIEW_TEXT.empty}</p>;
  const shown = reviews.data?.pages.flatMap((p) => p.data) ?? [];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <FilterChips label="Filter bintang" chips={STAR_CHIPS} value={stars} onChange={setStars} scroll />
        <button
          type="button"
          aria-pressed={withPhotos}
          onClick={() => setWithPhotos((v) => !v)}
          className={`shrink-0 rounded-full border px-3.5 py-1.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 ${
            withPhotos
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-100'
          }`}
        >
          {REVIEW_TEXT.withPhotos}
        </button>
      </div>
      {reviews.isPending ? (
        <p className="text-sm text-stone-500">Memuat ulasan...</p>
      ) : reviews.isError ? (
        <ErrorText error={reviews.error} prefix="Gagal memuat ulasan" />
      ) : shown.length === 0 ? (
        <p className="text-sm text-stone-600">{REVIEW_TEXT.emptyFiltered}</p>
      ) : (
        <ul
          className="divide-y divide-stone-100 rounded-2xl bg-white ring-1 ring-stone-200"
          aria-live="polite"
        >
          {shown.map((r) => (
            <ReviewItem key={r.id} review={r} onOpen={setOpened} />
          ))}
        </ul>
      )}
      {reviews.hasNextPage ? (
        <Button
          variant="outline"
          className="self-center"
          loading={reviews.isFetchingNextPage}
          onClick={() => reviews.fetchNextPage()}
        >
          {REVIEW_TEXT.loadMore}
        </Button>
      ) : null}
      <Dialog open={opened !== null} onClose={() => setOpened(null)} title="Foto Ulasan" size="lg">
        {opened ? (
          <img
            src={reviewPhotoUrl(opened.id, 'large')}
            alt={opened.alt}
            className="mx-auto max-h-[70vh] w-auto"
          />
        ) : null}
      </Dialog>
    </div>
  );
}

function ReviewItem({
  review,
  onOpen,
}: {
  review: Review;
  onOpen: (photo: { id: number; alt: string }) => void;
}) {
  return (
    <li className="flex flex-col gap-2 p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.rating} />
        <span className="text-sm font-semibold text-stone-900">{review.reviewer_name}</span>
        <span className="text-xs text-stone-500">{formatDate(review.created_at, 'DD MMMM YYYY')}</span>
      </div>
      {review.text ? (
        <p className="text-sm leading-relaxed whitespace-pre-line break-words text-stone-700">
          {review.text}
        </p>
      ) : null}
      {review.photos.length > 0 ? (
        <ul className="flex gap-2" aria-label="Foto ulasan">
          {review.photos.map((p, i) => {
            const alt = `Foto ${i + 1} dari ulasan ${review.reviewer_name}`;
            return (
              <li key={p.id}>
                <button
                  type="button"
                  onClick={() => onOpen({ id: p.id, alt })}
                  className="block overflow-hidden rounded-lg ring-1 ring-stone-200 focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  <img
                    src={reviewPhotoUrl(p.id, 'thumb')}
                    alt={`${alt}, buka lebih besar`}
                    width={80}
                    height={80}
                    loading="lazy"
                    className="size-20 object-cover"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {review.reply ? (
        <div className="rounded-lg bg-stone-50 px-3 py-2 text-sm">
          <p className="font-semibold text-stone-800">{REVIEW_TEXT.ownerReply}</p>
          <p className="whitespace-pre-line break-words text-stone-700">{review.reply}</p>
        </div>
      ) : null}
    </li>
  );
}

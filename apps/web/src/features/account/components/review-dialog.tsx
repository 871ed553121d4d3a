import { REVIEW_LIMITS, REVIEW_TEXT, type ReviewableItem } from '@toko/shared';
import { useId } from 'react';
import { z } from 'zod';
import { PhotoFilesInput, photoFilesSchema } from '../../../components/photo-files-input.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CancelButton, Form, FormActions, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { StarIcon } from '../../../components/ui/stars.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useCreateReview } from '../api/reviews.ts';

// The shared limits; the server checks every one again, and the photos by their bytes (ADR 074).
const ReviewFormSchema = z.object({
  rating: z.coerce
    .number({ error: REVIEW_TEXT.ratingRequired })
    .int()
    .min(1, REVIEW_TEXT.ratingRequired)
    .max(5, REVIEW_TEXT.ratingRequired),
  text: z.string().max(REVIEW_LIMITS.textMax, REVIEW_TEXT.textTooLong),
  photos: photoFilesSchema({ max: REVIEW_LIMITS.photosMax, message: REVIEW_TEXT.tooManyPhotos }),
});
type ReviewFormIn = z.input<typeof ReviewFormSchema>;
type ReviewFormOut = z.output<typeof ReviewFormSchema>;

const STAR_WORDS = ['Sangat buruk', 'Buruk', 'Cukup', 'Baik', 'Sangat baik'];

/** 'Beri Ulasan' for one item of a delivered order: stars (a radio group), text and up to 3 photos. */
export function ReviewDialog({ item, onClose }: { item: ReviewableItem | null; onClose: () => void }) {
  return (
    <Dialog open={item !== null} onClose={onClose} title={REVIEW_TEXT.write}>
      {item ? <ReviewForm key={item.order_item_id} item={item} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ReviewForm({ item, onClose }: { item: ReviewableItem; onClose: () => void }) {
  const create = useCreateReview();
  const form = useZodForm<ReviewFormOut, ReviewFormIn>(ReviewFormSchema, { text: '' });
  const errors = form.formState.errors;
  const rating = Number(form.watch('rating') ?? 0);
  const text = form.watch('text') ?? '';
  const ids = { stars: useId() };
  return (
    <Form
      form={form}
      aria-label={`Ulasan ${item.product_name}`}
      onSubmit={(values) =>
        create.mutateAsync({
          orderItemId: item.order_item_id,
          productSlug: item.product_slug,
          rating: values.rating,
          text: values.text,
          photos: values.photos,
        })
      }
      success={REVIEW_TEXT.sent}
      failure="Gagal mengirim ulasan"
      onSuccess={onClose}
    >
      <p className="text-sm font-medium text-stone-900">{item.product_name}</p>
      <fieldset
        className="flex flex-col gap-1"
        aria-describedby={errors.rating ? `${ids.stars}-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-stone-700">Rating</legend>
        <div className="flex items-center gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded p-0.5 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-brand-500"
            >
              <input
                type="radio"
                value={n}
                className="sr-only"
                aria-invalid={errors.rating ? true : undefined}
                {...form.register('rating')}
              />
              <StarIcon filled={n <= rating} className="size-8" />
              <span className="sr-only">
                {n} bintang, {STAR_WORDS[n - 1]}
              </span>
            </label>
          ))}
          <span className="ml-2 text-sm text-stone-600" aria-hidden>
            {rating ? STAR_WORDS[rating - 1] : ''}
          </span>
        </div>
        {errors.rating ? (
          <p id={`${ids.stars}-error`} className="text-xs text-red-600">
            {errors.rating.message}
          </p>
        ) : null}
      </fieldset>
      <div className="flex flex-col gap-1">
        <Textarea
          label="Ulasan (opsional)"
          maxLength={REVIEW_LIMITS.textMax}
          placeholder="Ceritakan kualitas barang dan pengirimannya"
          error={errors.text?.message}
          {...form.register('text')}
        />
        <p className="self-end text-xs text-stone-500" aria-live="polite">
          {text.length}/{REVIEW_LIMITS.textMax}
        </p>
      </div>
      <PhotoFilesInput
        label={`Foto (opsional, maks. ${REVIEW_LIMITS.photosMax} foto, 5 MB per foto)`}
        error={errors.photos?.message}
        {...form.register('photos')}
      />
      <FormActions>
        <CancelButton onClick={onClose}>Batal</CancelButton>
        <SubmitButton>Kirim Ulasan</SubmitButton>
      </FormActions>
    </Form>
  );
}

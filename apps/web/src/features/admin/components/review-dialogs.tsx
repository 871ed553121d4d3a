import { type AdminReview, REVIEW_LIMITS, ReviewHideBodySchema, ReviewReplyBodySchema } from '@toko/shared';
import { ReasonForm } from '../../../components/reason-form.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CancelButton, Form, FormActions, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useHideReview, useReplyToReview } from '../api/reviews.ts';

/** 'Balas Ulasan': the owner's one reply, shown under the review on the product page. */
export function ReplyDialog({ review, onClose }: { review: AdminReview | null; onClose: () => void }) {
  return (
    <Dialog open={review !== null} onClose={onClose} title="Balas Ulasan">
      {review ? <ReplyForm key={review.id} review={review} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ReplyForm({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  const reply = useReplyToReview();
  const form = useZodForm(ReviewReplyBodySchema, { reply: '' });
  return (
    <Form
      form={form}
      aria-label="Balas Ulasan"
      onSubmit={(body) => reply.mutateAsync({ review, body })}
      success="Balasan terkirim"
      failure="Gagal mengirim balasan"
      onSuccess={onClose}
    >
      <p className="text-sm text-stone-700">
        Ulasan {review.reviewer_name} untuk <strong>{review.product.name}</strong>. Balasan hanya bisa dikirim
        sekali dan tampil di halaman produk.
      </p>
      {review.text ? (
        <blockquote className="rounded-lg bg-stone-50 px-3 py-2 text-sm text-stone-700">
          {review.text}
        </blockquote>
      ) : null}
      <Textarea
        label="Balasan"
        rows={4}
        maxLength={REVIEW_LIMITS.replyMax}
        autoFocus
        {...form.register('reply')}
        error={form.formState.errors.reply?.message}
      />
      <FormActions>
        <CancelButton onClick={onClose}>Batal</CancelButton>
        <SubmitButton>Kirim Balasan</SubmitButton>
      </FormActions>
    </Form>
  );
}

/** 'Sembunyikan Ulasan' with a reason the owner keeps; the product's figures drop it. */
export function HideDialog({ review, onClose }: { review: AdminReview | null; onClose: () => void }) {
  const hide = useHideReview();
  return (
    <Dialog open={review !== null} onClose={onClose} title="Sembunyikan Ulasan">
      {review ? (
        <ReasonForm
          key={review.id}
          schema={ReviewHideBodySchema}
          intro={`Ulasan ${review.reviewer_name} untuk ${review.product.name} tidak akan tampil lagi di toko, dan rating produk dihitung ulang tanpanya.`}
          label="Alasan"
          placeholder="Contoh: berisi nomor telepon pribadi"
          submitLabel="Sembunyikan"
          save={(body) => hide.mutateAsync({ review, body })}
          success="Ulasan disembunyikan"
          failure="Gagal menyembunyikan ulasan"
          onClose={onClose}
        />
      ) : null}
    </Dialog>
  );
}

import { MAX_RETURN_PHOTOS, type Order, RETURN_TEXT, type ReturnEligibility } from '@toko/shared';
import { useMemo } from 'react';
import { z } from 'zod';
import { PhotoFilesInput, photoFilesSchema } from '../../../components/photo-files-input.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CancelButton, Form, FormActions, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { VariantNote } from '../../../components/variant-note.tsx';
import { useRequestReturn } from '../api/returns.ts';

const PICK_ITEMS = 'Pilih barang yang dikembalikan';

/** The form's rules, built for this order: no more of an item than is still returnable. */
function returnFormSchema(lefts: number[]) {
  return z
    .object({
      quantities: z.array(z.coerce.number({ error: 'Isi angka' }).int('Isi angka bulat').min(0, 'Minimal 0')),
      reason: z.string().trim().min(10, 'Ceritakan alasan pengembalian (minimal 10 huruf)').max(1000),
      photos: photoFilesSchema({ min: 1, max: MAX_RETURN_PHOTOS, message: RETURN_TEXT.photos }),
    })
    .superRefine((v, ctx) => {
      v.quantities.forEach((q, i) => {
        if (q > (lefts[i] ?? 0))
          ctx.addIssue({ code: 'custom', path: ['quantities', i], message: `Maksimal ${lefts[i]}` });
      });
      if (v.quantities.every((q) => q === 0))
        ctx.addIssue({ code: 'custom', path: ['quantities', 0], message: PICK_ITEMS });
    });
}
type FormOut = z.output<ReturnType<typeof returnFormSchema>>;
type FormIn = z.input<ReturnType<typeof returnFormSchema>>;

/**
 * 'Ajukan Pengembalian' (ADR 089): how many of each item go back, why, and 1 to 3 photos of them. The shop
 * decides; the page then shows the answer and, once refunded, the transfer's reference.
 */
export function ReturnRequestDialog({
  order,
  eligibility,
  open,
  onClose,
}: {
  order: Order;
  eligibility: ReturnEligibility;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Ajukan Pengembalian" size="lg">
      {open ? <ReturnRequestForm order={order} eligibility={eligibility} onClose={onClose} /> : null}
    </Dialog>
  );
}

function ReturnRequestForm({
  order,
  eligibility,
  onClose,
}: {
  order: Order;
  eligibility: ReturnEligibility;
  onClose: () => void;
}) {
  const request = useRequestReturn();
  const lines = useMemo(
    () =>
      order.items.map((item) => ({
        item,
        left: eligibility.returnable.find((r) => r.order_item_id === item.id)?.quantity ?? 0,
      })),
    [order, eligibility],
  );
  const schema = useMemo(() => returnFormSchema(lines.map((l) => l.left)), [lines]);
  const form = useZodForm<FormOut, FormIn>(schema, {
    quantities: lines.map(() => 0),
    reason: '',
  });
  const errors = form.formState.errors;
  return (
    <Form
      form={form}
      aria-label={`Pengembalian ${order.order_number}`}
      onSubmit={(v) =>
        request.mutateAsync({
          orderId: order.id,
          reason: v.reason,
          items: lines
            .map((l, i) => ({ order_item_id: l.item.id, quantity: v.quantities[i] ?? 0 }))
            .filter((r) => r.quantity > 0),
          photos: v.photos,
        })
      }
      success="Pengajuan pengembalian terkirim. Toko akan memeriksanya."
      failure="Gagal mengajukan pengembalian"
      onSuccess={onClose}
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium text-stone-700">Barang yang dikembalikan</legend>
        {lines.map(({ item, left }, i) => (
          <div key={item.id} className="grid items-start gap-2 sm:grid-cols-[1fr_9rem]">
            <p className="text-sm text-stone-800">
              {item.product.name}
              <VariantNote label={item.variant_label} />
              <span className="block text-xs text-stone-500">
                Dibeli {item.quantity}, bisa dikembalikan {left}
              </span>
            </p>
            <Field
              label={
                <>
                  Jumlah<span className="sr-only"> {item.product.name}</span>
                </>
              }
              type="number"
              inputMode="numeric"
              min={0}
              max={left}
              disabled={left === 0}
              error={errors.quantities?.[i]?.message}
              {...form.register(`quantities.${i}`)}
            />
          </div>
        ))}
      </fieldset>
      <Textarea
        label="Alasan"
        placeholder="Contoh: kaki kursi patah saat paket dibuka"
        maxLength={1000}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <PhotoFilesInput
        label={`Foto barang (1-${MAX_RETURN_PHOTOS} foto, 5 MB per foto)`}
        error={errors.photos?.message}
        {...form.register('photos')}
      />
      <FormActions>
        <CancelButton onClick={onClose}>Batal</CancelButton>
        <SubmitButton>Kirim Pengajuan</SubmitButton>
      </FormActions>
    </Form>
  );
}

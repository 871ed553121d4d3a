import { useQueryClient } from '@tanstack/react-query';
import { type OrderReturn, type Refund, RefundFieldsSchema } from '@toko/shared';
import { parseRupiah } from '@toko/shared/format';
import { ExternalLink } from 'lucide-react';
import { useId, useState } from 'react';
import { z } from 'zod';
import { useObjectUrl } from '../../../components/payment-proof-viewer.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Form, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { MoneyInput, moneyText } from '../../../components/ui/money-input.tsx';
import { formatDate, formatRupiah } from '../../../lib/format.ts';
import { toastFailure } from '../../../lib/notify.ts';
import { useBusyAction } from '../../../lib/use-busy-action.ts';
import { refundProofQuery } from '../api/refund-proof.ts';
import { useRefundReturn } from '../api/refund-return.ts';

const MAX_BYTES = 5 * 1024 * 1024;

/** What the returned items cost the customer: the refund's starting point. */
export const itemsValue = (r: OrderReturn) => r.items.reduce((sum, i) => sum + i.price * i.quantity, 0);

// The shared refund fields, with the amount typed as grouped rupiah ('125.000') and the receipt a file. The
// server alone judges the amount against what is left to refund: another refund may have come meanwhile.
const RefundFormSchema = z.object({
  amount: z.preprocess(
    (v) => (typeof v === 'string' ? String(parseRupiah(v) ?? v) : v),
    RefundFieldsSchema.shape.amount,
  ),
  reference: RefundFieldsSchema.shape.reference,
  restock: z.boolean(),
  receipt: z
    .custom<FileList | undefined>()
    .transform((files) => files?.[0])
    .pipe(
      z
        .instanceof(File)
        .refine((file) => file.size <= MAX_BYTES, 'Ukuran file paling besar 5 MB')
        .optional(),
    ),
});
interface RefundFormValues {
  amount: string;
  reference: string;
  restock: boolean;
  receipt?: FileList;
}

/** 'Catat Pengembalian Dana': after the owner has sent the money, what was sent and under which reference. */
export function RefundForm({
  value,
  onRefunded,
}: {
  value: OrderReturn;
  onRefunded: (next: OrderReturn) => void;
}) {
  const refund = useRefundReturn();
  const form = useZodForm<z.output<typeof RefundFormSchema>, RefundFormValues>(RefundFormSchema, {
    amount: moneyText(Math.min(itemsValue(value), value.refundable)),
    reference: '',
    restock: false,
  });
  const errors = form.formState.errors;
  const fileId = useId();

  return (
    <Form
      form={form}
      aria-label="Catat Pengembalian Dana"
      className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4"
      onSubmit={(fields) => refund.mutateAsync({ id: value.id, ...fields })}
      success="Pengembalian dana dicatat"
      failure="Gagal mencatat pengembalian dana"
      onSuccess={onRefunded}
    >
      <h3 className="font-semibold">Catat Pengembalian Dana</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <MoneyInput
          label="Jumlah (Rp)"
          hint={`Maksimal ${formatRupiah(value.refundable)}`}
          {...form.register('amount')}
          error={errors.amount?.message}
        />
        <Field
          label="Nomor Referensi Transfer"
          maxLength={100}
          {...form.register('reference')}
          error={errors.reference?.message}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={fileId} className="font-medium text-stone-700">
          Bukti transfer (opsional)
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/webp,application/pdf"
          aria-invalid={errors.receipt ? true : undefined}
          aria-describedby={errors.receipt ? `${fileId}-error` : undefined}
          className="text-sm file:mr-3 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
          {...form.register('receipt')}
        />
        {errors.receipt ? (
          <p id={`${fileId}-error`} className="text-xs text-red-600">
            {errors.receipt.message}
          </p>
        ) : (
          <p className="text-xs text-stone-500">Foto atau PDF, maks. 5 MB</p>
        )}
      </div>
      <label className="flex items-center gap-2">
        <input type="checkbox" className="size-4 accent-brand-700" {...form.register('restock')} />
        Kembalikan barang ke stok
      </label>
      <SubmitButton className="sm:self-end">Catat Pengembalian Dana</SubmitButton>
    </Form>
  );
}

/** A recorded refund: the amount, the transfer's reference, the stock, and its receipt on request. */
export function RefundInfo({ returnId, refund }: { returnId: number; refund: Refund }) {
  return (
    <section
      aria-label="Pengembalian Dana"
      className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4"
    >
      <h3 className="font-semibold">Pengembalian Dana</h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
        <dt className="text-stone-500">Jumlah</dt>
        <dd className="font-semibold">{formatRupiah(refund.amount)}</dd>
        <dt className="text-stone-500">Nomor Referensi</dt>
        <dd className="break-all">{refund.reference}</dd>
        <dt className="text-stone-500">Dicatat</dt>
        <dd>{formatDate(refund.created_at, 'DD MMM YYYY - HH:mm')}</dd>
        <dt className="text-stone-500">Stok</dt>
        <dd>{refund.restocked ? 'Stok dikembalikan' : 'Stok tidak diubah'}</dd>
      </dl>
      {refund.has_proof ? <RefundProof returnId={returnId} /> : null}
    </section>
  );
}

/** The receipt is fetched only when asked for (it needs the token), then shown from a blob URL. */
function RefundProof({ returnId }: { returnId: number }) {
  const client = useQueryClient();
  const [file, setFile] = useState<Blob>();
  const url = useObjectUrl(file);
  const { run, busy } = useBusyAction(async () => {
    try {
      setFile(await client.fetchQuery(refundProofQuery(returnId)));
    } catch (err) {
      toastFailure('Gagal memuat bukti transfer', err);
    }
  });
  if (!url) {
    return (
      <Button variant="outline" className="self-start" loading={busy} onClick={() => run()}>
        Lihat bukti transfer
      </Button>
    );
  }
  const isPdf = file?.type === 'application/pdf';
  return (
    <div className="flex flex-col gap-2">
      {isPdf ? (
        <object
          data={url}
          type="application/pdf"
          aria-label="Bukti transfer pengembalian dana (PDF)"
          className="h-[50vh] w-full rounded-lg border border-stone-200"
        />
      ) : (
        <img
          src={url}
          alt="Bukti transfer pengembalian dana"
          className="max-h-[50vh] w-auto max-w-full self-start rounded-lg border border-stone-200 object-contain"
        />
      )}
      <a
        href={url}
        target="_blank"
        rel="noopener"
        className="inline-flex items-center gap-1 self-start font-medium text-brand-700 hover:underline"
      >
        <ExternalLink className="size-4" aria-hidden />
        Buka di tab baru
      </a>
    </div>
  );
}

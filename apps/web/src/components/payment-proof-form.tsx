import { type Bank, type Order, PaymentProofFieldsSchema } from '@toko/shared';
import { isAwaitingPayment } from '@toko/shared/order-rules';
import { type ReactNode, useId } from 'react';
import { z } from 'zod';
import { useUploadPaymentProof } from '../api/orders/upload-payment-proof.ts';
import type { ProofFields } from '../api/proof-form-data.ts';
import { formatDate } from '../lib/format.ts';
import { Form, SubmitButton, useZodForm } from './ui/form.tsx';
import { Field } from './ui/input.tsx';

const MAX_BYTES = 5 * 1024 * 1024;

// The shared text fields plus the one file; the server judges the file again by its bytes (ADR 029).
const ProofFormSchema = PaymentProofFieldsSchema.extend({
  proof: z
    .custom<FileList | undefined>()
    .transform((files) => files?.[0])
    .pipe(
      z
        .instanceof(File, { message: 'Pilih foto atau PDF bukti transfer' })
        .refine((file) => file.size <= MAX_BYTES, 'Ukuran file paling besar 5 MB'),
    ),
});

/**
 * A proof may be sent or replaced while the order waits for its transfer, before its deadline, and
 * until the seller decides (the server refuses anything else with 409; this only hides the form).
 */
export const canUploadProof = (order: Order, now = Date.now()) =>
  isAwaitingPayment(order) &&
  order.payment_status === 'pending' &&
  (!order.payment_due_at || Date.parse(order.payment_due_at) > now);

/** Where the proof of transfer stands: rejected with the seller's reason, being checked, or approved. */
export function PaymentProofStatus({ order }: { order: Order }) {
  if (order.payment_status === 'paid') {
    return (
      <p role="status" className="rounded-lg bg-green-50 px-4 py-3 text-sm text-green-800">
        Pembayaran sudah diterima dan disetujui penjual
        {order.paid_at ? ` pada ${formatDate(order.paid_at, 'DD MMMM YYYY, HH:mm')} WIB` : ''}.
      </p>
    );
  }
  if (order.proof && order.status === 'pending') {
    return (
      <p role="status" className="rounded-lg bg-blue-50 px-4 py-3 text-sm text-blue-800">
        Bukti dari {order.proof.sender_bank} atas nama {order.proof.sender_name} sudah terkirim dan sedang
        diperiksa penjual.
      </p>
    );
  }
  if (order.payment_rejection_reason && order.status === 'pending') {
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
        Bukti transfer sebelumnya ditolak: {order.payment_rejection_reason}
      </p>
    );
  }
  return null;
}

/**
 * 'Unggah Bukti Transfer' for an order, on the payment page and the transaction detail: the one proof
 * form bound to the order's upload and its status. `bank` is the shop's account the shopper picked on the
 * payment page; it is kept with the order, so the seller sees where the money went.
 */
export function PaymentProofForm({
  order,
  bank,
  onUploaded,
}: {
  order: Order;
  bank?: Bank;
  onUploaded?: () => void;
}) {
  const upload = useUploadPaymentProof();
  return (
    <ProofUploadForm
      proof={order.proof}
      status={<PaymentProofStatus order={order} />}
      upload={(fields) =>
        upload.mutateAsync({ orderNumber: order.order_number, ...fields, ...(bank ? { bank } : {}) })
      }
      onUploaded={onUploaded}
    />
  );
}

/**
 * 'Unggah Bukti Transfer': a photo or PDF with the sender's bank and name (ADR 029), for an order or an
 * arisan member's transfer. It replaces an earlier proof until the seller decides; a new upload starts
 * a fresh form (keyed by the proof it replaces).
 */
export function ProofUploadForm(props: {
  /** The proof sent before (its bank and name fill the form again). */
  proof: { sender_bank: string; sender_name: string; uploaded_at: string } | null;
  /** Where the proof stands, shown above the fields. */
  status?: ReactNode;
  upload: (fields: ProofFields) => Promise<unknown>;
  onUploaded?: () => void;
}) {
  return <ProofForm key={props.proof?.uploaded_at ?? 'none'} {...props} />;
}

function ProofForm({
  proof,
  status,
  upload,
  onUploaded,
}: {
  proof: { sender_bank: string; sender_name: string } | null;
  status?: ReactNode;
  upload: (fields: ProofFields) => Promise<unknown>;
  onUploaded?: () => void;
}) {
  const form = useZodForm<z.output<typeof ProofFormSchema>, z.input<typeof ProofFormSchema>>(
    ProofFormSchema,
    { sender_bank: proof?.sender_bank ?? '', sender_name: proof?.sender_name ?? '' },
  );
  const errors = form.formState.errors;
  const fileId = useId();

  return (
    <Form
      form={form}
      aria-label="Unggah Bukti Transfer"
      className="flex flex-col gap-3"
      onSubmit={(values) =>
        upload({ file: values.proof, senderBank: values.sender_bank, senderName: values.sender_name })
      }
      success="Bukti transfer terkirim. Penjual akan memeriksanya."
      failure="Gagal mengunggah bukti transfer"
      onSuccess={() => onUploaded?.()}
    >
      <h2 className="text-base font-semibold">{proof ? 'Ganti Bukti Transfer' : 'Unggah Bukti Transfer'}</h2>
      {status}
      <div className="flex flex-col gap-1">
        <label htmlFor={fileId} className="text-sm font-medium text-stone-700">
          Foto atau PDF (maks. 5 MB)
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/webp,application/pdf"
          aria-invalid={errors.proof ? true : undefined}
          aria-describedby={errors.proof ? `${fileId}-error` : undefined}
          className="text-sm file:mr-3 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
          {...form.register('proof')}
        />
        {errors.proof ? (
          <p id={`${fileId}-error`} className="text-xs text-red-600">
            {errors.proof.message}
          </p>
        ) : null}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Bank pengirim"
          maxLength={50}
          {...form.register('sender_bank')}
          error={errors.sender_bank?.message}
        />
        <Field
          label="Nama pengirim"
          maxLength={100}
          {...form.register('sender_name')}
          error={errors.sender_name?.message}
        />
      </div>
      <SubmitButton className="sm:self-end">Kirim Bukti Transfer</SubmitButton>
    </Form>
  );
}

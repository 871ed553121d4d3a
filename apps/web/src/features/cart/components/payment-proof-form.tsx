import type { Order } from '@toko/shared';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../api/client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { useUploadPaymentProof } from '../api/upload-payment-proof.ts';

const MAX_BYTES = 5 * 1024 * 1024;

/**
 * 'Unggah Bukti Transfer': a photo or PDF with the sender's bank and name (ADR 029). It replaces an
 * earlier proof until the seller decides; a rejection reason is shown above it.
 */
export function PaymentProofForm({ order, onUploaded }: { order: Order; onUploaded?: () => void }) {
  const upload = useUploadPaymentProof();
  const [file, setFile] = useState<File | null>(null);
  const [bank, setBank] = useState(order.proof?.sender_bank ?? '');
  const [name, setName] = useState(order.proof?.sender_name ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setError('Pilih foto atau PDF bukti transfer');
    if (file.size > MAX_BYTES) return setError('Ukuran file paling besar 5 MB');
    if (bank.trim().length < 2 || name.trim().length < 2) return setError('Isi bank dan nama pengirim');
    setError(null);
    upload.mutate(
      { orderNumber: order.order_number, file, senderBank: bank.trim(), senderName: name.trim() },
      {
        onSuccess: () => {
          toast.success('Bukti transfer terkirim. Penjual akan memeriksanya.');
          onUploaded?.();
        },
        onError: (err) => toast.error(`Gagal mengunggah bukti transfer: ${errorMessage(err)}`),
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="Unggah Bukti Transfer" className="flex flex-col gap-3" noValidate>
      <h2 className="text-base font-semibold">
        {order.proof ? 'Ganti Bukti Transfer' : 'Unggah Bukti Transfer'}
      </h2>
      {order.payment_rejection_reason ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          Bukti transfer sebelumnya ditolak: {order.payment_rejection_reason}
        </p>
      ) : null}
      {order.proof ? (
        <p className="text-sm text-stone-600">
          Bukti dari {order.proof.sender_bank} a.n. {order.proof.sender_name} sudah terkirim dan sedang
          diperiksa.
        </p>
      ) : null}
      <label className="flex flex-col gap-1 text-sm font-medium text-stone-700">
        Foto atau PDF (maks. 5 MB)
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,application/pdf"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          className="text-sm"
        />
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Bank pengirim" value={bank} onChange={(e) => setBank(e.target.value)} maxLength={50} />
        <Field label="Nama pengirim" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <Button type="submit" loading={upload.isPending}>
        Kirim Bukti Transfer
      </Button>
    </form>
  );
}

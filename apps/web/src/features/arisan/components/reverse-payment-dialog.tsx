import { type Contribution, ReversePaymentBodySchema } from '@toko/shared';
import { ReasonForm } from '../../../components/reason-form.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatCalendarDate, formatRupiah } from '../../../lib/format.ts';
import { useReversePayment } from '../api/reverse-payment.ts';

/**
 * 'Koreksi' of a ledger row: names the member and the amount, asks why, and appends a reversal (the
 * payment itself is never changed, decision 040).
 */
export function ReversePaymentDialog({
  arisanId,
  payment,
  onClose,
}: {
  arisanId: number;
  payment: Contribution | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={payment !== null} onClose={onClose} title="Koreksi Pembayaran" size="sm">
      {payment ? (
        <ReverseForm key={payment.id} arisanId={arisanId} payment={payment} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function ReverseForm({
  arisanId,
  payment,
  onClose,
}: {
  arisanId: number;
  payment: Contribution;
  onClose: () => void;
}) {
  const reverse = useReversePayment();
  const fee = payment.late_fee > 0 ? ` dan denda ${formatRupiah(payment.late_fee)}` : '';
  return (
    <ReasonForm
      schema={ReversePaymentBodySchema}
      intro={
        <>
          Batalkan pembayaran <span className="font-medium text-stone-900">{payment.member_name}</span>{' '}
          sebesar <span className="font-medium text-stone-900">{formatRupiah(payment.amount)}</span>
          {fee} ({payment.cycles} putaran, {formatCalendarDate(payment.payment_date)})? Baris koreksi
          ditambahkan ke buku kas; pembayaran aslinya tetap tercatat.
        </>
      }
      label="Alasan koreksi"
      submitLabel="Catat Koreksi"
      save={({ reason }) => reverse.mutateAsync({ arisanId, paymentId: payment.id, reason })}
      success="Koreksi pembayaran berhasil dicatat!"
      failure="Gagal mencatat koreksi"
      onClose={onClose}
    />
  );
}

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
  const paidOut = payment.paid_out_cycles;
  return (
    <ReasonForm
      schema={ReversePaymentBodySchema}
      intro={
        <>
          Batalkan pembayaran <span className="font-medium text-stone-900">{payment.member_name}</span>{' '}
          sebesar <span className="font-medium text-stone-900">{formatRupiah(payment.amount)}</span>
          {fee} ({payment.cycles} putaran, {formatCalendarDate(payment.payment_date)})? Baris koreksi
          ditambahkan ke buku kas; pembayaran aslinya tetap tercatat.
          {paidOut.length > 0 ? (
            <span
              role="alert"
              className="mt-3 block rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900"
            >
              <span className="font-semibold">Perhatian:</span> pot putaran {paidOut.join(', ')} sudah
              dibayarkan ke penerima. Setelah koreksi ini, uang yang dibayarkan untuk putaran itu melebihi
              iuran yang terkumpul, dan laporan akan menandainya. Catat koreksi hanya jika uang ini memang
              tidak pernah diterima.
            </span>
          ) : null}
        </>
      }
      label="Alasan koreksi"
      submitLabel={paidOut.length > 0 ? 'Tetap Catat Koreksi' : 'Catat Koreksi'}
      save={({ reason }) =>
        reverse.mutateAsync({
          arisanId,
          paymentId: payment.id,
          reason,
          confirmPaidOut: paidOut.length > 0,
        })
      }
      success="Koreksi pembayaran berhasil dicatat!"
      failure="Gagal mencatat koreksi"
      onClose={onClose}
    />
  );
}

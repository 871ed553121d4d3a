import { type Order, RejectPaymentBodySchema } from '@toko/shared';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CancelButton, Form, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { useRejectPayment } from '../api/reject-payment.ts';

/**
 * 'Tolak Pembayaran': the reason is required and the shopper reads it on the order, so the dialog names
 * the order and says so; the shopper may then upload a new proof before the deadline.
 */
export function RejectPaymentDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  return (
    <Dialog open={order !== null} onClose={onClose} title="Tolak Pembayaran" size="md">
      {order ? <RejectPaymentForm order={order} onClose={onClose} /> : null}
    </Dialog>
  );
}

function RejectPaymentForm({ order, onClose }: { order: Order; onClose: () => void }) {
  const reject = useRejectPayment();
  const form = useZodForm(RejectPaymentBodySchema, { reason: '' });
  return (
    <Form
      form={form}
      aria-label="Tolak Pembayaran"
      onSubmit={(body) => reject.mutateAsync({ id: order.id, body })}
      success={`Bukti transfer ${order.order_number} ditolak`}
      failure="Gagal menolak pembayaran"
      onSuccess={onClose}
    >
      <p className="text-sm text-stone-700">
        Tolak bukti transfer untuk pesanan <span className="font-mono">{order.order_number}</span> (
        {order.user?.fullname ?? 'N/A'}, {formatRupiah(order.total_amount)})? Pembeli melihat alasannya dan
        dapat mengunggah bukti baru sebelum batas waktu.
      </p>
      <Textarea
        label="Alasan penolakan"
        placeholder="Contoh: Nominal transfer tidak sesuai"
        maxLength={300}
        autoFocus
        {...form.register('reason')}
        error={form.formState.errors.reason?.message}
      />
      <div className="flex justify-end gap-2">
        <CancelButton onClick={onClose}>Batal</CancelButton>
        <SubmitButton variant="danger">Tolak Pembayaran</SubmitButton>
      </div>
    </Form>
  );
}

import type { Order } from '@toko/shared';
import { RejectProofDialog } from '../../../components/reject-proof-dialog.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { useRejectPayment } from '../api/reject-payment.ts';

/**
 * 'Tolak Pembayaran': the reason is required and the shopper reads it on the order, so the dialog names
 * the order and says so; the shopper may then upload a new proof before the deadline.
 */
export function RejectPaymentDialog({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const reject = useRejectPayment();
  return (
    <RejectProofDialog
      open={order !== null}
      onClose={onClose}
      title="Tolak Pembayaran"
      intro={
        order ? (
          <>
            Tolak bukti transfer untuk pesanan <span className="font-mono">{order.order_number}</span> (
            {order.user?.fullname ?? 'N/A'}, {formatRupiah(order.total_amount)})? Pembeli melihat alasannya
            dan dapat mengunggah bukti baru sebelum batas waktu.
          </>
        ) : null
      }
      reject={(body) => reject.mutateAsync({ id: order!.id, body })}
      success={`Bukti transfer ${order?.order_number} ditolak`}
      failure="Gagal menolak pembayaran"
    />
  );
}

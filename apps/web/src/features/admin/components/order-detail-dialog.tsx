import { useQuery } from '@tanstack/react-query';
import type { Order } from '@toko/shared';
import { useState } from 'react';
import { orderQuery } from '../../../api/orders/order.ts';
import { useConfirmAction } from '../../../components/list-page/use-confirm-action.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorText } from '../../../components/ui/states.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { useUpdateOrderStatus } from '../api/update-order-status.ts';
import { OrderDetailBody } from './order-detail-body.tsx';
import { RejectPaymentDialog } from './reject-payment-dialog.tsx';

const NA = 'N/A';

/** The order detail of docs/product.md 2.8: every field (N/A when missing), the items, the history, Close and Cancel Order. */
export function OrderDetailDialog({
  orderId,
  fromList,
  onClose,
  onCancel,
}: {
  orderId: number | null;
  fromList?: Order;
  onClose: () => void;
  onCancel: (order: Order) => void;
}) {
  // Always fresh when opened; the list's copy shows at once meanwhile.
  const query = useQuery({
    ...orderQuery(orderId ?? ''),
    enabled: orderId !== null,
    placeholderData: fromList,
    staleTime: 0,
  });
  const order = query.data;
  const update = useUpdateOrderStatus();
  const [rejecting, setRejecting] = useState<Order | null>(null);
  // Approving is marking the payment paid: the order moves to processing and gets its invoice number.
  const approving = useConfirmAction(
    (o: Order) => update.mutateAsync({ id: o.id, body: { payment_status: 'paid' } }),
    { success: (o) => `Pembayaran ${o.order_number} disetujui`, failure: 'Gagal menyetujui pembayaran' },
  );
  const a = approving.target;
  // A proof is decided once, while the order still waits for its transfer (ADR 029).
  const decidable = order?.proof != null && order.status === 'pending' && order.payment_status === 'pending';

  return (
    <>
      <Dialog
        open={orderId !== null}
        onClose={onClose}
        title={order ? `Pesanan ${order.order_number}` : 'Pesanan'}
        size="xl"
        footer={
          <>
            <Button variant="outline" onClick={onClose}>
              Close
            </Button>
            {order && order.status !== 'cancelled' ? (
              <Button variant="danger" onClick={() => onCancel(order)}>
                Cancel Order
              </Button>
            ) : null}
          </>
        }
      >
        {query.isError && !order ? (
          <ErrorText error={query.error} prefix="Gagal memuat pesanan" />
        ) : !order ? (
          <Spinner />
        ) : (
          <OrderDetailBody
            order={order}
            decision={
              decidable ? (
                <div className="flex flex-col gap-2 sm:flex-row">
                  <Button onClick={() => approving.ask(order)}>Setujui Pembayaran</Button>
                  <Button variant="outline" className="text-red-700" onClick={() => setRejecting(order)}>
                    Tolak Pembayaran
                  </Button>
                </div>
              ) : null
            }
          />
        )}
      </Dialog>

      <ConfirmDialog
        {...approving.dialog}
        title="Setujui Pembayaran"
        message={
          <>
            Setujui pembayaran {a ? formatRupiah(a.total_amount) : ''} untuk pesanan{' '}
            <span className="font-mono">{a?.order_number}</span> ({a?.user?.fullname ?? NA})? Pastikan dana
            sudah masuk ke rekening toko; pesanan lalu mulai dikemas.
          </>
        }
        confirmLabel="Ya, Setujui"
        tone="primary"
      />
      <RejectPaymentDialog order={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { Order } from '@toko/shared';
import { COURIER_INFO, ORDER_STATUS_LABEL, paymentMethodLabel } from '@toko/shared/constants';
import { type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../api/client.ts';
import { orderQuery } from '../../../api/orders/order.ts';
import { OrderStatusBadge } from '../../../components/order-status-badges.tsx';
import { PaymentProofViewer } from '../../../components/payment-proof-viewer.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ProductThumb } from '../../../components/ui/product-thumb.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorText } from '../../../components/ui/states.tsx';
import { td, th } from '../../../components/ui/table.tsx';
import { formatDate, formatRupiah } from '../../../lib/format.ts';
import { usePaymentProof } from '../api/payment-proof.ts';
import { useUpdateOrderStatus } from '../api/update-order-status.ts';
import { OrderContactActions } from './order-contact-actions.tsx';
import { OrderHistoryList, PaymentState } from './order-history-list.tsx';
import { RejectPaymentDialog } from './reject-payment-dialog.tsx';
import { ShipmentForm } from './tracking-number-dialog.tsx';

const NA = 'N/A';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-stone-500">{label}</dt>
      <dd className="min-w-0 break-words text-stone-900">{children}</dd>
    </>
  );
}

/** The order's proof of transfer, its file fetched with the admin's token. */
function OrderProof({ order, children }: { order: Order; children?: ReactNode }) {
  const file = usePaymentProof(order);
  if (!order.proof) return null;
  return (
    <PaymentProofViewer proof={order.proof} file={file} amount={order} name={order.order_number}>
      {children}
    </PaymentProofViewer>
  );
}

/** The order detail of spec 2.8: every field (N/A when missing), the items, the history, Close and Cancel Order. */
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
  const [approving, setApproving] = useState<Order | null>(null);
  const [rejecting, setRejecting] = useState<Order | null>(null);
  // A proof is decided once, while the order still waits for its transfer (ADR 029).
  const decidable = order?.proof != null && order.status === 'pending' && order.payment_status === 'pending';

  // Approving is marking the payment paid: the order moves to processing and gets its invoice number.
  const approve = async () => {
    if (!approving) return;
    try {
      await update.mutateAsync({ id: approving.id, body: { payment_status: 'paid' } });
      toast.success(`Pembayaran ${approving.order_number} disetujui`);
      setApproving(null);
    } catch (err) {
      toast.error(`Gagal menyetujui pembayaran: ${errorMessage(err)}`);
    }
  };

  return (
    <>
      <Dialog
        open={orderId !== null}
        onClose={onClose}
        title={order ? `Order ${order.order_number}` : 'Order'}
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
          <ErrorText error={query.error} prefix="Error loading order" />
        ) : !order ? (
          <Spinner />
        ) : (
          <div className="flex flex-col gap-5 text-sm">
            {/* A proof waiting for a decision comes first, with the decision next to it. */}
            {decidable ? (
              <OrderProof order={order}>
                <div className="flex flex-col gap-2 sm:flex-row">
                  <Button onClick={() => setApproving(order)}>Setujui Pembayaran</Button>
                  <Button variant="outline" className="text-red-700" onClick={() => setRejecting(order)}>
                    Tolak Pembayaran
                  </Button>
                </div>
              </OrderProof>
            ) : null}
            <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr_auto_1fr]">
              <Row label="Order number">
                <span className="font-mono">{order.order_number}</span>
              </Row>
              <Row label="Date">{formatDate(order.createdAt, 'DD MMM YYYY - HH:mm')}</Row>
              <Row label="Total">{formatRupiah(order.total_amount)}</Row>
              <Row label="Status">
                <OrderStatusBadge status={order.status} wording="admin" />{' '}
                <span className="text-xs text-stone-500">{ORDER_STATUS_LABEL[order.status]}</span>
              </Row>
              <Row label="Payment method">{paymentMethodLabel(order.payment_method) || NA}</Row>
              <Row label="Payment status">
                <PaymentState order={order} />
              </Row>
              <Row label="Transfer to">{order.payment_bank ?? NA}</Row>
              <Row label="Courier">{order.courier ? COURIER_INFO[order.courier].label : NA}</Row>
              <Row label="Nomor Resi">{order.tracking_number || NA}</Row>
              <Row label="Customer">{order.user?.fullname || NA}</Row>
              <Row label="Email">{order.user?.email || NA}</Row>
            </dl>
            <div>
              <h3 className="mb-1 font-semibold">Shipping address</h3>
              <p className="text-stone-700">{order.shipping_address || NA}</p>
            </div>
            <OrderContactActions order={order} />

            {order.proof && !decidable ? <OrderProof order={order} /> : null}

            {order.status === 'shipped' || order.status === 'delivered' ? (
              <ShipmentForm order={order} />
            ) : null}

            <div>
              <h3 className="mb-2 font-semibold">Items</h3>
              {order.items.length === 0 ? (
                <p className="text-stone-500">No items found in this order</p>
              ) : (
                <div className="overflow-x-auto rounded-lg border border-stone-200">
                  <table className="w-full min-w-max text-left text-sm">
                    <thead>
                      <tr>
                        <th className={th}>Image</th>
                        <th className={th}>Name</th>
                        <th className={`${th} text-right`}>Price</th>
                        <th className={`${th} text-right`}>Quantity</th>
                        <th className={`${th} text-right`}>Subtotal</th>
                      </tr>
                    </thead>
                    <tbody>
                      {order.items.map((item) => (
                        <tr key={item.id}>
                          <td className={td}>
                            <ProductThumb
                              src={item.product.thumbnail_url ?? item.product.image_url}
                              alt={item.product.name}
                              className="size-10"
                              missing="text"
                            />
                          </td>
                          <td className={`${td} whitespace-normal`}>{item.product.name}</td>
                          <td className={`${td} text-right`}>{formatRupiah(item.price)}</td>
                          <td className={`${td} text-right`}>{item.quantity}</td>
                          <td className={`${td} text-right`}>{formatRupiah(item.subtotal)}</td>
                        </tr>
                      ))}
                    </tbody>
                    <tfoot>
                      <tr>
                        <td className={`${td} font-semibold`} colSpan={4}>
                          Total
                        </td>
                        <td className={`${td} text-right font-semibold`}>
                          {formatRupiah(order.total_amount)}
                        </td>
                      </tr>
                    </tfoot>
                  </table>
                </div>
              )}
            </div>

            <OrderHistoryList history={order.status_history} />
          </div>
        )}
      </Dialog>

      <ConfirmDialog
        open={approving !== null}
        title="Setujui Pembayaran"
        message={
          <>
            Setujui pembayaran {approving ? formatRupiah(approving.total_amount) : ''} untuk pesanan{' '}
            <span className="font-mono">{approving?.order_number}</span> ({approving?.user?.fullname ?? NA})?
            Pastikan dana sudah masuk ke rekening toko; pesanan lalu mulai dikemas.
          </>
        }
        confirmLabel="Ya, Setujui"
        tone="primary"
        loading={update.isPending}
        onConfirm={approve}
        onClose={() => setApproving(null)}
      />
      <RejectPaymentDialog order={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}

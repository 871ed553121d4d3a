import type { Order, UpdateOrderStatusBody } from '@toko/shared';
import {
  ORDER_STATUS_LABEL,
  type OrderStatus,
  PAYMENT_STATUS_LABEL,
  type PaymentStatus,
} from '@toko/shared/constants';
import { useState } from 'react';
import { useConfirmAction } from '../../../components/list-page/use-confirm-action.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { runWithToasts } from '../../../lib/notify.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { useUpdateOrderStatus } from '../api/update-order-status.ts';
import { type Shipment, TrackingNumberDialog } from './tracking-number-dialog.tsx';

interface Change {
  order: Order;
  body: UpdateOrderStatusBody;
  what: string;
}

const updated = (o: Order) => `Pesanan ${o.order_number} diperbarui`;
const notUpdated = (o: Order) => `Gagal memperbarui pesanan ${o.order_number}`;

/**
 * What the owner changes from an orders row: a status or payment status waits for a confirmation that
 * names the order (money moves), shipping asks for the courier and Nomor Resi first (they go with the
 * status in one request), and a cancel asks too. Render `OrderChangeDialogs` with the result.
 */
export function useOrderChanges() {
  const update = useUpdateOrderStatus();
  const cancel = useCancelOrder();
  const [shipping, setShipping] = useState<Order | null>(null);
  const asking = useConfirmAction((c: Change) => update.mutateAsync({ id: c.order.id, body: c.body }), {
    success: (c) => updated(c.order),
    failure: (c) => notUpdated(c.order),
  });
  const cancelling = useConfirmAction((o: Order) => cancel.mutateAsync(o.id), {
    success: 'Order canceled successfully',
    failure: 'Failed to cancel order',
  });
  const changeStatus = (order: Order, status: OrderStatus) => {
    if (status === 'shipped') setShipping(order);
    else
      asking.ask({ order, body: { status }, what: `status pesanan menjadi ${ORDER_STATUS_LABEL[status]}` });
  };
  const changePayment = (order: Order, payment_status: PaymentStatus) =>
    asking.ask({
      order,
      body: { payment_status },
      what:
        payment_status === 'paid' && order.status === 'pending'
          ? 'pembayaran menjadi Dibayar (pesanan mulai dikemas)'
          : `status pembayaran menjadi ${PAYMENT_STATUS_LABEL[payment_status]}`,
    });
  const ship = async (order: Order, { courier, trackingNumber }: Shipment) => {
    const body = { status: 'shipped' as const, courier, tracking_number: trackingNumber };
    const ok = await runWithToasts(
      () => update.mutateAsync({ id: order.id, body }),
      updated(order),
      notUpdated(order),
    );
    if (ok) setShipping(null);
  };
  return {
    changeStatus,
    changePayment,
    cancel: cancelling.ask,
    /** The order whose row waits for its update (its dropdowns are off meanwhile). */
    busyId: update.isPending ? update.variables?.id : undefined,
    dialogs: {
      asking,
      cancelling,
      shipping,
      closeShipping: () => setShipping(null),
      ship,
      updating: update.isPending,
    },
  };
}

export function OrderChangeDialogs({ dialogs }: { dialogs: ReturnType<typeof useOrderChanges>['dialogs'] }) {
  const { asking, cancelling, shipping } = dialogs;
  const change = asking.target;
  return (
    <>
      <TrackingNumberDialog
        key={shipping?.id ?? 'none'}
        open={shipping !== null}
        orderNumber={shipping?.order_number ?? ''}
        initial={shipping?.tracking_number ?? ''}
        initialCourier={shipping?.courier}
        loading={dialogs.updating}
        onClose={dialogs.closeShipping}
        onSubmit={async (shipment) => {
          if (shipping) await dialogs.ship(shipping, shipment);
        }}
      />
      <ConfirmDialog
        {...asking.dialog}
        title="Ubah pesanan"
        message={
          <>
            Ubah {change?.what} untuk pesanan <span className="font-mono">{change?.order.order_number}</span>{' '}
            ({change?.order.user?.fullname ?? 'N/A'}, {change ? formatRupiah(change.order.total_amount) : ''}
            )?
          </>
        }
        confirmLabel="Ya, ubah"
        tone="primary"
        loading={dialogs.updating}
      />
      <ConfirmDialog
        {...cancelling.dialog}
        title="Batalkan Pesanan"
        message={
          <>
            Batalkan pesanan <span className="font-mono">{cancelling.target?.order_number}</span>? Stok
            barangnya dikembalikan.
          </>
        }
        confirmLabel="Ya, Batalkan"
        cancelLabel="Tidak"
      />
    </>
  );
}

import type { Order } from '@toko/shared';
import type { OrderStatus, PaymentStatus } from '@toko/shared/constants';
import { EXPIRED_REASON, ORDER_STATUS_LABEL, PAYMENT_STATUS_LABEL } from '@toko/shared/constants';
import { PAYMENT_STAGE_LABEL, type PaymentStage, paymentStage } from '@toko/shared/payment-stage';
import { DASHBOARD_ORDER_STATUS, DASHBOARD_PAYMENT_STATUS } from '../lib/dashboard-words.ts';
import { Badge, type BadgeTone } from './ui/badge.tsx';

// Colours of docs/product.md 4: pending yellow, processing blue, shipped purple, delivered green, anything else red.
const ORDER_TONE: Record<OrderStatus, BadgeTone> = {
  pending: 'yellow',
  processing: 'blue',
  shipped: 'purple',
  delivered: 'green',
  cancelled: 'red',
};
const PAYMENT_TONE: Record<PaymentStatus, BadgeTone> = { pending: 'yellow', paid: 'green', failed: 'red' };
const STAGE_TONE: Record<PaymentStage, BadgeTone> = {
  awaiting: 'yellow',
  review: 'blue',
  paid: 'green',
  failed: 'red',
  cancelled: 'red',
};

export const orderStatusTone = (status: string): BadgeTone => ORDER_TONE[status as OrderStatus] ?? 'red';
export const paymentStatusTone = (status: string): BadgeTone =>
  PAYMENT_TONE[status as PaymentStatus] ?? 'red';

/**
 * Who reads the badge: a shopper sees the spec's labels ('Menunggu konfirmasi Penjual'), the dashboard
 * the owner's short words for the same states ('Menunggu', lib/dashboard-words.ts).
 */
type Wording = 'shopper' | 'admin';

export function OrderStatusBadge({
  status,
  wording = 'shopper',
}: {
  status: OrderStatus;
  wording?: Wording;
}) {
  const text = wording === 'admin' ? DASHBOARD_ORDER_STATUS[status] : ORDER_STATUS_LABEL[status];
  return <Badge tone={orderStatusTone(status)}>{text}</Badge>;
}

export function PaymentStatusBadge({
  status,
  wording = 'shopper',
}: {
  status: PaymentStatus;
  wording?: Wording;
}) {
  const text = wording === 'admin' ? DASHBOARD_PAYMENT_STATUS[status] : PAYMENT_STATUS_LABEL[status];
  return <Badge tone={paymentStatusTone(status)}>{text}</Badge>;
}

/**
 * Where the payment stands, in words for shopper and owner alike (ADR 049): 'Menunggu Verifikasi' while a
 * proof waits for the seller, 'Dibatalkan' for a cancelled unpaid order, else the payment status's label.
 */
export function PaymentStageBadge({
  order,
}: {
  order: Pick<Order, 'status' | 'payment_status'> & { proof?: Order['proof'] };
}) {
  const stage = paymentStage(order);
  return <Badge tone={STAGE_TONE[stage]}>{PAYMENT_STAGE_LABEL[stage]}</Badge>;
}

/** True when the expiry job cancelled the order (its payment deadline passed). */
export const isExpired = (order: Pick<Order, 'status' | 'cancel_reason'>) =>
  order.status === 'cancelled' && order.cancel_reason === EXPIRED_REASON;

/**
 * The shopper's badges of an order: a cancelled order shows only 'Kedaluwarsa' (expired) or
 * 'Dibatalkan', never 'Menunggu Pembayaran' next to it; one whose proof waits reads 'Menunggu Verifikasi'.
 */
export function ShopperOrderBadges({
  order,
}: {
  order: Pick<Order, 'status' | 'payment_status' | 'cancel_reason' | 'proof'>;
}) {
  if (order.status === 'cancelled') {
    return <Badge tone="red">{isExpired(order) ? 'Kedaluwarsa' : ORDER_STATUS_LABEL.cancelled}</Badge>;
  }
  return (
    <>
      <PaymentStageBadge order={order} />
      <OrderStatusBadge status={order.status} />
    </>
  );
}

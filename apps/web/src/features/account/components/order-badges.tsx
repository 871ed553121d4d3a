import type { OrderStatus, PaymentStatus } from '@toko/shared';
import { BANK_TRANSFER, ORDER_STATUS_LABEL, PAYMENT_STATUS_LABEL } from '@toko/shared/constants';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

// Colours of spec 4: pending yellow, processing blue, shipped purple, delivered green, anything else red.
const STATUS_TONE: Record<OrderStatus, BadgeTone> = {
  pending: 'yellow',
  processing: 'blue',
  shipped: 'purple',
  delivered: 'green',
  cancelled: 'red',
};
const PAYMENT_TONE: Record<PaymentStatus, BadgeTone> = { pending: 'yellow', paid: 'green', failed: 'red' };

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{ORDER_STATUS_LABEL[status]}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={PAYMENT_TONE[status]}>{PAYMENT_STATUS_LABEL[status]}</Badge>;
}

/** 'bank_transfer' as a shopper reads it. */
export function paymentMethodLabel(method: string): string {
  return method === BANK_TRANSFER ? 'Transfer Bank' : method;
}

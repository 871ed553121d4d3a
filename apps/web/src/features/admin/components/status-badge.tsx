import type { OrderStatus, PaymentStatus } from '@toko/shared/constants';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

/** Dashboard badge colours (spec 4): pending yellow, processing blue, shipped purple, delivered green, anything else red. */
export function orderStatusTone(status: string): BadgeTone {
  switch (status) {
    case 'pending':
      return 'yellow';
    case 'processing':
      return 'blue';
    case 'shipped':
      return 'purple';
    case 'delivered':
      return 'green';
    default:
      return 'red';
  }
}

export function paymentStatusTone(status: string): BadgeTone {
  return status === 'paid' ? 'green' : status === 'pending' ? 'yellow' : 'red';
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function OrderStatusBadge({ status }: { status: OrderStatus | string }) {
  return <Badge tone={orderStatusTone(status)}>{capitalise(status)}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus | string }) {
  return <Badge tone={paymentStatusTone(status)}>{capitalise(status)}</Badge>;
}

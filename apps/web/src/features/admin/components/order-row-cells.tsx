import type { Order } from '@toko/shared';
import {
  ORDER_STATUSES,
  type OrderStatus,
  PAYMENT_STATUSES,
  type PaymentStatus,
} from '@toko/shared/constants';
import { canTransition, requestedState } from '@toko/shared/order-rules';
import { PAYMENT_STAGE_LABEL, paymentStage } from '@toko/shared/payment-stage';
import {
  orderStatusTone,
  PaymentStageBadge,
  paymentStatusTone,
} from '../../../components/order-status-badges.tsx';
import { DASHBOARD_ORDER_STATUS, DASHBOARD_PAYMENT_STATUS } from '../../../lib/dashboard-words.ts';

// The row dropdowns carry the badge colours of docs/product.md 4.
const TONE_CLASS: Record<string, string> = {
  yellow: 'bg-yellow-50 text-yellow-900 border-yellow-300',
  blue: 'bg-blue-50 text-blue-900 border-blue-300',
  purple: 'bg-purple-50 text-purple-900 border-purple-300',
  green: 'bg-green-50 text-green-900 border-green-300',
  red: 'bg-red-50 text-red-900 border-red-300',
};

const ROW_SELECT =
  'h-9 w-36 rounded-lg border px-2 text-sm font-medium focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:opacity-60';

/**
 * The orders table's payment column (docs/product.md 2.8: a dropdown of pending, paid, failed, sent at once, each in
 * the owner's words: 'Belum Dibayar', 'Dibayar', 'Gagal'). A
 * cancelled unpaid order has nothing to choose and reads 'Dibatalkan', never 'pending'; one whose proof
 * waits says so under the dropdown (ADR 049).
 */
export function OrderPaymentCell({
  order,
  busy,
  onChange,
}: {
  order: Order;
  busy: boolean;
  onChange: (status: PaymentStatus) => void;
}) {
  const stage = paymentStage(order);
  if (stage === 'cancelled') return <PaymentStageBadge order={order} />;
  return (
    <>
      <select
        aria-label={`Status pembayaran ${order.order_number}`}
        value={order.payment_status}
        disabled={busy}
        onChange={(e) => onChange(e.target.value as PaymentStatus)}
        className={`${ROW_SELECT} ${TONE_CLASS[paymentStatusTone(order.payment_status)]}`}
      >
        {PAYMENT_STATUSES.map((s) => (
          <option
            key={s}
            value={s}
            disabled={
              s !== order.payment_status &&
              !canTransition(order, requestedState(order, { payment_status: s }))
            }
          >
            {DASHBOARD_PAYMENT_STATUS[s]}
          </option>
        ))}
      </select>
      {stage === 'review' ? (
        <span className="mt-1 block text-xs font-medium text-blue-800">{PAYMENT_STAGE_LABEL.review}</span>
      ) : null}
    </>
  );
}

/** The orders table's status column: a dropdown offering only the moves of the transition table. */
export function OrderStatusCell({
  order,
  busy,
  onChange,
}: {
  order: Order;
  busy: boolean;
  onChange: (status: OrderStatus) => void;
}) {
  return (
    <select
      aria-label={`Status pesanan ${order.order_number}`}
      value={order.status}
      disabled={busy}
      onChange={(e) => onChange(e.target.value as OrderStatus)}
      className={`${ROW_SELECT} ${TONE_CLASS[orderStatusTone(order.status)]}`}
    >
      {ORDER_STATUSES.map((s) => (
        <option
          key={s}
          value={s}
          disabled={s !== order.status && !canTransition(order, requestedState(order, { status: s }))}
        >
          {DASHBOARD_ORDER_STATUS[s]}
        </option>
      ))}
    </select>
  );
}

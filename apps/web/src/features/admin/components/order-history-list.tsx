import type { Order, StatusHistoryEntry } from '@toko/shared';
import { PAYMENT_STAGE_LABEL, paymentStage, REVIEW_OVERDUE_LABEL } from '@toko/shared/payment-stage';
import {
  OrderStatusBadge,
  PaymentStageBadge,
  PaymentStatusBadge,
} from '../../../components/order-status-badges.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { DASHBOARD_PAYMENT_STATUS, ROLE_LABEL } from '../../../lib/dashboard-words.ts';
import { formatDate } from '../../../lib/format.ts';

/** The shopper's words for a state, beside the owner's badge, when they say something the badge does not. */
export function ShopperWords({ badge, shopper }: { badge: string; shopper: string }) {
  return badge === shopper ? null : (
    <>
      {' '}
      <span className="text-xs text-stone-500">{shopper}</span>
    </>
  );
}

/**
 * The order detail's payment status (docs/product.md 2.8): the stored status as the dropdown names it, with what
 * the shopper reads when that says more ('Menunggu Verifikasi'); a cancelled unpaid order reads
 * 'Dibatalkan' alone, and a proof the owner is late to decide is flagged (ADR 049).
 */
export function PaymentState({ order }: { order: Order }) {
  const stage = paymentStage(order);
  if (stage === 'cancelled') return <PaymentStageBadge order={order} />;
  return (
    <>
      <PaymentStatusBadge status={order.payment_status} wording="admin" />
      <ShopperWords
        badge={DASHBOARD_PAYMENT_STATUS[order.payment_status]}
        shopper={PAYMENT_STAGE_LABEL[stage]}
      />
      {order.review_overdue ? (
        <>
          {' '}
          <Badge tone="red">{REVIEW_OVERDUE_LABEL}</Badge>
        </>
      ) : null}
    </>
  );
}

/** 'Riwayat Status', oldest first: both statuses (a cancelled unpaid step shows no payment), when, who, the note. */
export function OrderHistoryList({ history }: { history: StatusHistoryEntry[] }) {
  return (
    <div>
      <h3 className="mb-2 font-semibold">Riwayat Status</h3>
      {history.length === 0 ? (
        <p className="text-stone-500">N/A</p>
      ) : (
        <ol className="flex flex-col gap-3 border-l-2 border-stone-200 pl-4">
          {history.map((h, i) => (
            <li key={`${h.timestamp}-${i}`} className="relative">
              <span
                className="absolute top-1.5 -left-[21px] size-2.5 rounded-full bg-brand-600"
                aria-hidden
              />
              <div className="flex flex-wrap items-center gap-2">
                <OrderStatusBadge status={h.status} wording="admin" />
                {paymentStage(h) === 'cancelled' ? null : (
                  <PaymentStatusBadge status={h.payment_status} wording="admin" />
                )}
                <span className="text-xs text-stone-500">
                  {formatDate(h.timestamp, 'DD MMMM YYYY, HH:mm')} · {ROLE_LABEL[h.actor_role]}
                </span>
              </div>
              {h.notes ? <p className="mt-1 text-stone-700">{h.notes}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

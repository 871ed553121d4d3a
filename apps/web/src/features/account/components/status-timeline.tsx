import type { StatusHistoryEntry } from '@toko/shared';
import { ORDER_STATUS_LABEL } from '@toko/shared/constants';
import { PAYMENT_STAGE_LABEL, paymentStage } from '@toko/shared/payment-stage';
import { formatDate } from '../../../lib/format.ts';

/**
 * 'Dikemas · Dibayar': the order status and, unless it says the same, the payment's (a cancelled unpaid
 * order reads 'Dibatalkan' once, never 'Menunggu Pembayaran').
 */
function stateLine(h: StatusHistoryEntry): { order: string; payment: string | null } {
  const order = ORDER_STATUS_LABEL[h.status];
  const payment = PAYMENT_STAGE_LABEL[paymentStage(h)];
  return { order, payment: payment === order ? null : payment };
}

/** The order's history, newest first: status, time ('DD MMMM YYYY, HH:mm') and the note. */
export function StatusTimeline({ history }: { history: StatusHistoryEntry[] }) {
  const newestFirst = [...history].reverse();
  return (
    <ol className="relative flex flex-col gap-4 border-l-2 border-stone-200 pl-5">
      {newestFirst.map((h, i) => {
        const state = stateLine(h);
        return (
          <li key={`${h.timestamp}-${i}`} className="relative">
            <span
              aria-hidden
              className={`absolute top-1 -left-[1.72rem] size-3 rounded-full ring-4 ring-white ${
                i === 0 ? 'bg-brand-600' : 'bg-stone-300'
              }`}
            />
            <p className="text-sm font-semibold text-stone-900">
              {state.order}
              {state.payment ? <span className="font-normal text-stone-500"> · {state.payment}</span> : null}
            </p>
            <p className="text-xs text-stone-500">
              <time dateTime={h.timestamp}>{formatDate(h.timestamp, 'DD MMMM YYYY, HH:mm')}</time>
            </p>
            {h.notes ? <p className="mt-0.5 text-sm break-words text-stone-700">{h.notes}</p> : null}
          </li>
        );
      })}
    </ol>
  );
}

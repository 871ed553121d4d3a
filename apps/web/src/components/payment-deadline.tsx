import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatDate } from '../lib/format.ts';

const two = (n: number) => String(n).padStart(2, '0');

/** '23:59:07' (hours may pass 24 for long deadlines). */
export function formatCountdown(ms: number): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}

/**
 * The payment deadline of a waiting order (ADR 028): a live countdown and the date in Asia/Jakarta time.
 * Shown on the payment page and the transaction detail.
 */
export function PaymentDeadline({ dueAt }: { dueAt: string }) {
  const due = Date.parse(dueAt);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = due - now;
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      data-testid="payment-deadline"
    >
      <Clock className="size-4 shrink-0" aria-hidden />
      {left > 0 ? (
        <>
          <span>
            Bayar dalam{' '}
            <span className="font-mono text-base font-bold" role="timer" aria-label="Sisa waktu pembayaran">
              {formatCountdown(left)}
            </span>
          </span>
          <span className="text-amber-800">
            Batas pembayaran {formatDate(dueAt, 'DD MMMM YYYY, HH:mm')} WIB
          </span>
        </>
      ) : (
        <span className="font-medium">
          Batas waktu pembayaran sudah lewat ({formatDate(dueAt, 'DD MMMM YYYY, HH:mm')} WIB)
        </span>
      )}
    </div>
  );
}

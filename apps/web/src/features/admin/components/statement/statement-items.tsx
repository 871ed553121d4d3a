import type { StatementLine, StatementPayment } from '@toko/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../../components/ui/badge.tsx';
import { formatCalendarDate, formatRupiah } from '../../../../lib/format.ts';
import { KIND_LABEL, stateWords } from './statement-words.ts';

/** The mutation line as the bank wrote it: date, description, amount, and where it stands in the file. */
export function MutationLine({ line }: { line: StatementLine }) {
  return (
    <div className="flex flex-col gap-0.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="text-sm text-stone-600">
          {formatCalendarDate(line.date, 'DD MMM YYYY')} · Baris {line.line_no}
        </span>
        <span className="font-semibold tabular-nums">{formatRupiah(line.amount)}</span>
      </div>
      <p className="break-words font-mono text-xs text-stone-700">{line.description}</p>
    </div>
  );
}

/**
 * A payment the line could be for: what it is, its amount and state, and the way to the page where the
 * owner decides it (the server's `link`; named by its reference, so several candidates have distinct links).
 */
export function PaymentSummary({
  payment,
  badge,
  amount = true,
}: {
  payment: StatementPayment;
  /** Instead of the payment's state (a match shows 'Dibayar': this import approved it). */
  badge?: ReactNode;
  /** A match leaves it out: the line above says the same amount. */
  amount?: boolean;
}) {
  const state = stateWords(payment.state);
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
      <div className="flex min-w-0 flex-col">
        {/* An order's label starts with 'Pesanan'; a member's transfer says what it is. */}
        {payment.kind === 'barang_transfer' ? (
          <span className="text-xs text-stone-500">{KIND_LABEL.barang_transfer}</span>
        ) : null}
        <span className="break-words font-medium">{payment.label}</span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {amount ? <span className="tabular-nums">{formatRupiah(payment.amount)}</span> : null}
        {badge ?? <Badge tone={state.tone}>{state.label}</Badge>}
        <Link
          to={payment.link}
          className="font-medium text-brand-700 underline-offset-2 hover:underline"
          aria-label={`Buka ${payment.reference}`}
        >
          {payment.reference}
        </Link>
      </div>
    </div>
  );
}

/** One finding of the import: a card in its group's list. */
export function ResultItem({ children }: { children: ReactNode }) {
  return <li className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4">{children}</li>;
}

/** The owner's next step for a finding. */
export function NextStep({ children }: { children: ReactNode }) {
  return <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">{children}</p>;
}

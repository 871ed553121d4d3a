import type { OrderSummary } from '@toko/shared';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { CartProblemsAlert } from './cart-problems-alert.tsx';
import { SummaryRow } from './summary-row.tsx';

/**
 * Subtotal, Pajak, Pengiriman ('Gratis' when zero), Diskon (when a voucher takes something off), Total and
 * the way on to the address step, which is shut, with the reasons beside it, while a line cannot be bought
 * (`problems`). `voucher` is the 'Kode Voucher' field, above the totals.
 */
export function CartSummary({
  summary,
  problems = [],
  voucher,
}: {
  summary: OrderSummary;
  problems?: string[];
  voucher?: ReactNode;
}) {
  const reasonId = useId();
  return (
    <SectionCard title="Ringkasan Belanja" large>
      {voucher}
      <dl className="flex flex-col gap-2">
        <SummaryRow label="Subtotal">{formatRupiah(summary.subTotal)}</SummaryRow>
        <SummaryRow label="Pajak">{formatRupiah(summary.tax)}</SummaryRow>
        <SummaryRow label="Pengiriman">
          {summary.shipping ? formatRupiah(summary.shipping) : 'Gratis'}
        </SummaryRow>
        {summary.discount ? <SummaryRow label="Diskon">- {formatRupiah(summary.discount)}</SummaryRow> : null}
        <div className="my-2 border-t border-stone-100" />
        <SummaryRow label="Total" strong>
          {formatRupiah(summary.total)}
        </SummaryRow>
      </dl>
      {problems.length > 0 ? (
        <>
          <CartProblemsAlert id={reasonId} problems={problems} className="mt-5" />
          <Button size="lg" className="mt-3 w-full" disabled aria-describedby={reasonId}>
            Proceed to Checkout
          </Button>
        </>
      ) : (
        <Link to="/cart/address" className={buttonClass('primary', 'lg', 'mt-5 w-full')}>
          Proceed to Checkout
        </Link>
      )}
    </SectionCard>
  );
}

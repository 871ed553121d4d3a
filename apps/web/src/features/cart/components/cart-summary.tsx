import type { OrderSummary } from '@toko/shared';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { SummaryRow } from './summary-row.tsx';

/** Subtotal, Pajak, Pengiriman ('Gratis' when zero), Total and the way on to the address step. */
export function CartSummary({ summary }: { summary: OrderSummary }) {
  return (
    <section
      aria-labelledby="cart-summary-title"
      className="rounded-2xl border border-stone-200 bg-white p-5"
    >
      <h2 id="cart-summary-title" className="mb-4 text-lg font-semibold">
        Ringkasan Belanja
      </h2>
      <dl className="flex flex-col gap-2">
        <SummaryRow label="Subtotal">{formatRupiah(summary.subTotal)}</SummaryRow>
        <SummaryRow label="Pajak">{formatRupiah(summary.tax)}</SummaryRow>
        <SummaryRow label="Pengiriman">
          {summary.shipping ? formatRupiah(summary.shipping) : 'Gratis'}
        </SummaryRow>
        <div className="my-2 border-t border-stone-100" />
        <SummaryRow label="Total" strong>
          {formatRupiah(summary.total)}
        </SummaryRow>
      </dl>
      <Link to="/cart/address" className={buttonClass('primary', 'lg', 'mt-5 w-full')}>
        Proceed to Checkout
      </Link>
    </section>
  );
}

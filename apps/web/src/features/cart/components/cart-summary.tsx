import type { CartShippingTo, OrderSummary } from '@toko/shared';
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
 * (`problems`). `voucher` is the 'Kode Voucher' field, above the totals. `shippingTo` names the address
 * 'Pengiriman' is priced for (the default one), since the number changes with it (ADR 073).
 */
export function CartSummary({
  summary,
  problems = [],
  voucher,
  shippingTo = null,
}: {
  summary: OrderSummary;
  problems?: string[];
  voucher?: ReactNode;
  shippingTo?: CartShippingTo | null;
}) {
  const reasonId = useId();
  return (
    <SectionCard title="Ringkasan Belanja" large>
      {voucher}
      <dl className="flex flex-col gap-2">
        <SummaryRow label="Subtotal">{formatRupiah(summary.subTotal)}</SummaryRow>
        <SummaryRow label="Pajak">{formatRupiah(summary.tax)}</SummaryRow>
        <SummaryRow label={<ShippingLabel to={shippingTo} />}>
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

/** 'Pengiriman' with the address it is priced for underneath: 'ke Rumah, Kota Semarang'. */
function ShippingLabel({ to }: { to: CartShippingTo | null }) {
  if (!to) return 'Pengiriman';
  return (
    <>
      Pengiriman
      {to.in_area ? (
        <span className="block text-xs font-normal text-stone-500">
          ke {to.label}, {to.kabupaten}
        </span>
      ) : (
        <span className="block text-xs font-normal text-amber-800">
          {to.label} ({to.kabupaten}) di luar area pengiriman: pilih alamat lain saat checkout
        </span>
      )}
    </>
  );
}

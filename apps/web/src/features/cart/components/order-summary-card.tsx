import type { Order } from '@toko/shared';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { VariantNote } from '../../../components/variant-note.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { SummaryRow } from './summary-row.tsx';

/** 'Ringkasan Pesanan' on the payment page (docs/product.md 2.6): items at unit price, then the totals. */
export function OrderSummaryCard({ order }: { order: Order }) {
  return (
    <SectionCard title="Ringkasan Pesanan" large>
      <ul className="mb-3 flex flex-col gap-3 border-b border-stone-100 pb-3">
        {order.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-3 text-sm">
            <span className="min-w-0">
              <span className="block font-medium break-words text-stone-900">{item.product.name}</span>
              <VariantNote label={item.variant_label} />
              <span className="text-stone-500">Jumlah: {item.quantity}</span>
            </span>
            {/* The unit price, not multiplied by the quantity (docs/product.md 9). */}
            <span className="shrink-0 font-medium text-stone-900">{formatRupiah(item.price)}</span>
          </li>
        ))}
      </ul>
      <dl className="flex flex-col gap-2">
        <SummaryRow label="Subtotal">{formatRupiah(order.subtotal)}</SummaryRow>
        <SummaryRow label="Pengiriman">
          {order.shipping_cost ? formatRupiah(order.shipping_cost) : 'Free'}
        </SummaryRow>
        {order.discount ? (
          <SummaryRow label={order.voucher_code ? `Diskon (${order.voucher_code})` : 'Diskon'}>
            - {formatRupiah(order.discount)}
          </SummaryRow>
        ) : null}
        {order.unique_code ? (
          <SummaryRow label="Kode Unik">{formatRupiah(order.unique_code)}</SummaryRow>
        ) : null}
        <div className="my-1 border-t border-stone-100" />
        <SummaryRow label="Total" strong>
          {formatRupiah(order.total_amount)}
        </SummaryRow>
      </dl>
    </SectionCard>
  );
}

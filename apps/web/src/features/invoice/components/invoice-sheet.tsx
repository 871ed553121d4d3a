import type { Order } from '@toko/shared';
import { COURIER_INFO, PAYMENT_STATUS_LABEL, paymentMethodLabel } from '@toko/shared/constants';
import type { ReactNode } from 'react';
import { PrintSheet } from '../../../components/print-page.tsx';
import { VariantNote } from '../../../components/variant-note.tsx';
import { formatDate, formatRupiah } from '../../../lib/format.ts';

const SHOP_NAME = 'Toko';

/**
 * The invoice of one paid order on its A4 sheet: the page of one order prints it, and so does the bulk
 * print of the owner's selection (ADR 088).
 */
export function InvoiceSheet({ order }: { order: Order }) {
  const th = 'border-b border-stone-300 py-2 pl-3 font-semibold whitespace-nowrap first:pl-0';
  const td = 'border-b border-stone-100 py-2 pl-3 align-top first:pl-0';
  // On a phone the unit price goes under the name; paper and wider screens have its own column.
  const priceColumn = 'hidden sm:table-cell print:table-cell';
  return (
    <PrintSheet aria-label={`Invoice ${order.invoice_number}`}>
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-brand-700 pb-4">
        <div>
          <p className="text-2xl font-bold text-brand-700">{SHOP_NAME}</p>
          <p className="text-stone-500">Furnitur &amp; Elektronik</p>
        </div>
        <div className="text-right">
          <h1 className="text-xl font-bold tracking-wide">INVOICE</h1>
          <p className="font-mono">{order.invoice_number}</p>
        </div>
      </header>

      <section className="grid gap-4 sm:grid-cols-2 print:grid-cols-2">
        <div>
          <h2 className="mb-1 text-xs font-semibold text-stone-500 uppercase">Ditagihkan kepada</h2>
          <p className="font-medium">{order.user?.fullname ?? '-'}</p>
          <p className="text-stone-600">{order.user?.email}</p>
          <h2 className="mt-3 mb-1 text-xs font-semibold text-stone-500 uppercase">Alamat Pengiriman</h2>
          <p className="text-stone-700">{order.shipping_address}</p>
        </div>
        <dl className="grid h-fit grid-cols-[auto_1fr] gap-x-4 gap-y-1 sm:justify-self-end print:justify-self-end">
          <dt className="text-stone-500">Tanggal Invoice</dt>
          <dd>{order.paid_at ? formatDate(order.paid_at, 'DD MMMM YYYY') : '-'}</dd>
          <dt className="text-stone-500">No. Pesanan</dt>
          <dd className="font-mono">{order.order_number}</dd>
          <dt className="text-stone-500">Tanggal Pesanan</dt>
          <dd>{formatDate(order.createdAt, 'DD MMMM YYYY - HH:mm')}</dd>
          {order.courier ? (
            <>
              <dt className="text-stone-500">Kurir</dt>
              <dd>
                {COURIER_INFO[order.courier].label}
                {order.tracking_number ? ` · ${order.tracking_number}` : ''}
              </dd>
            </>
          ) : null}
        </dl>
      </section>

      <table className="w-full text-left">
        <thead>
          <tr>
            <th className={th}>Produk</th>
            <th className={`${th} ${priceColumn} text-right`}>Harga</th>
            <th className={`${th} text-right`}>Jumlah</th>
            <th className={`${th} text-right`}>Subtotal</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <td className={td}>
                {item.product.name}
                <VariantNote label={item.variant_label} sku={item.sku} />
                <span className="block text-xs text-stone-500 sm:hidden print:hidden">
                  @ {formatRupiah(item.price)}
                </span>
              </td>
              <td className={`${td} ${priceColumn} text-right whitespace-nowrap tabular-nums`}>
                {formatRupiah(item.price)}
              </td>
              <td className={`${td} text-right tabular-nums`}>{item.quantity}</td>
              <td className={`${td} text-right whitespace-nowrap tabular-nums`}>
                {formatRupiah(item.subtotal)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>

      <div className="flex flex-wrap justify-between gap-6">
        <dl className="grid h-fit grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-stone-500">Pembayaran</dt>
          <dd>
            {paymentMethodLabel(order.payment_method)}
            {order.payment_bank ? ` (${order.payment_bank})` : ''}
          </dd>
          <dt className="text-stone-500">Status</dt>
          <dd className="font-semibold text-green-700">{PAYMENT_STATUS_LABEL[order.payment_status]}</dd>
          <dt className="text-stone-500">Dibayar pada</dt>
          <dd>{order.paid_at ? `${formatDate(order.paid_at, 'DD MMMM YYYY - HH:mm')} WIB` : '-'}</dd>
        </dl>
        <dl className="flex w-full flex-col gap-1.5 sm:w-auto sm:min-w-64 print:w-auto print:min-w-64">
          <SumRow label="Subtotal">{formatRupiah(order.subtotal)}</SumRow>
          <SumRow label="Pengiriman">
            {order.shipping_cost ? formatRupiah(order.shipping_cost) : 'Gratis'}
          </SumRow>
          {order.discount ? (
            <SumRow label={order.voucher_code ? `Diskon (${order.voucher_code})` : 'Diskon'}>
              - {formatRupiah(order.discount)}
            </SumRow>
          ) : null}
          <SumRow label="Kode Unik">{formatRupiah(order.unique_code)}</SumRow>
          <SumRow label="Total" strong>
            {formatRupiah(order.total_amount)}
          </SumRow>
        </dl>
      </div>

      <footer className="border-t border-stone-200 pt-3 text-xs text-stone-500">
        Terima kasih telah berbelanja di {SHOP_NAME}. Invoice ini sah tanpa tanda tangan.
      </footer>
    </PrintSheet>
  );
}

function SumRow({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-6 ${strong ? 'border-t border-stone-300 pt-2 text-base font-bold' : ''}`}
    >
      <dt className={strong ? '' : 'text-stone-600'}>{label}</dt>
      <dd className="tabular-nums">{children}</dd>
    </div>
  );
}

import type { Order } from '@toko/shared';
import { shippingAddressPhone, splitShippingAddress } from '@toko/shared';
import { COURIER_INFO } from '@toko/shared/constants';
import { formatPhoneNumber } from '@toko/shared/phone';
import { inSelectionOrder, usePrintSelection } from '../../../api/orders/selected-orders.ts';
import { QueryState } from '../../../components/list-page/query-state.tsx';
import { PrintPage } from '../../../components/print-page.tsx';
import { Barcode } from '../../../components/ui/barcode.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { VariantNote } from '../../../components/variant-note.tsx';

const SHOP_NAME = 'Toko';
const EMPTY = 'Pilih pesanan di daftar pesanan untuk mencetak label.';

/**
 * 'Cetak Label' of the owner's selection (ADR 088): one A6 shipping label per order, one label a printed
 * page, in the order the orders list put them in the URL (?ids=3,1,2), which is the order they are packed.
 */
export default function PackingSlipsPage() {
  const { ids, query, selection, print } = usePrintSelection(inSelectionOrder, (s) => s.found.length > 0);

  return (
    <PrintPage back={{ to: '/dashboard/orders', label: 'Kembali ke Pesanan' }} print={print} paper="A6">
      <div className="mx-auto flex max-w-[210mm] flex-col items-center gap-4 px-4 print:block print:max-w-none print:p-0">
        <h1 className="self-start text-lg font-bold print:hidden">
          Label Pengiriman{selection ? ` (${selection.found.length})` : ''}
        </h1>
        {selection && selection.missing.length > 0 ? (
          <p className="self-stretch rounded-lg bg-yellow-50 px-4 py-3 text-sm text-yellow-800 print:hidden">
            Tidak ditemukan: pesanan {selection.missing.map((id) => `#${id}`).join(', ')}
          </p>
        ) : null}
        {ids.length === 0 ? (
          <EmptyState>{EMPTY}</EmptyState>
        ) : (
          <QueryState
            query={{ isError: query.isError, error: query.error, data: selection }}
            isEmpty={(s) => s.found.length === 0}
            empty={EMPTY}
            errorPrefix="Gagal memuat pesanan"
            loading="Memuat pesanan..."
          >
            {(s) => s.found.map((order) => <PackingSlip key={order.id} order={order} />)}
          </QueryState>
        )}
      </div>
    </PrintPage>
  );
}

/** One A6 label: what the courier needs on the box and what the packer puts in it, no prices. */
function PackingSlip({ order }: { order: Order }) {
  const address = splitShippingAddress(order.shipping_address);
  const phone = shippingAddressPhone(order.shipping_address) ?? order.customer_phone;
  const small = 'text-[10px] font-semibold tracking-wide uppercase';
  return (
    <article
      aria-label={`Label ${order.order_number}`}
      className="flex min-h-[148mm] w-[105mm] max-w-full shrink-0 break-after-page flex-col gap-3 border border-stone-300 bg-white p-[4mm] text-sm text-black shadow-sm last:break-after-auto print:min-h-0 print:w-full print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex items-baseline justify-between gap-2 border-b-2 border-black pb-2">
        <p>
          <span className={small}>Pengirim: </span>
          <span className="font-bold">{SHOP_NAME}</span>
        </p>
        {order.courier ? <p className="text-base font-bold">{COURIER_INFO[order.courier].label}</p> : null}
      </header>

      <section aria-label="Penerima">
        <h2 className={small}>Penerima:</h2>
        {address ? <p className="text-lg leading-tight font-bold">{address.recipient}</p> : null}
        {phone ? <p className="font-medium">{formatPhoneNumber(phone)}</p> : null}
        <p className="mt-1 leading-snug">{address?.rest ?? order.shipping_address}</p>
      </section>

      <section className="flex flex-col items-center gap-1 border-y border-black py-2">
        <p className="font-mono text-xl font-bold tracking-wide">{order.order_number}</p>
        <Barcode value={order.order_number} height={52} />
      </section>

      {order.courier || order.tracking_number ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3">
          {order.courier ? (
            <>
              <dt className="text-stone-600">Kurir</dt>
              <dd className="font-medium">{COURIER_INFO[order.courier].label}</dd>
            </>
          ) : null}
          {order.tracking_number ? (
            <>
              <dt className="text-stone-600">Nomor Resi</dt>
              <dd className="font-mono font-medium">{order.tracking_number}</dd>
            </>
          ) : null}
        </dl>
      ) : null}

      <section aria-label="Isi paket">
        <h2 className={small}>Isi paket</h2>
        <ul className="mt-1 list-disc pl-4">
          {order.items.map((item) => (
            <li key={item.id}>
              {item.product.name} × {item.quantity}
              <VariantNote label={item.variant_label} sku={item.sku} className="block" />
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}

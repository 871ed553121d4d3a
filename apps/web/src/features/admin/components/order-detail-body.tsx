import type { Order } from '@toko/shared';
import { COURIER_INFO, ORDER_STATUS_LABEL, paymentMethodLabel } from '@toko/shared/constants';
import type { ReactNode } from 'react';
import { type Columns, DataTable } from '../../../components/list-page/data-table.tsx';
import { OrderStatusBadge } from '../../../components/order-status-badges.tsx';
import { PaymentProofViewer } from '../../../components/payment-proof-viewer.tsx';
import { ProductThumb } from '../../../components/ui/product-thumb.tsx';
import { td } from '../../../components/ui/table.tsx';
import { VariantNote } from '../../../components/variant-note.tsx';
import { DASHBOARD_ORDER_STATUS } from '../../../lib/dashboard-words.ts';
import { formatDate, formatRupiah } from '../../../lib/format.ts';
import { usePaymentProof } from '../api/payment-proof.ts';
import { OrderContactActions } from './order-contact-actions.tsx';
import { OrderHistoryList, PaymentState, ShopperWords } from './order-history-list.tsx';
import { OrderNotes } from './order-notes.tsx';
import { OrderPaymentEvidence } from './order-payment-evidence.tsx';
import { ShipmentForm } from './tracking-number-dialog.tsx';

const NA = 'N/A';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-stone-500">{label}</dt>
      <dd className="min-w-0 break-words text-stone-900">{children}</dd>
    </>
  );
}

/** The order's proof of transfer, its file fetched with the admin's token. */
function OrderProof({ order, children }: { order: Order; children?: ReactNode }) {
  const file = usePaymentProof(order);
  if (!order.proof) return null;
  return (
    <PaymentProofViewer proof={order.proof} file={file} amount={order} name={order.order_number}>
      {children}
    </PaymentProofViewer>
  );
}

/**
 * Every field of an order (N/A when missing), its shipment, items and history. A proof waiting for the
 * owner's `decision` comes first, with the decision next to it.
 */
export function OrderDetailBody({ order, decision }: { order: Order; decision: ReactNode }) {
  return (
    <div className="flex flex-col gap-5 text-sm">
      {decision ? <OrderProof order={order}>{decision}</OrderProof> : null}
      <dl className="grid grid-cols-[minmax(7rem,auto)_1fr] gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr_auto_1fr]">
        <Row label="No. Pesanan">
          <span className="font-mono">{order.order_number}</span>
        </Row>
        <Row label="Tanggal">{formatDate(order.createdAt, 'DD MMM YYYY - HH:mm')}</Row>
        <Row label="Total">{formatRupiah(order.total_amount)}</Row>
        <Row label="Status">
          <OrderStatusBadge status={order.status} wording="admin" />
          <ShopperWords
            badge={DASHBOARD_ORDER_STATUS[order.status]}
            shopper={ORDER_STATUS_LABEL[order.status]}
          />
        </Row>
        <Row label="Metode Pembayaran">{paymentMethodLabel(order.payment_method) || NA}</Row>
        <Row label="Status Pembayaran">
          <PaymentState order={order} />
        </Row>
        <Row label="Transfer ke">{order.payment_bank ?? NA}</Row>
        <Row label="Kurir">{order.courier ? COURIER_INFO[order.courier].label : NA}</Row>
        <Row label="Nomor Resi">{order.tracking_number || NA}</Row>
        <Row label="Pembeli">{order.user?.fullname || NA}</Row>
        <Row label="Email">{order.user?.email || NA}</Row>
      </dl>
      <div>
        <h3 className="mb-1 font-semibold">Alamat Pengiriman</h3>
        <p className="text-stone-700">{order.shipping_address || NA}</p>
      </div>
      <OrderContactActions order={order} />

      {order.payment_evidence ? <OrderPaymentEvidence evidence={order.payment_evidence} /> : null}

      {order.proof && !decision ? <OrderProof order={order} /> : null}

      {order.status === 'shipped' || order.status === 'delivered' ? <ShipmentForm order={order} /> : null}

      <OrderItems order={order} />

      <OrderHistoryList history={order.status_history} />

      <OrderNotes orderId={order.id} />
    </div>
  );
}

type Item = Order['items'][number];

const ITEM_COLUMNS: Columns<Item> = [
  {
    header: 'Gambar',
    cell: (item) => (
      <ProductThumb
        src={item.product.thumbnail_url ?? item.product.image_url}
        alt={item.product.name}
        className="size-10"
        missing="text"
      />
    ),
  },
  {
    header: 'Nama',
    cellClassName: 'whitespace-normal',
    cell: (item) => (
      <>
        {item.product.name}
        <VariantNote label={item.variant_label} sku={item.sku} />
      </>
    ),
  },
  { header: 'Harga', className: 'text-right', cell: (item) => formatRupiah(item.price) },
  { header: 'Jumlah', className: 'text-right', cell: (item) => item.quantity },
  { header: 'Subtotal', className: 'text-right', cell: (item) => formatRupiah(item.subtotal) },
];

function OrderItems({ order }: { order: Order }) {
  return (
    <div>
      <h3 className="mb-2 font-semibold">Daftar Produk</h3>
      {order.items.length === 0 ? (
        <p className="text-stone-500">Tidak ada produk dalam pesanan ini</p>
      ) : (
        <DataTable
          rows={order.items}
          rowKey={(item) => item.id}
          columns={ITEM_COLUMNS}
          footer={
            <>
              {order.shipping_cost ? (
                <tr>
                  <td className={td} colSpan={4}>
                    Pengiriman
                  </td>
                  <td className={`${td} text-right`}>{formatRupiah(order.shipping_cost)}</td>
                </tr>
              ) : null}
              {order.discount ? (
                <tr>
                  <td className={td} colSpan={4}>
                    Diskon{order.voucher_code ? ` (voucher ${order.voucher_code})` : ''}
                  </td>
                  <td className={`${td} text-right`}>- {formatRupiah(order.discount)}</td>
                </tr>
              ) : null}
              <tr>
                <td className={`${td} font-semibold`} colSpan={4}>
                  Total
                </td>
                <td className={`${td} text-right font-semibold`}>{formatRupiah(order.total_amount)}</td>
              </tr>
            </>
          }
        />
      )}
    </div>
  );
}

import type { Order, ReviewableItem } from '@toko/shared';
import { paymentMethodLabel } from '@toko/shared/constants';
import { isProofInReview } from '@toko/shared/payment-stage';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError, isNotFound } from '../../../api/client.ts';
import { useOrder } from '../../../api/orders/order.ts';
import {
  canUploadProof,
  PaymentProofForm,
  PaymentProofStatus,
} from '../../../components/payment-proof-form.tsx';
import { ProductThumb } from '../../../components/ui/product-thumb.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorText } from '../../../components/ui/states.tsx';
import { VariantNote } from '../../../components/variant-note.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { useReviewable } from '../api/reviews.ts';
import { AccountPage } from '../components/account-page.tsx';
import { ItemReviewAction } from '../components/item-review-action.tsx';
import { OrderHeading } from '../components/order-heading.tsx';
import { OrderReturns } from '../components/order-returns.tsx';
import { PaymentBreakdown, PaymentNotice } from '../components/payment-notice.tsx';
import { ReviewDialog } from '../components/review-dialog.tsx';
import { ShipmentInfo } from '../components/shipment-info.tsx';
import { StatusTimeline } from '../components/status-timeline.tsx';
import { TransactionActions } from '../components/transaction-actions.tsx';

const backLink = (
  <Link
    to="/account/transactions"
    className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
  >
    <ArrowLeft className="size-4" aria-hidden />
    Kembali ke Daftar Transaksi
  </Link>
);

/** 'Detail Transaksi' (docs/product.md 2.7): loading, error, not found, or the whole order with its actions. */
export function TransactionDetailPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);

  let body: ReactNode;
  if (order.isPending) body = <Spinner />;
  else if (order.isError && order.error instanceof ApiError && isNotFound(order.error)) {
    body = (
      <p role="alert" className="rounded-lg bg-yellow-50 px-4 py-3 text-sm text-yellow-800">
        Order not found
      </p>
    );
  } else if (order.isError) body = <ErrorText error={order.error} prefix="Error loading transaction" />;
  else body = <TransactionDetail order={order.data} />;

  return (
    <AccountPage title="Detail Transaksi" stack back={backLink}>
      {body}
    </AccountPage>
  );
}

// One <div> around each <dt>/<dd> pair, directly in the <dl> (axe: definition-list).
function Info({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`flex flex-col gap-0.5 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-xs text-stone-500">{label}</dt>
      <dd className="text-sm font-medium break-words text-stone-900">{children}</dd>
    </div>
  );
}

function TransactionDetail({ order }: { order: Order }) {
  // A proof waiting for the seller stops the clock: no countdown and no 'Bayar Sekarang' (ADR 049).
  const canPay = order.status === 'pending' && order.payment_status === 'pending' && !isProofInReview(order);
  const card = 'rounded-2xl border border-stone-200 bg-white p-4 sm:p-5';
  return (
    <>
      <div className={card}>
        <OrderHeading order={order} large />
        <PaymentNotice order={order} canPay={canPay} />
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <Info label="Metode Pembayaran">
            {paymentMethodLabel(order.payment_method)}
            {order.payment_bank ? ` (${order.payment_bank})` : ''}
          </Info>
          <Info label="Total">{formatRupiah(order.total_amount)}</Info>
          <Info label="Alamat Pengiriman" wide>
            {order.shipping_address}
          </Info>
          {order.invoice_number ? <Info label="No. Invoice">{order.invoice_number}</Info> : null}
        </dl>
        <ShipmentInfo order={order} />
      </div>

      {canUploadProof(order) ? (
        <div className={card}>
          <PaymentProofForm order={order} />
        </div>
      ) : order.status !== 'cancelled' && (order.proof || order.payment_status === 'paid') ? (
        <div className={card}>
          <h2 className="mb-3 text-base font-semibold">Bukti Transfer</h2>
          <PaymentProofStatus order={order} />
        </div>
      ) : null}

      <div className={card}>
        <h2 className="mb-2 text-base font-semibold">Daftar Produk</h2>
        <OrderItemList order={order} />
      </div>

      <div className={card}>
        <PaymentBreakdown order={order} />
      </div>

      <OrderReturns order={order} className={card} />

      <div className={card}>
        <h2 className="mb-3 text-base font-semibold">Riwayat Status</h2>
        <StatusTimeline history={order.status_history} />
      </div>

      <TransactionActions order={order} canPay={canPay} />
    </>
  );
}

function OrderItemList({ order }: { order: Order }) {
  // Items of a delivered order can be reviewed, each once (ADR 074).
  const delivered = order.status === 'delivered';
  const reviewable = useReviewable(order.id, delivered);
  const [writing, setWriting] = useState<ReviewableItem | null>(null);
  if (order.items.length === 0)
    return <p className="text-sm text-stone-600">No items found in this transaction</p>;
  return (
    <>
      <ul className="divide-y divide-stone-100">
        {order.items.map((item) => (
          <li key={item.id} className="flex gap-3 py-3">
            <ProductThumb src={item.product.thumbnail_url} alt={item.product.name} className="size-16" />
            <div className="flex min-w-0 flex-1 flex-wrap justify-between gap-x-3 gap-y-1 text-sm">
              <div className="min-w-0">
                <p className="font-medium break-words text-stone-900">{item.product.name}</p>
                <VariantNote label={item.variant_label} className="block text-stone-600" />
                <p className="text-stone-500">
                  {item.quantity} x {formatRupiah(item.price)}
                </p>
              </div>
              <p className="font-semibold text-stone-900">{formatRupiah(item.subtotal)}</p>
              {delivered ? (
                <div className="basis-full">
                  <ItemReviewAction itemId={item.id} reviewable={reviewable.data} onWrite={setWriting} />
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <ReviewDialog item={writing} onClose={() => setWriting(null)} />
    </>
  );
}

import type { Order } from '@toko/shared';
import { isProofInReview } from '@toko/shared/payment-stage';
import { isExpired } from '../../../components/order-status-badges.tsx';
import { PaymentDeadline } from '../../../components/payment-deadline.tsx';
import { formatRupiah } from '../../../lib/format.ts';

/**
 * What the transaction detail says about the payment's clock: the countdown while the shopper can pay, a
 * note instead while a proof waits for the seller (the clock is stopped, ADR 049), or that it expired.
 */
export function PaymentNotice({ order, canPay }: { order: Order; canPay: boolean }) {
  if (canPay && order.payment_due_at) {
    return (
      <div className="mt-4">
        <PaymentDeadline dueAt={order.payment_due_at} />
      </div>
    );
  }
  if (isProofInReview(order)) {
    return (
      <p role="status" className="mt-4 rounded-lg bg-blue-50 px-4 py-3 text-sm text-blue-800">
        Bukti transfer sedang diperiksa penjual. Selama menunggu verifikasi, batas waktu pembayaran tidak
        berlaku dan pesanan tidak akan dibatalkan otomatis.
      </p>
    );
  }
  if (isExpired(order)) {
    return (
      <p role="status" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
        Pesanan kedaluwarsa: waktu pembayaran habis dan pesanan dibatalkan otomatis. Stok sudah dikembalikan;
        tekan Beli Lagi untuk memesan produk yang sama.
      </p>
    );
  }
  return null;
}

function Line({ label, children, total }: { label: string; children: string; total?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 ${total ? 'mt-1 border-t border-stone-100 pt-2 text-base font-bold' : ''}`}
    >
      <dt className={total ? undefined : 'text-stone-600'}>{label}</dt>
      <dd className={total ? undefined : 'font-medium'}>{children}</dd>
    </div>
  );
}

/** 'Rincian Pembayaran': subtotal, shipping, discount, the Kode Unik and the total to transfer. */
export function PaymentBreakdown({ order }: { order: Order }) {
  return (
    <>
      <h2 className="mb-3 text-base font-semibold">Rincian Pembayaran</h2>
      <dl className="flex flex-col gap-2 text-sm">
        <Line label="Subtotal">{formatRupiah(order.subtotal)}</Line>
        <Line label="Pengiriman">{order.shipping_cost ? formatRupiah(order.shipping_cost) : 'Gratis'}</Line>
        {order.discount ? (
          <Line
            label={order.voucher_code ? `Diskon (${order.voucher_code})` : 'Diskon'}
          >{`- ${formatRupiah(order.discount)}`}</Line>
        ) : null}
        {order.unique_code ? <Line label="Kode Unik">{formatRupiah(order.unique_code)}</Line> : null}
        <Line label="Total" total>
          {formatRupiah(order.total_amount)}
        </Line>
      </dl>
    </>
  );
}

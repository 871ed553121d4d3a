import type { Bank, Order, PaymentInfo } from '@toko/shared';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { ApiError, errorMessage, isNotFound } from '../../../api/client.ts';
import { useOrder } from '../../../api/orders/order.ts';
import { usePaymentInfo } from '../../../api/payment-info/payment-info.ts';
import { BankTransferDetails } from '../../../components/bank-transfer-details.tsx';
import { isExpired } from '../../../components/order-status-badges.tsx';
import { PaymentDeadline } from '../../../components/payment-deadline.tsx';
import { canUploadProof, PaymentProofForm } from '../../../components/payment-proof-form.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorText } from '../../../components/ui/states.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { whatsappLink } from '../../../lib/whatsapp.ts';
import { useConfirmPayment } from '../api/confirm-payment.ts';
import { CheckoutSteps } from '../components/checkout-steps.tsx';
import { SummaryRow } from '../components/summary-row.tsx';

const INSTRUCTIONS = [
  'Transfer sesuai jumlah Total Pembayaran, tepat hingga digit terakhir.',
  'Simpan bukti transfer kamu.',
  'Tekan tombol Konfirmasi Pembayaran setelah transfer selesai.',
  'Pesanan akan diproses setelah pembayaran dikonfirmasi.',
];

/** Step 3 (docs/product.md 2.6): the order summary, the bank to transfer to, and the payment confirmation. */
export function PaymentPage() {
  const { orderNumber = '' } = useParams();
  const order = useOrder(orderNumber);
  const info = usePaymentInfo();

  let body: ReactNode;
  if (order.isPending || info.isPending) body = <Spinner />;
  else if (order.isError) {
    body =
      order.error instanceof ApiError && isNotFound(order.error) ? (
        <p role="alert" className="rounded-lg bg-yellow-50 px-4 py-3 text-sm text-yellow-800">
          Order not found
        </p>
      ) : (
        <ErrorText error={order.error} />
      );
  } else if (info.isError) body = <ErrorText error={info.error} />;
  else body = <PaymentDetails order={order.data} info={info.data} />;

  return (
    <>
      <CheckoutSteps current={3} />
      {body}
    </>
  );
}

function PaymentDetails({ order, info }: { order: Order; info: PaymentInfo }) {
  // The bank picked before (confirmed or sent with a proof) is picked again.
  const [bank, setBank] = useState<Bank>(order.payment_bank ?? 'BCA');
  const navigate = useNavigate();
  const confirm = useConfirmPayment();
  const waiting = order.status === 'pending' && order.payment_status === 'pending';
  const payable = waiting && !order.payment_confirmed_at;

  const confirmPayment = () =>
    confirm.mutate(
      { orderNumber: order.order_number, bank },
      {
        onSuccess: () => {
          const text = [
            'Halo, saya sudah melakukan pembayaran.',
            `Nomor pesanan: ${order.order_number}`,
            `Total: ${formatRupiah(order.total_amount)}`,
            `Bank: ${bank}`,
          ].join('\n');
          window.open(whatsappLink(info.sellerWhatsapp, text), '_blank', 'noopener');
          navigate('/cart/confirmation');
        },
        onError: (err) => toast.error(`Gagal mengonfirmasi pembayaran: ${errorMessage(err)}`),
      },
    );

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
      <div className="flex flex-col gap-6">
        <section aria-labelledby="bank-title" className="rounded-2xl border border-stone-200 bg-white p-5">
          <h1 id="bank-title" className="text-xl font-bold">
            Pembayaran
          </h1>
          <p className="mt-1 text-sm text-stone-600">
            Nomor pesanan <span className="font-semibold text-stone-900">{order.order_number}</span>
          </p>
          {order.status === 'cancelled' ? (
            <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
              {isExpired(order)
                ? 'Waktu pembayaran habis; pesanan ini dibatalkan otomatis.'
                : 'Pesanan ini sudah dibatalkan.'}
            </p>
          ) : waiting && order.payment_confirmed_at ? (
            <p role="status" className="mt-4 rounded-lg bg-blue-50 px-4 py-3 text-sm text-blue-800">
              Konfirmasi pembayaranmu sudah kami terima dan sedang diperiksa penjual.
            </p>
          ) : order.payment_status !== 'pending' ? (
            <p className="mt-4 rounded-lg bg-green-50 px-4 py-3 text-sm text-green-800">
              Pembayaran pesanan ini sudah diproses.
            </p>
          ) : null}

          <BankTransferDetails
            amount={order.total_amount}
            uniqueCode={order.unique_code}
            info={info}
            bank={bank}
            onBankChange={setBank}
          >
            {/* A proof waiting for the seller stops the clock (ADR 049). */}
            {waiting && !order.proof && order.payment_due_at ? (
              <div className="mt-3">
                <PaymentDeadline dueAt={order.payment_due_at} />
              </div>
            ) : null}
          </BankTransferDetails>

          <h2 className="mt-6 text-base font-semibold">Cara Pembayaran</h2>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-stone-700">
            {INSTRUCTIONS.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </section>

        {canUploadProof(order) ? (
          <section className="rounded-2xl border border-stone-200 bg-white p-5">
            <PaymentProofForm order={order} bank={bank} onUploaded={() => navigate('/cart/confirmation')} />
          </section>
        ) : null}

        <section aria-labelledby="address-title" className="rounded-2xl border border-stone-200 bg-white p-5">
          <h2 id="address-title" className="text-base font-semibold">
            Alamat Pengiriman
          </h2>
          <p className="mt-2 text-sm break-words text-stone-700">{order.shipping_address}</p>
        </section>
      </div>

      <div className="flex flex-col gap-4 lg:sticky lg:top-24">
        <OrderSummaryCard order={order} />
        {payable ? (
          <Button size="lg" className="w-full" onClick={confirmPayment} loading={confirm.isPending}>
            Konfirmasi Pembayaran
          </Button>
        ) : (
          <Link to="/account/transactions" className={buttonClass('outline', 'lg', 'w-full')}>
            Lihat Daftar Transaksi
          </Link>
        )}
      </div>
    </div>
  );
}

function OrderSummaryCard({ order }: { order: Order }) {
  return (
    <SectionCard title="Ringkasan Pesanan" large>
      <ul className="mb-3 flex flex-col gap-3 border-b border-stone-100 pb-3">
        {order.items.map((item) => (
          <li key={item.id} className="flex justify-between gap-3 text-sm">
            <span className="min-w-0">
              <span className="block font-medium break-words text-stone-900">{item.product.name}</span>
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
        {order.discount ? <SummaryRow label="Diskon">- {formatRupiah(order.discount)}</SummaryRow> : null}
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

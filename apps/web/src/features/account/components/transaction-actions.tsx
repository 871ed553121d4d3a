import type { Order } from '@toko/shared';
import { isReceivedByCustomer } from '@toko/shared/orders';
import { Printer } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useConfirmAction } from '../../../components/list-page/use-confirm-action.ts';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { invoiceHref } from '../../../lib/invoice.ts';
import { toastFailure } from '../../../lib/notify.ts';
import { useBuyAgain } from '../api/buy-again.ts';
import { useCancelOrder } from '../api/cancel-order.ts';
import { useCompleteOrder } from '../api/complete-order.ts';

/**
 * What the shopper can do with an order, at the foot of its detail: cancel while it waits, pay, print the
 * invoice, confirm receipt once delivered, buy a cancelled order again. Cancel and receipt ask first.
 */
export function TransactionActions({ order, canPay }: { order: Order; canPay: boolean }) {
  const cancel = useCancelOrder();
  const complete = useCompleteOrder();
  const buyAgain = useBuyAgain();
  const navigate = useNavigate();
  const cancelling = useConfirmAction((o: Order) => cancel.mutateAsync(o.id), {
    success: 'Order canceled successfully',
    failure: 'Failed to cancel order',
  });
  const completing = useConfirmAction((o: Order) => complete.mutateAsync(o.id), {
    success: 'Pesanan telah diselesaikan. Terima kasih!',
    failure: 'Gagal menyelesaikan pesanan',
  });
  const canComplete = order.status === 'delivered' && !isReceivedByCustomer(order);
  const canBuyAgain = order.status === 'cancelled';
  const invoice = invoiceHref(order, 'account');

  const doBuyAgain = () =>
    buyAgain.mutate(order, {
      onSuccess: () => {
        toast.success('Produk ditambahkan kembali ke keranjang');
        navigate('/cart');
      },
      onError: (err) => toastFailure('Gagal menambahkan ke keranjang', err),
    });

  return (
    <>
      {canPay || order.status === 'pending' || canComplete || canBuyAgain || invoice ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          {order.status === 'pending' ? (
            <Button variant="outline" className="text-red-700" onClick={() => cancelling.ask(order)}>
              Batalkan Pesanan
            </Button>
          ) : null}
          {canPay ? (
            <Link to={`/cart/order-payment/${order.order_number}`} className={buttonClass('primary')}>
              Bayar Sekarang
            </Link>
          ) : null}
          {invoice ? (
            <Link to={invoice} className={buttonClass('outline')}>
              <Printer className="size-4" aria-hidden />
              Cetak Invoice
            </Link>
          ) : null}
          {canComplete ? <Button onClick={() => completing.ask(order)}>Selesaikan Pesanan</Button> : null}
          {canBuyAgain ? (
            <Button onClick={doBuyAgain} loading={buyAgain.isPending}>
              Beli Lagi
            </Button>
          ) : null}
        </div>
      ) : null}

      <ConfirmDialog
        {...cancelling.dialog}
        title="Batalkan Pesanan"
        message={`Batalkan pesanan ${order.order_number}? Stok barang akan dikembalikan.`}
        cancelLabel="Tidak"
        confirmLabel="Ya, Batalkan"
      />
      <ConfirmDialog
        {...completing.dialog}
        title="Selesaikan Pesanan"
        message={`Pesanan ${order.order_number} sudah kamu terima dengan baik? Setelah diselesaikan, pesanan tidak dapat diubah lagi.`}
        cancelLabel="Belum"
        confirmLabel="Ya, Sudah Diterima"
        tone="primary"
      />
    </>
  );
}

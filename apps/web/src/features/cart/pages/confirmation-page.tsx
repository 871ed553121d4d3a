import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { CheckoutSteps } from '../components/checkout-steps.tsx';

/** Step 4: what happens after the transfer is confirmed. */
export function ConfirmationPage() {
  return (
    <>
      <CheckoutSteps current={4} />
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-10 text-center">
        <CircleCheck className="size-16 text-green-600" aria-hidden />
        <h1 className="text-xl font-bold">Terima kasih atas pesananmu!</h1>
        <p className="text-stone-600">
          Pesanan akan diproses setelah pembayaran dikonfirmasi. Kamu dapat memantau statusnya di Daftar
          Transaksi.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/account/transactions" className={buttonClass('primary')}>
            Lihat Daftar Transaksi
          </Link>
          <Link to="/" className={buttonClass('outline')}>
            Kembali Belanja
          </Link>
        </div>
      </div>
    </>
  );
}

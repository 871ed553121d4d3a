import { ShoppingCart } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';

/** The whole cart area when the cart count is zero (docs/product.md 2.6). */
export function EmptyCart() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="flex size-20 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <ShoppingCart className="size-10" aria-hidden />
      </span>
      <h1 className="text-xl font-bold text-stone-900">Keranjang Belanjamu masih kosong</h1>
      <p className="text-stone-600">
        Tambahkan beberapa barang ke keranjang belanjaanmu untuk memulai belanja.
      </p>
      <Link to="/" className={buttonClass('primary', 'lg')}>
        Cari Produk
      </Link>
    </div>
  );
}

import { Link } from 'react-router';

export function Footer() {
  return (
    <footer className="mt-16 border-t border-stone-200 bg-white">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10 text-sm text-stone-600 sm:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-brand-700">Toko</p>
          <p className="mt-2">Furnitur dan elektronik pilihan untuk setiap rumah di Indonesia.</p>
        </div>
        <div className="flex flex-col gap-1">
          <p className="font-semibold text-stone-800">Belanja</p>
          <Link to="/products" className="hover:text-brand-700">
            Semua Produk
          </Link>
          <Link to="/sofas" className="hover:text-brand-700">
            Sofa
          </Link>
          <Link to="/electronics" className="hover:text-brand-700">
            Electronics
          </Link>
        </div>
        <div className="flex flex-col gap-1">
          <p className="font-semibold text-stone-800">Bantuan</p>
          <Link to="/account/faq" className="hover:text-brand-700">
            Pusat Bantuan
          </Link>
          <p>Pembayaran: transfer bank BCA, BNI, Mandiri</p>
        </div>
      </div>
      <p className="border-t border-stone-100 py-4 text-center text-xs text-stone-500">
        © {new Date().getFullYear()} Toko
      </p>
    </footer>
  );
}

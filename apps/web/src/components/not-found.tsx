import { Link } from 'react-router';
import { buttonClass } from './ui/button.tsx';

/** The shop's 404: what happened, and one way on (home, or every product). */
export function NotFound({ to, label }: { to: string; label: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <p className="text-5xl font-bold text-brand-700">404</p>
      <h1 className="text-xl font-semibold">Halaman tidak ditemukan</h1>
      <p className="text-stone-600">Halaman yang Anda cari tidak ada atau sudah dipindahkan.</p>
      <Link to={to} className={buttonClass('primary')}>
        {label}
      </Link>
    </div>
  );
}

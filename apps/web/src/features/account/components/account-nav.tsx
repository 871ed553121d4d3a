import { CircleHelp, Heart, LogOut, MapPin, Receipt, User, UsersRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { NavLink } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useSession } from '../../../lib/session.tsx';

const LINKS = [
  { to: '/account', label: 'Profile', icon: User, end: true },
  { to: '/account/transactions', label: 'Transactions', icon: Receipt, end: false },
  { to: '/account/favorites', label: 'Favorit', icon: Heart, end: false },
  { to: '/account/arisan', label: 'Arisan Saya', icon: UsersRound, end: false },
  { to: '/account/addresses', label: 'Alamat', icon: MapPin, end: false },
  { to: '/account/faq', label: 'Pusat Bantuan', icon: CircleHelp, end: false },
];

// On phones each item takes its label's width and shares what is left; with 'Favorit' the seven no longer
// fit on 375 px, so the bar scrolls sideways instead of breaking a word ('Transact-ions').
const item =
  'flex shrink-0 flex-auto flex-col items-center gap-0.5 px-2 py-2 text-[11px] leading-tight font-medium whitespace-nowrap md:flex-none md:flex-row md:gap-3 md:rounded-lg md:px-3 md:py-2.5 md:text-sm';

/**
 * The account menu (docs/product.md 2.7): a side menu from 768 px, a bottom bar below it. Logout asks first, then
 * ends the session and goes home.
 */
export function AccountNav() {
  const { signOut } = useSession();
  const [confirming, setConfirming] = useState(false);
  // On phones the bottom bar covers the end of the page (the footer): give the page that room back.
  useEffect(() => {
    document.body.classList.add('max-md:pb-20');
    return () => document.body.classList.remove('max-md:pb-20');
  }, []);
  return (
    <>
      <nav
        aria-label="Menu akun"
        className="fixed inset-x-0 bottom-0 z-30 flex overflow-x-auto border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] md:static md:flex-col md:gap-1 md:self-start md:overflow-visible md:rounded-2xl md:border md:p-2"
      >
        {LINKS.map(({ to, label, icon: Icon, end }) => (
          <NavLink
            key={to}
            to={to}
            end={end}
            className={({ isActive }) =>
              `${item} ${isActive ? 'text-brand-700 md:bg-brand-50' : 'text-stone-600 hover:text-stone-900 md:hover:bg-stone-100'}`
            }
          >
            <Icon className="size-5 shrink-0" aria-hidden />
            <span className="text-center md:text-left">{label}</span>
          </NavLink>
        ))}
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className={`${item} text-stone-600 hover:text-red-700 md:hover:bg-red-50`}
        >
          <LogOut className="size-5 shrink-0" aria-hidden />
          <span>Logout</span>
        </button>
      </nav>
      <ConfirmDialog
        open={confirming}
        title="Konfirmasi Logout"
        message="Apakah kamu yakin ingin keluar?"
        cancelLabel="Batal"
        confirmLabel="Keluar"
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          signOut();
        }}
      />
    </>
  );
}

import { SHOP_CATEGORIES } from '@toko/shared/constants';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useCartCount } from '../../api/cart/cart-count.ts';
import { Button } from '../../components/ui/button.tsx';
import { useSession } from '../../lib/session.tsx';
import { CartIcon, CloseIcon, MenuIcon, UserIcon } from './icons.tsx';

const LINKS = [
  { to: '/', label: 'Home' },
  ...SHOP_CATEGORIES.map((c) => ({ to: `/${c.slug}`, label: c.nav })),
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900'
  }`;

/** Storefront header (spec 2.2): links, cart count, account link or Login, a mobile menu below lg. */
export function Header() {
  const session = useSession();
  const loggedIn = session.status === 'authenticated';
  const count = useCartCount(loggedIn && !session.isAdmin).data ?? 0;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const location = useLocation();

  // The mobile menu closes on navigation and on a click outside it.
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }
  useEffect(() => {
    if (!menuOpen) return;
    const onPointer = (e: PointerEvent) => {
      if (menuRef.current && !menuRef.current.contains(e.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [menuOpen]);

  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div ref={menuRef} className="mx-auto max-w-7xl px-4">
        <div className="flex h-16 items-center justify-between gap-4">
          <div className="flex items-center gap-2">
            <button
              type="button"
              className="rounded-lg p-2 text-stone-700 hover:bg-stone-100 lg:hidden"
              aria-label={menuOpen ? 'Tutup menu' : 'Buka menu'}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen((o) => !o)}
            >
              {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
            </button>
            <Link to="/" className="flex items-center gap-2 text-xl font-bold tracking-tight text-brand-700">
              <img src="/favicon.svg" alt="" className="size-8" width="32" height="32" />
              Toko
            </Link>
          </div>
          <nav aria-label="Kategori" className="hidden items-center gap-1 lg:flex">
            {LINKS.map((l) => (
              <NavLink key={l.to} to={l.to} end={l.to === '/'} className={linkClass}>
                {l.label}
              </NavLink>
            ))}
          </nav>
          <div className="flex items-center gap-1">
            <Link
              to="/cart"
              className="relative rounded-lg p-2 text-stone-700 hover:bg-stone-100"
              aria-label={`Keranjang, ${count} barang`}
            >
              <CartIcon className="size-6" />
              {count > 0 ? (
                <span
                  data-testid="cart-count"
                  className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-xs font-semibold text-white"
                >
                  {count > 99 ? '99+' : count}
                </span>
              ) : null}
            </Link>
            {loggedIn ? (
              <Link
                to="/account"
                className="flex items-center gap-2 rounded-lg p-2 text-sm font-medium text-stone-700 hover:bg-stone-100"
                aria-label="Akun saya"
              >
                <UserIcon className="size-6" />
                <span className="hidden max-w-32 truncate sm:inline">{session.user?.fullname}</span>
              </Link>
            ) : session.status === 'anonymous' ? (
              <Button size="sm" onClick={() => session.openLogin()}>
                Login
              </Button>
            ) : null}
          </div>
        </div>
        {menuOpen ? (
          <nav
            id="mobile-menu"
            aria-label="Menu"
            className="flex flex-col gap-1 border-t border-stone-100 py-3 lg:hidden"
          >
            {LINKS.map((l) => (
              <NavLink key={l.to} to={l.to} end={l.to === '/'} className={linkClass}>
                {l.label}
              </NavLink>
            ))}
          </nav>
        ) : null}
      </div>
    </header>
  );
}

import { SHOP_CATEGORIES } from '@toko/shared/constants';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useCartCount } from '../../api/cart/cart-count.ts';
import { Button } from '../../components/ui/button.tsx';
import { CartIcon, CloseIcon, MenuIcon, UserIcon } from '../../components/ui/line-icons.tsx';
import { SearchBox } from '../../features/storefront/components/search-box.tsx';
import { useSession } from '../../lib/session.tsx';
import { useToastsUnderHeader } from '../../lib/toast-area.ts';

// Only a logged-in customer has a bell: a first visit does not download it (ADR 045 counts its files).
const NotificationBell = lazy(() =>
  import('../../components/notification-bell.tsx').then((m) => ({ default: m.NotificationBell })),
);

const LINKS = [
  { to: '/', label: 'Beranda' },
  ...SHOP_CATEGORIES.map((c) => ({ to: `/${c.slug}`, label: c.nav })),
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
    isActive ? 'bg-brand-50 text-brand-700' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900'
  }`;

/**
 * Storefront header (docs/product.md 2.2): links, the product search, cart count, account link or Login, a mobile
 * menu below lg. On a phone the search takes its own row under the logo, as in the big marketplaces.
 */
export function Header() {
  const session = useSession();
  const loggedIn = session.status === 'authenticated';
  const count = useCartCount(loggedIn && !session.backOffice).data ?? 0;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  useToastsUnderHeader(headerRef);
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
    <header ref={headerRef} className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div ref={menuRef} className="mx-auto max-w-7xl px-4">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 md:h-16 md:flex-nowrap md:py-0">
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
          <div className="order-last w-full md:order-none md:w-auto md:max-w-sm md:min-w-0 md:flex-1">
            <HeaderSearch />
          </div>
          <div className="ml-auto flex items-center gap-1">
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
            {loggedIn && !session.backOffice ? (
              <Suspense fallback={null}>
                <NotificationBell />
              </Suspense>
            ) : null}
            {loggedIn ? (
              <Link
                to="/account"
                className="flex items-center gap-2 rounded-lg p-2 text-sm font-medium text-stone-700 hover:bg-stone-100"
                // The visible name is part of the accessible one (WCAG 2.5.3, axe label-content-name-mismatch).
                aria-label={session.user?.fullname ? `Akun saya, ${session.user.fullname}` : 'Akun saya'}
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

/** Searching goes to /products?search=...; on that page the box shows the search and refines it live. */
function HeaderSearch() {
  const location = useLocation();
  const navigate = useNavigate();
  const onProducts = location.pathname === '/products';
  const params = new URLSearchParams(location.search);
  const current = onProducts ? (params.get('search') ?? '').trim() : '';

  const search = (text: string) => {
    // On the results page the sort stays; from anywhere else a search starts a fresh list.
    const next = onProducts ? params : new URLSearchParams();
    if (text) next.set('search', text);
    else next.delete('search');
    const query = next.toString();
    navigate(`/products${query ? `?${query}` : ''}`, { replace: onProducts });
  };

  return <SearchBox value={current} onSearch={search} live={onProducts} />;
}

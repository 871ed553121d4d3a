import { useQuery } from '@tanstack/react-query';
import {
  BadgeCheck,
  FolderTree,
  LayoutDashboard,
  LogOut,
  Mail,
  MapPin,
  MessageSquareText,
  Package,
  PiggyBank,
  Settings,
  ShoppingBag,
  TicketPercent,
  Undo2,
  UserRound,
  Users,
} from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Suspense, useRef } from 'react';
import { NavLink, Outlet } from 'react-router';
import { arisanTransfersQuery } from '../../../api/arisan-transfers/arisan-transfers.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { staffMayOpen, useSession } from '../../../lib/session.tsx';
import { useToastsAtBottom } from '../../../lib/toast-area.ts';

interface SidebarLink {
  to: string;
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  end?: boolean;
}

const VERIFY_PATH = '/dashboard/verifikasi-iuran';

/** The sidebar of docs/product.md 2.8, in its order. */
export const SIDEBAR_LINKS: SidebarLink[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/dashboard/products', label: 'Products', icon: Package },
  { to: '/dashboard/orders', label: 'Orders', icon: ShoppingBag },
  { to: '/dashboard/categories', label: 'Categories', icon: FolderTree },
  { to: '/dashboard/users', label: 'Users', icon: Users },
  { to: '/dashboard/arisans', label: 'Arisan', icon: PiggyBank },
  { to: '/dashboard/members', label: 'Members', icon: UserRound },
  { to: '/dashboard/locations', label: 'Location', icon: MapPin },
  // Issue 14: arisan barang members' transfers waiting for the admin, after the spec's eight.
  { to: VERIFY_PATH, label: 'Verifikasi Iuran', icon: BadgeCheck },
  // Issue 24: the messages the shop sends (the outbox), readable when no mail server is set.
  { to: '/dashboard/pesan-keluar', label: 'Pesan Keluar', icon: Mail },
  // Issue 27: voucher codes the owner sets ('Kode Voucher' at the cart).
  { to: '/dashboard/vouchers', label: 'Voucher', icon: TicketPercent },
  // Issue 26: verified reviews ('Ulasan'): reply once, hide with a reason (ADR 074).
  { to: '/dashboard/reviews', label: 'Ulasan', icon: MessageSquareText },
  // Returns and refunds (ADR 089): the owner's alone, so not in session.tsx's STAFF_PAGES.
  { to: '/dashboard/returns', label: 'Pengembalian', icon: Undo2 },
  // Issue 27: 'Pengaturan Toko', the shop's contact, bank accounts, WhatsApp and delivery area.
  { to: '/dashboard/settings', label: 'Pengaturan', icon: Settings },
];

/** The label beside an icon, shown on hover and keyboard focus (the icon's accessible name is aria-label). */
function Tooltip({ children }: { children: ReactNode }) {
  return (
    <span
      aria-hidden
      className="pointer-events-none absolute top-1/2 left-full z-30 ml-3 -translate-y-1/2 whitespace-nowrap rounded-md bg-stone-900 px-2 py-1 text-xs font-medium text-white opacity-0 shadow transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
    >
      {children}
    </span>
  );
}

const itemClass = (active: boolean) =>
  `group relative flex size-10 items-center justify-center rounded-lg transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 ${
    active ? 'bg-brand-700 text-white' : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900'
  }`;

/**
 * The admin shell: a fixed narrow rail of icon links with their labels as tooltips and for screen
 * readers, Logout at the bottom, and the page beside it (docs/product.md 2.8). The rail stays 56 px wide on a phone,
 * leaving the rest of the width to the page.
 */
export function DashboardLayout() {
  const session = useSession();
  const railRef = useRef<HTMLElement>(null);
  useToastsAtBottom(railRef);
  // The count on 'Verifikasi Iuran': what waits for a decision, looked at again every minute.
  const queue = useQuery({ ...arisanTransfersQuery('review'), refetchInterval: 60_000 });
  const counts: Record<string, number> = { [VERIFY_PATH]: queue.data?.length ?? 0 };
  // Staff see the pages of their work only (ADR 087); the server refuses the rest either way.
  const links =
    session.user?.role === 'staff' ? SIDEBAR_LINKS.filter((l) => staffMayOpen(l.to)) : SIDEBAR_LINKS;
  return (
    <div className="min-h-dvh bg-stone-50">
      <aside
        ref={railRef}
        className="fixed inset-y-0 left-0 z-20 flex w-14 flex-col items-center border-r border-stone-200 bg-white py-3 sm:w-16"
      >
        <img src="/favicon.svg" alt="Toko" className="mb-3 size-8" width="32" height="32" />
        <nav aria-label="Dashboard" className="flex flex-1 flex-col items-center gap-1.5 overflow-y-auto">
          {links.map(({ to, label, icon: Icon, end }) => {
            const count = counts[to] ?? 0;
            return (
              <NavLink key={to} to={to} end={end} className={({ isActive }) => itemClass(isActive)}>
                {/* The name is text, not an aria-label: a label beside the visible count badge read as a
                    mismatch (WCAG 2.5.3); the tooltip shows the same words. */}
                <span className="sr-only">{count > 0 ? `${label} (${count} menunggu)` : label}</span>
                <Icon className="size-5" aria-hidden />
                {count > 0 ? (
                  <span
                    aria-hidden
                    className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-[11px] font-semibold text-white"
                  >
                    {count > 99 ? '99+' : count}
                  </span>
                ) : null}
                <Tooltip>{count > 0 ? `${label} (${count} menunggu)` : label}</Tooltip>
              </NavLink>
            );
          })}
        </nav>
        <button
          type="button"
          onClick={session.signOut}
          className={`mt-2 ${itemClass(false)}`}
          aria-label="Logout"
        >
          <LogOut className="size-5" aria-hidden />
          <Tooltip>Logout</Tooltip>
        </button>
      </aside>
      <main className="min-w-0 pl-14 sm:pl-16">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}

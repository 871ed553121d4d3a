import { Outlet } from 'react-router';
import { AccountNav } from './components/account-nav.tsx';

/**
 * The account area /account/* (docs/product.md 2.7; its routes are in app/router.tsx): the menu beside (or, on
 * phones, below) the page.
 */
export function AccountLayout() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8 md:pb-10">
      <div className="md:grid md:grid-cols-[13rem_1fr] md:items-start md:gap-8">
        <AccountNav />
        <div className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

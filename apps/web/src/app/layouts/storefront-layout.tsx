import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { HydrateLater } from '../../lib/hydrate-later.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

export function StorefrontLayout() {
  return (
    // Under 768 px a page with a fixed buy bar gets room below the footer, so the bar never hides it.
    <div className="flex min-h-dvh flex-col max-md:has-[[data-buy-bar]]:pb-20">
      <HydrateLater>
        <Header />
      </HydrateLater>
      <main className="flex-1">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <HydrateLater>
        <Footer />
      </HydrateLater>
    </div>
  );
}

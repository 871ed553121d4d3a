import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';

export function StorefrontLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main className="flex-1">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}

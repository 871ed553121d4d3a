import { lazy, Suspense, useState } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { dashboardHome, SessionProvider, staffMayOpen, useSession } from '../../lib/session.tsx';

// The login dialog (its form, checks and toasts) loads the first time it opens, not with every page.
const LoginDialog = lazy(() =>
  import('../../features/auth/components/login-dialog.tsx').then((m) => ({ default: m.LoginDialog })),
);

/**
 * The route split of docs/product.md 2.1: an admin sees only /dashboard/* (everything else redirects there);
 * staff only the dashboard pages of their work (ADR 087); customers and visitors get the storefront.
 */
function RoleSplit() {
  const session = useSession();
  const { pathname } = useLocation();
  const inDashboard = pathname === '/dashboard' || pathname.startsWith('/dashboard/');
  if (session.status === 'loading') return <Spinner className="min-h-dvh" />;
  const home = dashboardHome(session.user?.role ?? '');
  if (session.backOffice && !inDashboard) return <Navigate to={home} replace />;
  if (session.user?.role === 'staff' && inDashboard && !staffMayOpen(pathname))
    return <Navigate to={home} replace />;
  if (!session.backOffice && inDashboard && session.status === 'authenticated')
    return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Mounts the login dialog once it is first asked for, then keeps it (it opens and closes itself). */
function LoginDialogHost() {
  const { loginDialog } = useSession();
  const [needed, setNeeded] = useState(loginDialog.open);
  if (loginDialog.open && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog />
    </Suspense>
  );
}

export function RootLayout() {
  return (
    <SessionProvider>
      <RoleSplit />
      <LoginDialogHost />
      <ScrollRestoration />
    </SessionProvider>
  );
}

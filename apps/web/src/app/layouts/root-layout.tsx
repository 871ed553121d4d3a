import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { LoginDialog } from '../../features/auth/components/login-dialog.tsx';
import { SessionProvider, useSession } from '../../lib/session.tsx';

/**
 * The route split of spec 2.1: an admin sees only /dashboard/* (everything else redirects there);
 * customers and visitors get the storefront.
 */
function RoleSplit() {
  const session = useSession();
  const { pathname } = useLocation();
  const inDashboard = pathname === '/dashboard' || pathname.startsWith('/dashboard/');
  if (session.status === 'loading') return <Spinner className="min-h-dvh" />;
  if (session.isAdmin && !inDashboard) return <Navigate to="/dashboard" replace />;
  if (!session.isAdmin && inDashboard && session.status === 'authenticated')
    return <Navigate to="/" replace />;
  return <Outlet />;
}

export function RootLayout() {
  return (
    <SessionProvider>
      <RoleSplit />
      <LoginDialog />
      <ScrollRestoration />
    </SessionProvider>
  );
}

import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { useSession } from '../lib/session.tsx';

/**
 * Cart, account and checkout need a logged-in user: a visitor gets the login dialog, and closing it
 * without logging in returns to / (docs/product.md 2.1). Someone whose session ends while here (logout, an expired
 * token) goes home instead: they chose to leave, or the spec's verify failure sends them there.
 */
export function RequireUser({ admin = false }: { admin?: boolean }) {
  const session = useSession();
  const navigate = useNavigate();
  const wasSignedIn = useRef(false);
  if (session.status === 'authenticated') wasSignedIn.current = true;
  const askToLogIn = session.status === 'anonymous' && !wasSignedIn.current;
  const { openLogin } = session;

  useEffect(() => {
    if (askToLogIn) openLogin({ onDismiss: () => navigate('/', { replace: true }) });
  }, [askToLogIn, openLogin, navigate]);

  if (session.status === 'authenticated' && (!admin || session.backOffice)) return <Outlet />;
  if (session.status === 'anonymous' && wasSignedIn.current) return <Navigate to="/" replace />;
  if (session.status === 'loading') return <Spinner />;
  return (
    <div className="mx-auto max-w-md px-4 py-24 text-center text-stone-600">
      <p>Silakan login untuk melanjutkan.</p>
    </div>
  );
}

import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { Spinner } from '../components/ui/spinner.tsx';
import { useSession } from '../lib/session.tsx';

/**
 * Cart, account and checkout need a logged-in user: a visitor gets the login dialog, and closing it
 * without logging in returns to / (spec 2.1).
 */
export function RequireUser({ admin = false }: { admin?: boolean }) {
  const session = useSession();
  const navigate = useNavigate();
  const anonymous = session.status === 'anonymous' && !session.leaving;
  const { openLogin } = session;

  useEffect(() => {
    if (anonymous) openLogin({ onDismiss: () => navigate('/', { replace: true }) });
  }, [anonymous, openLogin, navigate]);

  if (session.status === 'authenticated' && (!admin || session.isAdmin)) return <Outlet />;
  if (session.status === 'loading') return <Spinner />;
  return (
    <div className="mx-auto max-w-md px-4 py-24 text-center text-stone-600">
      <p>Silakan login untuk melanjutkan.</p>
    </div>
  );
}

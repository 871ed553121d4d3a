import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, User } from '@toko/shared';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { api, onUnauthorized } from '../api/client.ts';
import { queryKeys } from '../api/query-keys.ts';
import { clearStoredToken, readStoredToken, storeToken } from './auth-storage.ts';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

interface LoginDialogState {
  open: boolean;
  mode: 'login' | 'register';
}

/**
 * Where the shop's people land: the owner on the overview, staff on the orders (the overview shows the
 * sales money, which is the owner's, ADR 087).
 */
export const dashboardHome = (role: string) => (role === 'staff' ? '/dashboard/orders' : '/dashboard');

/** Dashboard pages staff may open (each one's calls are 'staff' on the server); the rest are the owner's. */
const STAFF_PAGES = [
  '/dashboard/products',
  '/dashboard/orders',
  '/dashboard/categories',
  '/dashboard/arisans',
  '/dashboard/members',
  '/dashboard/verifikasi-iuran',
];
export const staffMayOpen = (pathname: string) =>
  STAFF_PAGES.some((p) => pathname === p || pathname.startsWith(`${p}/`));

export interface Session {
  status: SessionStatus;
  user: User | null;
  isAdmin: boolean;
  /** The shop's own people, admin or staff (ADR 087): they work in /dashboard, never shop. */
  backOffice: boolean;
  /** After login or register: keep the token, load the user, the shop's people go to their dashboard. */
  signIn(auth: AuthResponse): void;
  /** Drops the token and every cached answer, and goes home (docs/product.md 4: logout). */
  signOut(): void;
  loginDialog: LoginDialogState;
  /**
   * Opens the login dialog; `onDismiss` runs when it is closed without logging in, `onSignIn` once a
   * customer has logged in or registered through it (the action that asked for the login).
   */
  openLogin(options?: { mode?: 'login' | 'register'; onDismiss?: () => void; onSignIn?: () => void }): void;
  closeLogin(reason: 'dismissed' | 'done'): void;
  setLoginMode(mode: 'login' | 'register'): void;
}

const SessionContext = createContext<Session | null>(null);

/** Holds who is logged in: the token in local storage, verified against the server on load. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [token, setToken] = useState<string | null>(() => readStoredToken());
  const [dialog, setDialog] = useState<LoginDialogState>({ open: false, mode: 'login' });
  const onDismissRef = useRef<(() => void) | undefined>(undefined);
  const onSignInRef = useRef<(() => void) | undefined>(undefined);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const verify = useQuery({
    queryKey: queryKeys.session.token(token),
    queryFn: async ({ signal }) => {
      try {
        return (await api<{ valid: true; user: User }>('/auth/verify', { signal })).user;
      } catch (err) {
        // A failed verify removes the token and goes home (docs/product.md 4). Done here, not in an effect on
        // `isError`: a 401 has already ended the session through onUnauthorized, so by the time the
        // query reports its error the token, and with it the query, are gone.
        if ((err as Error).name !== 'AbortError') {
          clearStoredToken();
          setToken(null);
          navigate('/', { replace: true });
        }
        throw err;
      }
    },
    enabled: token !== null,
    staleTime: 5 * 60_000,
    retry: false,
  });

  // Any 401 from the API (the client already removed the token) ends the session.
  useEffect(
    () =>
      onUnauthorized(() => {
        setToken(null);
        queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'catalog' });
      }),
    [queryClient],
  );

  const signIn = useCallback(
    (auth: AuthResponse) => {
      storeToken(auth.token);
      queryClient.setQueryData(queryKeys.session.token(auth.token), auth.user);
      setToken(auth.token);
      onDismissRef.current = undefined;
      // Taken before it runs, so the pending action happens once whatever re-renders follow.
      const pending = onSignInRef.current;
      onSignInRef.current = undefined;
      setDialog((d) => ({ ...d, open: false }));
      if (auth.user.role !== 'customer') navigate(dashboardHome(auth.user.role), { replace: true });
      // The token is stored above, so the pending call goes out as this customer.
      else pending?.();
    },
    [navigate, queryClient],
  );

  const signOut = useCallback(() => {
    // The server ends the token too (a copied token stops working); the browser forgets it at once,
    // whatever the answer. `api` reads the token before this function goes on to clear it.
    if (readStoredToken()) void api('/auth/logout', { method: 'POST' }).catch(() => undefined);
    clearStoredToken();
    setToken(null);
    queryClient.clear();
    navigate('/', { replace: true });
  }, [navigate, queryClient]);

  const openLogin = useCallback<Session['openLogin']>((options) => {
    onDismissRef.current = options?.onDismiss;
    onSignInRef.current = options?.onSignIn;
    setDialog({ open: true, mode: options?.mode ?? 'login' });
  }, []);

  const closeLogin = useCallback<Session['closeLogin']>((reason) => {
    setDialog((d) => ({ ...d, open: false }));
    const onDismiss = onDismissRef.current;
    onDismissRef.current = undefined;
    onSignInRef.current = undefined;
    if (reason === 'dismissed') onDismiss?.();
  }, []);

  const setLoginMode = useCallback((mode: 'login' | 'register') => setDialog((d) => ({ ...d, mode })), []);

  const user = token ? (verify.data ?? null) : null;
  const status: SessionStatus = !token
    ? 'anonymous'
    : user
      ? 'authenticated'
      : verify.isError
        ? 'anonymous'
        : 'loading';

  const value = useMemo<Session>(
    () => ({
      status,
      user,
      isAdmin: user?.role === 'admin',
      backOffice: user?.role === 'admin' || user?.role === 'staff',
      signIn,
      signOut,
      loginDialog: dialog,
      openLogin,
      closeLogin,
      setLoginMode,
    }),
    [status, user, signIn, signOut, dialog, openLogin, closeLogin, setLoginMode],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const s = useContext(SessionContext);
  if (!s) throw new Error('useSession must be used inside SessionProvider');
  return s;
}

import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { api } from '../api/client.ts';
import { ADMIN_USER, CUSTOMER, json, mockApi, renderPage, resetPage } from '../test/render.tsx';
import { readStoredToken } from './auth-storage.ts';
import { useSession } from './session.tsx';

afterEach(resetPage);

/** Shows what the session says, and offers its actions as buttons. */
function SessionProbe({ onSignIn }: { onSignIn?: () => void }) {
  const session = useSession();
  return (
    <div>
      <p>status: {session.status}</p>
      <p>user: {session.user?.fullname ?? '-'}</p>
      <p>admin: {session.isAdmin ? 'ya' : 'tidak'}</p>
      <p>dialog: {session.loginDialog.open ? session.loginDialog.mode : 'tutup'}</p>
      <button type="button" onClick={() => session.signOut()}>
        Logout
      </button>
      <button type="button" onClick={() => session.openLogin({ mode: 'register', onSignIn })}>
        Login dulu
      </button>
      <button type="button" onClick={() => session.signIn({ token: 'new-admin', user: ADMIN_USER } as never)}>
        Masuk admin
      </button>
      <button
        type="button"
        onClick={() => session.signIn({ token: 'new-customer', user: CUSTOMER } as never)}
      >
        Masuk pelanggan
      </button>
    </div>
  );
}

/** A page that reads the customer's cart count, so a 401 from any call can end the session. */
function CartCount() {
  const count = useQuery({
    queryKey: ['cart', 'count'],
    queryFn: () => api<{ count: number }>('/cart/count'),
  });
  return <p>cart: {count.isError ? 'gagal' : (count.data?.count ?? '…')}</p>;
}

describe('SessionProvider', () => {
  it('is anonymous without a stored token and asks the server nothing', async () => {
    const calls = mockApi({});
    renderPage(<SessionProbe />);
    expect(screen.getByText('status: anonymous')).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual([]);
  });

  it('verifies a stored token and knows the user and whether they are an admin', async () => {
    mockApi({});
    renderPage(<SessionProbe />, { as: 'admin' });
    expect(screen.getByText('status: loading')).toBeInTheDocument();
    expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
    expect(screen.getByText('user: Admin Toko')).toBeInTheDocument();
    expect(screen.getByText('admin: ya')).toBeInTheDocument();
  });

  it.each([
    ['refuses it (401)', () => json({ message: 'Invalid token', code: 'UNAUTHORIZED' }, 401)],
    ['fails (500)', () => json({ message: 'Server error', code: 'INTERNAL' }, 500)],
  ])('drops the stored token and goes home when its verify %s (docs/product.md 4)', async (_, answer) => {
    mockApi({ 'GET /api/auth/verify': answer });
    const { router } = renderPage(<SessionProbe />, { path: '/account', as: 'customer' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(readStoredToken()).toBeNull();
  });

  it('signs the user out when any call answers 401, keeping nobody’s data', async () => {
    let expired = false;
    mockApi({
      'GET /api/cart/count': () =>
        expired ? json({ message: 'Token expired', code: 'UNAUTHORIZED' }, 401) : { count: 2 },
    });
    const { client } = renderPage(
      <>
        <SessionProbe />
        <CartCount />
      </>,
      { as: 'customer' },
    );
    expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
    expect(await screen.findByText('cart: 2')).toBeInTheDocument();
    client.setQueryData(['catalog', 'categories'], ['kept']);

    expired = true;
    await client.refetchQueries({ queryKey: ['cart', 'count'] });
    expect(await screen.findByText('status: anonymous')).toBeInTheDocument();
    expect(screen.getByText('user: -')).toBeInTheDocument();
    expect(readStoredToken()).toBeNull();
    // The catalog is the same for everyone and stays; the customer's own answers go.
    expect(client.getQueryData(['catalog', 'categories'])).toEqual(['kept']);
    expect(client.getQueryData(['cart', 'count'])).toBeUndefined();
  });

  it('logs out: tells the server, forgets the token and every answer, goes home', async () => {
    const calls = mockApi({ 'POST /api/auth/logout': () => undefined });
    const { router, client } = renderPage(<SessionProbe />, { path: '/account', as: 'customer' });
    expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(readStoredToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    // Nothing the customer saw is kept (the next page's own session query starts empty).
    expect(
      client
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.data !== undefined),
    ).toEqual([]);
    const logout = calls.filter((c) => c.path === '/api/auth/logout');
    expect(logout.map((c) => [c.method, c.headers.get('authorization')])).toEqual([
      ['POST', 'Bearer customer-token'],
    ]);
  });

  it('sends an admin who signs in to the dashboard', async () => {
    mockApi({});
    const { router } = renderPage(<SessionProbe />, { path: '/produk' });
    await userEvent.click(screen.getByRole('button', { name: 'Masuk admin' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(readStoredToken()).toBe('new-admin');
  });

  it('runs the action that asked for the login once a customer signs in through the dialog', async () => {
    mockApi({});
    const done: string[] = [];
    renderPage(<SessionProbe onSignIn={() => done.push(readStoredToken() ?? 'no token')} />, {
      path: '/produk',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Login dulu' }));
    expect(screen.getByText('dialog: register')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Masuk pelanggan' }));
    expect(screen.getByText('dialog: tutup')).toBeInTheDocument();
    expect(screen.getByText('status: authenticated')).toBeInTheDocument();
    // The pending action goes out as the customer who just logged in, and only once.
    expect(done).toEqual(['new-customer']);
  });
});

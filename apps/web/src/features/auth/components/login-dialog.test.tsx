import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession } from '../../../lib/session.tsx';
import { LoginDialog } from './login-dialog.tsx';

beforeAll(() => {
  // jsdom has no <dialog> methods; these make it behave as a browser's.
  HTMLDialogElement.prototype.showModal = function showModal() {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close() {
    this.removeAttribute('open');
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function Opener() {
  const session = useSession();
  return (
    <button type="button" onClick={() => session.openLogin()}>
      open
    </button>
  );
}

function renderDialog() {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <SessionProvider>
          <Opener />
          <LoginDialog />
        </SessionProvider>
      ),
    },
  ]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

async function openRegister() {
  const user = userEvent.setup();
  renderDialog();
  await user.click(screen.getByText('open'));
  await user.click(screen.getByRole('button', { name: 'Daftar di sini' }));
  return user;
}

describe('LoginDialog validation', () => {
  it('asks for both email and password before calling the server', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByText('open'));
    await user.type(screen.getByLabelText('Email'), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both email and password');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks for every register field', async () => {
    const user = await openRegister();
    await user.type(screen.getByLabelText('Email'), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
  });

  it('checks that the passwords match, then their length', async () => {
    const user = await openRegister();
    await user.type(screen.getByLabelText('Nama Lengkap'), 'Rina');
    await user.type(screen.getByLabelText('Email'), 'rina@example.com');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.type(screen.getByLabelText('Konfirmasi Password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');

    await user.clear(screen.getByLabelText('Konfirmasi Password'));
    await user.type(screen.getByLabelText('Konfirmasi Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
  });

  it('shows the server message when login fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ message: 'Invalid email or password', code: 'UNAUTHORIZED' }), {
            status: 401,
          }),
      ),
    );
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByText('open'));
    await user.type(screen.getByLabelText('Email'), 'a@b.co');
    await user.type(screen.getByLabelText('Password'), 'salah123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_TEXT } from '@toko/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session.tsx';
import { json, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import { LoginDialog } from './login-dialog.tsx';

afterEach(resetPage);

function Opener() {
  const session = useSession();
  return (
    <button type="button" onClick={() => session.openLogin()}>
      open
    </button>
  );
}

function renderDialog() {
  renderPage(
    <>
      <Opener />
      <LoginDialog />
    </>,
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
    const api = mockApi({});
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByText('open'));
    await user.type(screen.getByLabelText('Email'), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both email and password');
    expect(api.calls.map((c) => c.path)).toEqual([]);
  });

  it('asks for every register field', async () => {
    mockApi({});
    const user = await openRegister();
    await user.type(screen.getByLabelText('Email'), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
  });

  it('checks that the passwords match, then their length', async () => {
    mockApi({});
    const user = await openRegister();
    await user.type(screen.getByLabelText('Nama Lengkap'), 'Rina');
    await user.type(screen.getByLabelText('Email'), 'rina@example.com');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.type(screen.getByLabelText('Konfirmasi Password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');

    await user.clear(screen.getByLabelText('Konfirmasi Password'));
    await user.type(screen.getByLabelText('Konfirmasi Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
  });

  it('shows the server message when login fails', async () => {
    mockApi({
      'POST /api/auth/login': () => json({ message: 'Email atau password salah', code: 'UNAUTHORIZED' }, 401),
    });
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByText('open'));
    await user.type(screen.getByLabelText('Email'), 'a@b.co');
    await user.type(screen.getByLabelText('Password'), 'salah123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email atau password salah');
  });

  it("sends 'Lupa password?' with the typed email and shows the server's answer", async () => {
    const api = mockApi({
      'POST /api/auth/forgot-password': () => ({ message: AUTH_TEXT.forgotSent }),
    });
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByText('open'));
    await user.type(screen.getByLabelText('Email'), 'rina@example.com');
    await user.click(screen.getByRole('button', { name: 'Lupa password?' }));
    expect(screen.getByRole('heading', { name: 'Lupa Password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('rina@example.com');
    await user.click(screen.getByRole('button', { name: 'Kirim tautan' }));
    expect(await screen.findByRole('status')).toHaveTextContent(AUTH_TEXT.forgotSent);
    expect(api.calls.find((c) => c.path === '/api/auth/forgot-password')?.body).toEqual({
      email: 'rina@example.com',
    });
  });

  it('sends the optional phone with the registration', async () => {
    const api = mockApi({
      'POST /api/auth/register': () =>
        json(
          {
            token: 't',
            user: {
              id: 5,
              fullname: 'Rina',
              email: 'rina@example.com',
              phone_number: '6281234567890',
              role: 'customer',
            },
          },
          201,
        ),
    });
    const user = await openRegister();
    await user.type(screen.getByLabelText('Nama Lengkap'), 'Rina');
    await user.type(screen.getByLabelText('Email'), 'rina@example.com');
    await user.type(screen.getByLabelText('Nomor HP (opsional)'), '0812-3456-7890');
    expect(screen.getByText('Disimpan sebagai +62 812-3456-7890')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'rahasia-rina');
    await user.type(screen.getByLabelText('Konfirmasi Password'), 'rahasia-rina');
    await user.click(screen.getByRole('button', { name: 'Daftar' }));
    await vi.waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/auth/register')?.body).toMatchObject({
        phone_number: '0812-3456-7890',
      }),
    );
  });
});

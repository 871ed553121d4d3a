import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { readStoredToken } from '../../../lib/auth-storage.ts';
import { type Call, CUSTOMER, json, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import { ProfilePage } from './profile-page.tsx';

afterEach(resetPage);

const profile = { 'GET /api/auth/profile': () => ({ user: CUSTOMER }) };

async function fill(current: string, next: string, repeat: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Password Saat Ini'), current);
  await user.type(screen.getByLabelText('Password Baru'), next);
  await user.type(screen.getByLabelText('Ulangi Password Baru'), repeat);
  await user.click(screen.getByRole('button', { name: 'Ubah Password' }));
}

const passwordCalls = (calls: Call[]) =>
  calls.filter((c) => c.method === 'PUT' && c.path === '/api/auth/password');

describe('ProfilePage, Ubah Password', () => {
  it('sends the current and new password, keeps this device logged in with the new token', async () => {
    const api = mockApi({
      ...profile,
      'PUT /api/auth/password': () => ({ token: 'fresh-token', user: CUSTOMER }),
    });
    renderPage(<ProfilePage />, { path: '/account', as: 'customer' });
    await fill('lama-rahasia', 'baru-rahasia-1', 'baru-rahasia-1');

    expect(await screen.findByText('Password berhasil diubah')).toBeInTheDocument();
    const sent = passwordCalls(api.calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ current_password: 'lama-rahasia', new_password: 'baru-rahasia-1' });
    expect(readStoredToken()).toBe('fresh-token');
    expect(screen.getByLabelText('Password Saat Ini')).toHaveValue('');
  });

  it('says the new passwords do not match and sends nothing', async () => {
    const api = mockApi(profile);
    renderPage(<ProfilePage />, { path: '/account', as: 'customer' });
    await fill('lama-rahasia', 'baru-rahasia-1', 'baru-rahasia-2');

    // Under the repeated field, which is marked invalid.
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Ulangi Password Baru')).toHaveAttribute('aria-invalid', 'true');
    expect(passwordCalls(api.calls)).toHaveLength(0);
  });

  it('asks for every field and the minimum length before sending', async () => {
    const api = mockApi(profile);
    renderPage(<ProfilePage />, { path: '/account', as: 'customer' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ubah Password' }));
    expect(await screen.findAllByText('Please fill in all fields')).toHaveLength(2);
    expect(screen.getByLabelText('Password Saat Ini')).toHaveAttribute('aria-invalid', 'true');

    await fill('lama-rahasia', 'pendek', 'pendek');
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeInTheDocument();
    expect(screen.queryByText('Please fill in all fields')).not.toBeInTheDocument();
    expect(passwordCalls(api.calls)).toHaveLength(0);
  });

  it("shows the server's message when the current password is wrong, and keeps the token", async () => {
    mockApi({
      ...profile,
      'PUT /api/auth/password': () =>
        json(
          {
            message: 'Password saat ini salah',
            code: 'VALIDATION_ERROR',
            errors: [{ path: 'current_password', message: 'Password saat ini salah' }],
          },
          400,
        ),
    });
    renderPage(<ProfilePage />, { path: '/account', as: 'customer' });
    await fill('salah-rahasia', 'baru-rahasia-1', 'baru-rahasia-1');

    // Under the current password's field (the server named it), and in the one failure toast.
    expect(await screen.findByText('Password saat ini salah')).toBeInTheDocument();
    expect(screen.getByLabelText('Password Saat Ini')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Gagal mengubah password: Password saat ini salah')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ubah Password' })).toBeEnabled());
    expect(readStoredToken()).toBe('customer-token');
  });

  it('sends one change for a double click, the button busy while it runs', async () => {
    let release: () => void = () => {};
    const api = mockApi({
      ...profile,
      'PUT /api/auth/password': () =>
        new Promise((resolve) => {
          release = () => resolve({ token: 'fresh-token', user: CUSTOMER });
        }),
    });
    renderPage(<ProfilePage />, { path: '/account', as: 'customer' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Password Saat Ini'), 'lama-rahasia');
    await user.type(screen.getByLabelText('Password Baru'), 'baru-rahasia-1');
    await user.type(screen.getByLabelText('Ulangi Password Baru'), 'baru-rahasia-1');
    const button = screen.getByRole('button', { name: 'Ubah Password' });
    await user.dblClick(button);
    await waitFor(() => expect(passwordCalls(api.calls)).toHaveLength(1));
    expect(button).toBeDisabled();
    release();
    expect(await screen.findByText('Password berhasil diubah')).toBeInTheDocument();
    expect(passwordCalls(api.calls)).toHaveLength(1);
  });
});

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

    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(passwordCalls(api.calls)).toHaveLength(0);
  });

  it('asks for every field and the minimum length before sending', async () => {
    const api = mockApi(profile);
    renderPage(<ProfilePage />, { path: '/account', as: 'customer' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ubah Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');

    await fill('lama-rahasia', 'pendek', 'pendek');
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be at least 8 characters long');
    expect(passwordCalls(api.calls)).toHaveLength(0);
  });

  it("shows the server's message when the current password is wrong, and keeps the token", async () => {
    mockApi({
      ...profile,
      'PUT /api/auth/password': () =>
        json(
          {
            message: 'Current password is incorrect',
            code: 'VALIDATION_ERROR',
            errors: [{ path: 'current_password', message: 'Current password is incorrect' }],
          },
          400,
        ),
    });
    renderPage(<ProfilePage />, { path: '/account', as: 'customer' });
    await fill('salah-rahasia', 'baru-rahasia-1', 'baru-rahasia-1');

    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ubah Password' })).toBeEnabled());
    expect(readStoredToken()).toBe('customer-token');
  });
});

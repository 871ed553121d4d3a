import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_USER, installBrowserShims, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import UsersPage from './users-page.tsx';

beforeAll(installBrowserShims);
afterEach(resetPage);

describe('UsersPage', () => {
  it('lists users with phone and role, and deletes another user after confirming, never oneself', async () => {
    let users = [
      ADMIN_USER,
      {
        id: 2,
        fullname: 'Budi Santoso',
        email: 'budi@toko.local',
        phone_number: '6281234567801',
        role: 'customer',
      },
    ];
    const api = mockApi({
      'GET /api/users': () => ({
        users,
        pagination: {
          currentPage: 1,
          totalPages: 1,
          totalItems: users.length,
          limit: 10,
          hasNextPage: false,
        },
      }),
      'DELETE /api/users/2': () => {
        users = users.filter((u) => u.id !== 2);
        return undefined;
      },
    });
    const user = userEvent.setup();
    renderPage(<UsersPage />, { as: 'admin', path: '/dashboard/users' });
    const budi = (await screen.findByText('Budi Santoso')).closest('tr')!;
    expect(budi).toHaveTextContent('2Budi Santosobudi@toko.local+62 812-3456-7801Pembeli');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Akun sendiri tidak dapat dihapus' })).toBeDisabled(),
    );

    await user.click(within(budi).getByRole('button', { name: 'Hapus Budi Santoso' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Hapus Pengguna' })).getByRole('button', { name: 'Hapus' }),
    );
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/api/users/2')).toBe(true),
    );
    await waitFor(() => expect(screen.queryByText('Budi Santoso')).not.toBeInTheDocument());
    expect(screen.getByText('Budi Santoso dihapus')).toBeInTheDocument();
  });

  it('opens WhatsApp with a user who gave a phone, and shows no button for one who did not', async () => {
    const users = [
      ADMIN_USER,
      {
        id: 2,
        fullname: 'Budi Santoso',
        email: 'budi@toko.local',
        phone_number: '6281234567801',
        role: 'customer',
      },
    ];
    mockApi({
      'GET /api/users': () => ({
        users,
        pagination: { currentPage: 1, totalPages: 1, totalItems: 2, limit: 10, hasNextPage: false },
      }),
    });
    renderPage(<UsersPage />, { as: 'admin', path: '/dashboard/users' });
    const link = await screen.findByRole('link', { name: 'WhatsApp Budi Santoso' });
    const href = new URL(link.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/6281234567801');
    expect(href.searchParams.get('text')).toBe('Halo Budi Santoso, kami dari Toko. ');
    expect(screen.queryByRole('link', { name: `WhatsApp ${ADMIN_USER.fullname}` })).not.toBeInTheDocument();
  });

  it("sends a password reset link to a user after the owner confirms 'Kirim link reset'", async () => {
    const budi = {
      id: 2,
      fullname: 'Budi Santoso',
      email: 'budi@toko.local',
      phone_number: null,
      role: 'customer',
    };
    const api = mockApi({
      'GET /api/users': () => ({
        users: [ADMIN_USER, budi],
        pagination: { currentPage: 1, totalPages: 1, totalItems: 2, limit: 10, hasNextPage: false },
      }),
      'POST /api/users/2/password-reset': () => ({
        message: 'Tautan atur ulang password dikirim ke email pengguna',
      }),
    });
    const user = userEvent.setup();
    renderPage(<UsersPage />, { as: 'admin', path: '/dashboard/users' });
    await user.click(await screen.findByRole('button', { name: 'Kirim link reset ke Budi Santoso' }));
    const dialog = screen.getByRole('dialog', { name: 'Kirim Link Reset' });
    expect(dialog).toHaveTextContent('budi@toko.local');
    await user.click(within(dialog).getByRole('button', { name: 'Kirim link reset' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/users/2/password-reset')).toBe(
        true,
      ),
    );
    expect(
      await screen.findByText('Tautan atur ulang password dikirim ke budi@toko.local'),
    ).toBeInTheDocument();
  });
});

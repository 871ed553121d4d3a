import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type Call, CUSTOMER, json, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import { localPart, ProfilePage } from './profile-page.tsx';

afterEach(resetPage);

const USER = { ...CUSTOMER, fullname: 'Budi', phone_number: '6281234567801' };

describe('phone number after the fixed +62', () => {
  it('shows the stored 62... number without its 62', () => {
    expect(localPart('6281234567801')).toBe('81234567801');
    expect(localPart(null)).toBe('');
  });
});

describe('ProfilePage', () => {
  function renderProfile() {
    const api = mockApi({
      'GET /api/auth/profile': () => ({ user: USER }),
      'PUT /api/auth/profile': ({ body }) => ({ user: { ...USER, ...(body as object) } }),
    });
    renderPage(<ProfilePage />, { path: '/account', as: 'customer' });
    return (calls: Call[] = api.calls) =>
      calls.filter((c) => c.method === 'PUT').map((c) => [c.path, c.body]);
  }

  it('shows the email read-only and the phone after +62, and saves name and full number', async () => {
    const user = userEvent.setup();
    const saved = renderProfile();
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('budi@toko.local');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText('+62')).toBeInTheDocument();
    expect(screen.getByLabelText('Nomor Telepon')).toHaveValue('81234567801');

    await user.clear(screen.getByLabelText('Nama Lengkap'));
    await user.type(screen.getByLabelText('Nama Lengkap'), 'Budi Santoso');
    await user.clear(screen.getByLabelText('Nomor Telepon'));
    await user.type(screen.getByLabelText('Nomor Telepon'), '0812-999-888');
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(saved()).toEqual([
      [
        '/api/auth/profile',
        { fullname: 'Budi Santoso', phone_number: '62812999888', email: 'budi@toko.local' },
      ],
    ]);
  });

  it('asks for both name and phone', async () => {
    const user = userEvent.setup();
    const saved = renderProfile();
    await user.clear(await screen.findByLabelText('Nomor Telepon'));
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    // Under the phone field, which is marked invalid.
    expect(await screen.findByText('Please enter both fullname and phone number')).toBeInTheDocument();
    expect(screen.getByLabelText('Nomor Telepon')).toHaveAttribute('aria-invalid', 'true');
    expect(saved()).toEqual([]);
  });

  it("shows the server's message as the failure toast (docs/product.md 8)", async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'GET /api/auth/profile': () => ({ user: USER }),
      'PUT /api/auth/profile': () => json({ message: 'Nomor telepon sudah dipakai', code: 'CONFLICT' }, 409),
    });
    renderPage(<ProfilePage />, { path: '/account', as: 'customer' });
    await user.click(await screen.findByRole('button', { name: 'Simpan Perubahan' }));
    expect(await screen.findByText('Nomor telepon sudah dipakai')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type Call, CUSTOMER, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import { fullPhone, localPart, ProfilePage } from './profile-page.tsx';

afterEach(resetPage);

const USER = { ...CUSTOMER, fullname: 'Budi', phone_number: '6281234567801' };

describe('phone number after the fixed +62', () => {
  it('shows the stored 62... number without its 62', () => {
    expect(localPart('6281234567801')).toBe('81234567801');
    expect(localPart(null)).toBe('');
  });
  it('sends 62 and the digits, whether typed with a leading 0 or not', () => {
    expect(fullPhone('81234567801')).toBe('6281234567801');
    expect(fullPhone('081234567801')).toBe('6281234567801');
    expect(fullPhone('')).toBe('');
    // The shared reading of a typed number: a 62 typed after the fixed +62 is not doubled.
    expect(fullPhone('6281234567801')).toBe('6281234567801');
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
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both fullname and phone number');
    expect(saved()).toEqual([]);
  });
});

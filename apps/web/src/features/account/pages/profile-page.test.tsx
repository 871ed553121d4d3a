import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fullPhone, localPart, ProfilePage } from './profile-page.tsx';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
// The page's password form keeps the session's token; these tests render it without a session.
vi.mock('../../../lib/session.tsx', () => ({ useSession: () => ({ signIn: vi.fn() }) }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const USER = {
  id: 7,
  fullname: 'Budi',
  email: 'budi@toko.local',
  phone_number: '6281234567801',
  role: 'customer',
};

describe('phone number after the fixed +62', () => {
  it('shows the stored 62... number without its 62', () => {
    expect(localPart('6281234567801')).toBe('81234567801');
    expect(localPart(null)).toBe('');
  });
  it('sends 62 and the digits, whether typed with a leading 0 or not', () => {
    expect(fullPhone('81234567801')).toBe('6281234567801');
    expect(fullPhone('081234567801')).toBe('6281234567801');
    expect(fullPhone('')).toBe('');
  });
});

describe('ProfilePage', () => {
  function renderProfile() {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      const body =
        init?.method === 'PUT' ? { user: { ...USER, ...JSON.parse(String(init.body)) } } : { user: USER };
      return new Response(JSON.stringify(body), { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ProfilePage />
      </QueryClientProvider>,
    );
    return fetch;
  }

  it('shows the email read-only and the phone after +62, and saves name and full number', async () => {
    const user = userEvent.setup();
    const fetch = renderProfile();
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

    expect(fetch).toHaveBeenCalledWith(
      '/api/auth/profile',
      expect.objectContaining({
        method: 'PUT',
        body: JSON.stringify({
          fullname: 'Budi Santoso',
          phone_number: '62812999888',
          email: 'budi@toko.local',
        }),
      }),
    );
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Profile updated successfully'));
  });

  it('asks for both name and phone', async () => {
    const user = userEvent.setup();
    const fetch = renderProfile();
    await user.clear(await screen.findByLabelText('Nomor Telepon'));
    await user.click(screen.getByRole('button', { name: 'Simpan Perubahan' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter both fullname and phone number');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

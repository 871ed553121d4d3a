import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installBrowserShims, mockApi, renderPage } from '../../../test/render.tsx';
import LocationsPage from './locations-page.tsx';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  Toaster: () => null,
}));

beforeAll(installBrowserShims);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('LocationsPage', () => {
  it('does not offer to delete a location members live in, and says why', async () => {
    const calls = mockApi({
      'GET /api/locations': () => ({
        data: [{ id: 4, name: 'Bangkalan', member_count: 3 }],
        pagination: { currentPage: 1, totalPages: 1, totalItems: 1, limit: 10, hasNextPage: false },
      }),
    });
    const user = userEvent.setup();
    renderPage(<LocationsPage />);
    await user.click(await screen.findByRole('button', { name: 'Hapus Bangkalan' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Hapus Lokasi' });
    expect(dialog).toHaveTextContent('Bangkalan masih dipakai oleh 3 member');
    const confirm = within(dialog).getByRole('button', { name: 'Masih dipakai member' });
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installBrowserShims, json, mockApi, renderPage } from '../../../test/render.tsx';
import ArisansPage from './arisans-page.tsx';

beforeAll(installBrowserShims);
afterEach(() => vi.unstubAllGlobals());

const pagination = (n: number) => ({
  currentPage: 1,
  totalPages: 1,
  totalItems: n,
  limit: 10,
  hasNextPage: false,
});
const arisan = {
  id: 12,
  name: 'Arisan Ibu-Ibu',
  status: 'active',
  saving_type: 'monthly',
  duration: 4,
  contribution_amount: 250_000,
  total_saving: 500_000,
  total_members: 4,
  start_date: '2026-09-01',
  end_date: '2026-12-01',
  started: true,
  archived_at: null,
};

describe('ArisansPage', () => {
  it('lists arisans and filters by the type chips', async () => {
    const calls = mockApi({
      'GET /api/arisans': (call) =>
        call.url.searchParams.get('saving_type') === 'weekly'
          ? { data: [], pagination: pagination(0) }
          : { data: [arisan], pagination: pagination(1) },
    });
    const user = userEvent.setup();
    renderPage(<ArisansPage />);

    expect(await screen.findByText('Arisan Ibu-Ibu')).toBeInTheDocument();
    expect(screen.getByText('Rp 500.000')).toBeInTheDocument();
    expect(screen.getByText('01 Sep 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Details/ })).toHaveAttribute('href', '/dashboard/arisans/12');
    expect(
      screen.getAllByRole('button', { name: /^(Semua|Harian|Mingguan|Bulanan)$/ }).map((b) => b.textContent),
    ).toEqual(['Semua', 'Harian', 'Mingguan', 'Bulanan']);

    await user.click(screen.getByRole('button', { name: 'Mingguan' }));
    expect(await screen.findByText('No Arisans found.')).toBeInTheDocument();
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('saving_type')).toBe('weekly'));
  });

  it('shows the error text when the list fails', async () => {
    mockApi({
      'GET /api/arisans': () => json({ message: 'Server sedang sibuk', code: 'INTERNAL' }, 500),
    });
    renderPage(<ArisansPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Server sedang sibuk');
  });
});

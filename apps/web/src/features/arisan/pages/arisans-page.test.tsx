import { screen, waitFor, within } from '@testing-library/react';
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
  kind: 'uang',
  recipient_rule: 'kocok',
  draw_paid_up_only: true,
  lelang_cap_percent: 30,
  lelang_commission_percent: 0,
  product_id: null,
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

  it("tags a group saving for a product 'Barang', and only that one", async () => {
    mockApi({
      'GET /api/arisans': () => ({
        data: [arisan, { ...arisan, id: 13, name: 'Arisan Sofa (3 orang)', kind: 'barang', product_id: 4 }],
        pagination: pagination(2),
      }),
    });
    renderPage(<ArisansPage />);
    const sofa = (await screen.findByText('Arisan Sofa (3 orang)')).closest('tr')!;
    expect(within(sofa).getByText('Barang')).toBeInTheDocument();
    const ibu = screen.getByText('Arisan Ibu-Ibu').closest('tr')!;
    expect(within(ibu).queryByText('Barang')).not.toBeInTheDocument();
  });

  it('shows the error text when the list fails', async () => {
    mockApi({
      'GET /api/arisans': () => json({ message: 'Server sedang sibuk', code: 'INTERNAL' }, 500),
    });
    renderPage(<ArisansPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Server sedang sibuk');
  });
});

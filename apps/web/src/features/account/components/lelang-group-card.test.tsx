import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyLelangGroup } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import { LelangGroupCard } from './lelang-group-card.tsx';

// A member's lelang in 'Arisan Saya' (ADR 077): their own bid only, then the result and their dividend.

beforeAll(installBrowserShims);
afterEach(resetPage);

const cycle = {
  cycle: 1,
  pot: 300_000,
  cap: 90_000,
  closes_at: '2026-01-01T12:00:00.000Z',
  closed: false,
  can_bid: true,
  cannot_bid_reason: null,
  my_bid: null,
  commitment: 'a'.repeat(64),
  seed: null,
  draw_member_ids: null,
  winner_member_id: null,
  winner_name: null,
  discount: null,
  i_won: false,
  my_dividend: null,
};
const GROUP: MyLelangGroup = {
  arisan_id: 4,
  name: 'Arisan RT 5',
  member_id: 1,
  contribution_amount: 100_000,
  lelang_cap_percent: 30,
  total_dividends: 0,
  cycles: [cycle],
};

describe('LelangGroupCard', () => {
  it('sends the typed discount as the own bid', async () => {
    const api = mockApi({
      'PUT /api/arisan-lelang/4/cycles/1/bid': (call) => ({
        success: true,
        data: { cycle: 1, ...(call.body as object) },
      }),
    });
    const user = userEvent.setup();
    renderPage(<LelangGroupCard group={GROUP} />);
    expect(screen.getByText(/Tawaranmu:/)).toHaveTextContent('belum ada');
    await user.type(screen.getByLabelText('Potongan yang kamu tawarkan (Rp)'), '25000');
    await user.click(screen.getByRole('button', { name: 'Kirim Tawaran' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ amount: 25_000 }));
  });

  it('says why a member behind cannot bid', () => {
    mockApi({});
    renderPage(
      <LelangGroupCard
        group={{
          ...GROUP,
          cycles: [{ ...cycle, can_bid: false, cannot_bid_reason: 'Belum lunas sampai putaran 1' }],
        }}
      />,
    );
    expect(screen.getByText('Kamu tidak bisa menawar: belum lunas sampai putaran 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kirim Tawaran' })).not.toBeInTheDocument();
  });

  it('shows the winner, the discount and the own dividend after the close', () => {
    mockApi({});
    renderPage(
      <LelangGroupCard
        group={{
          ...GROUP,
          total_dividends: 23_750,
          cycles: [
            {
              ...cycle,
              closed: true,
              can_bid: false,
              my_bid: 20_000,
              winner_member_id: 2,
              winner_name: 'Budi',
              discount: 50_000,
              my_dividend: 23_750,
            },
          ],
        }}
      />,
    );
    expect(screen.getByText('Budi')).toBeInTheDocument();
    expect(screen.getByText('Dividenmu').nextSibling).toHaveTextContent(/Rp\s23\.750/);
    expect(screen.getByText(/Tawaranmu:/)).toHaveTextContent(/Rp\s20\.000/);
  });
});

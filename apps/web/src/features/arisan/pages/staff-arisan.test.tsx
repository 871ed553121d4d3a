import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { arisanDetail, memberRow, scheduleCycle } from '../../../test/arisan.ts';
import { installBrowserShims, mockApi, renderPage, resetPage } from '../../../test/render.tsx';

/** The signed-in user is known (the session's check answered): from here the page shows what the role may do. */
const sessionKnown = (client: QueryClient) =>
  waitFor(() =>
    expect(client.getQueryCache().findAll({ queryKey: ['session'] })[0]?.state.status).toBe('success'),
  );

import ArisanDetailPage from './arisan-detail-page.tsx';
import ArisansPage from './arisans-page.tsx';
import MembersPage from './members-page.tsx';

// Staff read the arisans and members and record payments; making them is the owner's (ADR 087).

beforeAll(installBrowserShims);
afterEach(resetPage);

const EMPTY = {
  data: [],
  pagination: { currentPage: 1, totalPages: 0, totalItems: 0, limit: 10, hasNextPage: false },
};

describe.each([
  ['staff', false],
  ['admin', true],
] as const)('the arisan lists as %s', (as, owner) => {
  it(`${owner ? 'offers' : 'does not offer'} 'Add Arisan'`, async () => {
    mockApi({ 'GET /api/arisans': () => EMPTY });
    const { client } = renderPage(<ArisansPage />, { as, path: '/dashboard/arisans' });
    await sessionKnown(client);
    await screen.findByRole('heading', { name: 'Arisan' });
    expect(screen.queryByRole('button', { name: 'Add Arisan' }) !== null).toBe(owner);
  });

  it(`${owner ? 'offers' : 'does not offer'} 'Tambah Member'`, async () => {
    mockApi({ 'GET /api/members': () => EMPTY, 'GET /api/locations': () => EMPTY });
    const { client } = renderPage(<MembersPage />, { as, path: '/dashboard/members' });
    await sessionKnown(client);
    await screen.findByRole('heading', { name: 'Members' });
    expect(screen.queryByRole('button', { name: 'Tambah Member' }) !== null).toBe(owner);
  });
});

// Inside an arisan: staff record payments; the received date, turns, membership, draws, payouts and
// corrections are the owner's (the server refuses them to staff either way).
function arisanPageApi() {
  mockApi({
    'GET /api/arisans/4': () => ({
      data: arisanDetail({ draw_paid_up_only: false }, [memberRow({ due_cycles: 1, due_amount: 250_000 })]),
    }),
    'GET /api/arisans/4/schedule': () => ({ data: { arisan_id: 4, cycles: [scheduleCycle()] } }),
    'GET /api/arisans/4/draws': () => ({ data: [] }),
    'GET /api/arisans/4/payouts': () => ({
      data: { payouts: [], total_contributions: 0, total_paid_out: 0, pot_held: 0 },
    }),
  });
}

describe.each([
  ['staff', false],
  ['admin', true],
] as const)("an arisan's page as %s", (as, owner) => {
  it(`offers 'Bayar'${owner ? ' and the owner’s member actions' : ' only'}`, async () => {
    arisanPageApi();
    const { client } = renderPage(<ArisanDetailPage />, {
      as,
      path: '/dashboard/arisans/4',
      route: '/dashboard/arisans/:id',
    });
    await sessionKnown(client);
    expect(await screen.findByRole('button', { name: 'Bayar Siti' })).toBeInTheDocument();
    for (const name of ['Set Tanggal Terima Siti', 'Tukar giliran Siti', 'Hapus Siti'])
      expect(screen.queryByRole('button', { name }) !== null, name).toBe(owner);
  });

  it(`${owner ? 'offers' : 'does not offer'} the cycle's draw and recipient`, async () => {
    arisanPageApi();
    const { client } = renderPage(<ArisanDetailPage />, {
      as,
      path: '/dashboard/arisans/4?tab=jadwal',
      route: '/dashboard/arisans/:id',
    });
    await sessionKnown(client);
    await screen.findByText('Belum ada penerima');
    expect(screen.queryByRole('button', { name: 'Tunjuk penerima putaran 1' }) !== null).toBe(owner);
    expect(screen.queryByRole('button', { name: 'Undi putaran 1' }) !== null).toBe(owner);
  });
});

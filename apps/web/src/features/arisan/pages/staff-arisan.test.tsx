import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, mockApi, renderPage, resetPage } from '../../../test/render.tsx';

/** The signed-in user is known (the session's check answered): from here the page shows what the role may do. */
const sessionKnown = (client: QueryClient) =>
  waitFor(() =>
    expect(client.getQueryCache().findAll({ queryKey: ['session'] })[0]?.state.status).toBe('success'),
  );

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

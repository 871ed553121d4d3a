import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_PREFERENCE_KINDS } from '@toko/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import { EmailPreferencesCard } from './email-preferences.tsx';

afterEach(resetPage);

describe("'Notifikasi Email' in the profile", () => {
  it('shows each kind with its choice and saves one as it is ticked', async () => {
    const all = Object.fromEntries(EMAIL_PREFERENCE_KINDS.map((k) => [k, true]));
    const api = mockApi({
      'GET /api/notifications/preferences': () => ({ email: all }),
      'PUT /api/notifications/preferences': () => ({ email: { ...all, order_shipped: false } }),
    });
    renderPage(<EmailPreferencesCard />, { as: 'customer' });
    const shipped = await screen.findByRole('checkbox', { name: 'Pesanan dikirim' });
    expect(shipped).toBeChecked();
    expect(screen.getAllByRole('checkbox')).toHaveLength(EMAIL_PREFERENCE_KINDS.length);
    expect(screen.queryByRole('checkbox', { name: 'Atur ulang password' })).toBeNull();
    await userEvent.setup().click(shipped);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Pesanan dikirim' })).not.toBeChecked());
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ email: { order_shipped: false } });
    expect(await screen.findByText('Pilihan email disimpan')).toBeInTheDocument();
  });
});

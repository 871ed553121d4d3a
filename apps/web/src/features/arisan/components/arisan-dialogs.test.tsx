import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Arisan, MONEY_INVALID } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installBrowserShims, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import { ArisanFormDialog as AddArisanDialog, ArisanFormDialog as EditArisanDialog } from './arisan-form.tsx';

beforeAll(installBrowserShims);
afterEach(resetPage);

const NO_MEMBERS = {
  data: [],
  pagination: { currentPage: 1, totalPages: 1, totalItems: 0, limit: 50, hasNextPage: false },
};

const ARISAN: Arisan = {
  id: 4,
  name: 'Arisan RT 5',
  status: 'active',
  saving_type: 'monthly',
  duration: 10,
  contribution_amount: 100_000,
  late_fee: 0,
  early_min_on_time_percent: null,
  total_saving: 0,
  total_members: 0,
  start_date: '2026-01-01',
  end_date: '2026-10-01',
  started: false,
  archived_at: null,
  kind: 'uang',
  recipient_rule: 'kocok',
  draw_paid_up_only: true,
  lelang_cap_percent: 30,
  lelang_commission_percent: 0,
  product_id: null,
};

const CONTRIBUTION = 'Kontribusi per putaran (Rp)';

describe('AddArisanDialog, contribution', () => {
  async function fill(contribution: string) {
    const api = mockApi({
      'GET /api/members': () => NO_MEMBERS,
      'POST /api/arisans': (call) => ({ data: { ...ARISAN, ...(call.body as object) } }),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<AddArisanDialog open onClose={onClose} />);
    await user.type(screen.getByLabelText('Nama arisan'), 'Arisan Ibu-ibu');
    await user.type(screen.getByLabelText(CONTRIBUTION), contribution);
    await user.type(screen.getByLabelText('Durasi (putaran)'), '10');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    return { api, onClose };
  }

  it.each(['250.000', 'Rp 250.000', '250000'])('reads %j as Rp 250.000 and sends 250000', async (text) => {
    const { api, onClose } = await fill(text);
    expect(screen.getByLabelText(CONTRIBUTION)).toHaveValue('250.000');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = api.calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ name: 'Arisan Ibu-ibu', contribution_amount: 250_000, duration: 10 });
  });

  it('refuses a decimal amount under the field and sends nothing', async () => {
    const { api, onClose } = await fill('12,5');
    expect(screen.getByLabelText(CONTRIBUTION)).toHaveAccessibleDescription(MONEY_INVALID);
    expect(screen.getByLabelText(CONTRIBUTION)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('EditArisanDialog, contribution', () => {
  async function change(contribution: string) {
    const api = mockApi({
      'PUT /api/arisans/4': (call) => ({ data: { ...ARISAN, ...(call.body as object) } }),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<EditArisanDialog arisan={ARISAN} open onClose={onClose} />);
    const field = screen.getByLabelText(CONTRIBUTION);
    expect(field).toHaveValue('100.000');
    await user.clear(field);
    await user.type(field, contribution);
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    return { api, onClose };
  }

  it('reads 250.000 as Rp 250.000 and sends 250000', async () => {
    const { api, onClose } = await change('250.000');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const put = api.calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({ name: 'Arisan RT 5', contribution_amount: 250_000 });
  });

  it('refuses a decimal amount under the field and sends nothing', async () => {
    const { api, onClose } = await change('12,5');
    expect(screen.getByLabelText(CONTRIBUTION)).toHaveAccessibleDescription(MONEY_INVALID);
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });
});

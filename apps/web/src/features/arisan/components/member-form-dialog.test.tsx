import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHONE_INVALID } from '@toko/shared';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installBrowserShims, json, mockApi, renderPage, spyOnToasts } from '../../../test/render.tsx';
import { MemberFormDialog } from './member-form-dialog.tsx';

spyOnToasts();

beforeAll(installBrowserShims);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const locations = {
  data: [{ id: 4, name: 'Bangkalan', member_count: 0 }],
  pagination: { currentPage: 1, totalPages: 1, totalItems: 1, limit: 100, hasNextPage: false },
};
const saved = { id: 9, name: 'Siti', passcode: 'AB12CD', phone: '6281234567892', location_id: null };

describe('MemberFormDialog', () => {
  it('stores a phone typed as 0812-3456-7892 as 62..., where a number input used to drop it', async () => {
    const calls = mockApi({
      'GET /api/locations': () => locations,
      'POST /api/members': () => json({ data: saved }, 201),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<MemberFormDialog open onClose={onClose} />);
    await user.type(screen.getByLabelText('Nama'), 'Siti');
    await user.type(screen.getByLabelText('No. Telepon'), '0812-3456-7892');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Siti',
      phone: '6281234567892',
      location_id: null,
    });
    expect(toast.success).toHaveBeenCalledWith('Member created successfully!');
  });

  it('says under the field when the phone cannot be read, and creates nothing', async () => {
    const calls = mockApi({ 'GET /api/locations': () => locations });
    const user = userEvent.setup();
    renderPage(<MemberFormDialog open onClose={() => {}} />);
    await user.type(screen.getByLabelText('Nama'), 'Siti');
    await user.type(screen.getByLabelText('No. Telepon'), '0812-34');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText(PHONE_INVALID)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('edits a member with PUT and its current values filled in', async () => {
    const calls = mockApi({
      'GET /api/locations': () => locations,
      'PUT /api/members/9': () => ({ data: { ...saved, name: 'Siti Rahma' } }),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(
      <MemberFormDialog
        open
        member={{ ...saved, location: null, address: null, arisan_count: 0 } as never}
        onClose={onClose}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Ubah Member' })).toBeInTheDocument();
    expect(screen.getByLabelText('No. Telepon')).toHaveValue('6281234567892');
    await user.clear(screen.getByLabelText('Nama'));
    await user.type(screen.getByLabelText('Nama'), 'Siti Rahma');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      name: 'Siti Rahma',
      phone: '6281234567892',
    });
    expect(toast.success).toHaveBeenCalledWith('Member berhasil diperbarui!');
  });
});

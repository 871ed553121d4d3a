import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installBrowserShims, json, mockApi, renderPage, spyOnToasts } from '../../../test/render.tsx';
import LocationsPage from './locations-page.tsx';

spyOnToasts();

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

  const list = (names: string[]) => () => ({
    data: names.map((name, i) => ({ id: i + 1, name, member_count: 0 })),
    pagination: { currentPage: 1, totalPages: 1, totalItems: names.length, limit: 10, hasNextPage: false },
  });

  it('adds one location for a double submit, says so once and clears the field', async () => {
    let finish: (v: unknown) => void = () => {};
    const calls = mockApi({
      'GET /api/locations': list(['Bangkalan']),
      'POST /api/locations': () => new Promise((resolve) => (finish = resolve)),
    });
    const user = userEvent.setup();
    renderPage(<LocationsPage />);
    await screen.findByText('Bangkalan');
    const field = screen.getByLabelText('Lokasi baru');
    await user.type(field, '  Kamal  ');
    const add = screen.getByRole('button', { name: 'Tambah Lokasi' });
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(add).toBeDisabled());
    finish(json({ data: { id: 2, name: 'Kamal', member_count: 0 } }, 201));
    await waitFor(() => expect(field).toHaveValue(''));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ name: 'Kamal' });
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledWith('Lokasi berhasil ditambahkan');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('ignores Tambah Lokasi while the name is blank (docs/product.md 5)', async () => {
    const calls = mockApi({ 'GET /api/locations': list([]) });
    const user = userEvent.setup();
    renderPage(<LocationsPage />);
    expect(await screen.findByText('No locations found.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Lokasi baru'), '   ');
    await user.click(screen.getByRole('button', { name: 'Tambah Lokasi' }));
    await user.type(screen.getByLabelText('Lokasi baru'), '{Enter}');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(screen.queryByText('Nama lokasi wajib diisi')).toBeNull();
  });

  it('shows a location and renames it in the edit dialog, with errors under the field', async () => {
    const calls = mockApi({
      'GET /api/locations': list(['Bangkalan']),
      'GET /api/locations/1': () => ({ data: { id: 1, name: 'Bangkalan', member_count: 0 } }),
      'PUT /api/locations/1': (call) => ({ data: { id: 1, ...(call.body as object), member_count: 0 } }),
    });
    const user = userEvent.setup();
    renderPage(<LocationsPage />);
    await user.click(await screen.findByRole('button', { name: 'Lihat Bangkalan' }));
    const view = await screen.findByRole('dialog', { name: 'Detail Lokasi' });
    expect(await within(view).findByText('Bangkalan')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Ubah Bangkalan' }));
    const edit = await screen.findByRole('dialog', { name: 'Ubah Lokasi' });
    const name = within(edit).getByLabelText('Nama lokasi');
    await user.clear(name);
    await user.click(within(edit).getByRole('button', { name: 'Simpan' }));
    expect(name).toHaveAccessibleDescription('Nama lokasi wajib diisi');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await user.type(name, 'Bangkalan Kota');
    await user.click(within(edit).getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Lokasi berhasil diperbarui'));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ name: 'Bangkalan Kota' });
  });

  it('goes back to the page before when a delete empties the last page', async () => {
    let kamal = true;
    const page = (n: number) => ({
      currentPage: n,
      totalPages: kamal ? 2 : 1,
      totalItems: kamal ? 11 : 10,
      limit: 10,
      hasNextPage: n === 1 && kamal,
    });
    mockApi({
      'GET /api/locations': (call) =>
        call.query.get('page') === '2'
          ? { data: kamal ? [{ id: 11, name: 'Kamal', member_count: 0 }] : [], pagination: page(2) }
          : {
              data: Array.from({ length: 10 }, (_, i) => ({
                id: i + 1,
                name: `Lokasi ${i + 1}`,
                member_count: 0,
              })),
              pagination: page(1),
            },
      'DELETE /api/locations/11': () => {
        kamal = false;
        return undefined;
      },
    });
    const user = userEvent.setup();
    renderPage(<LocationsPage />);
    await user.click(await screen.findByRole('button', { name: '2' }));
    await user.click(await screen.findByRole('button', { name: 'Hapus Kamal' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Hapus Lokasi' })).getByRole('button', { name: 'Hapus' }),
    );
    expect(await screen.findByText('Lokasi 10')).toBeInTheDocument();
    expect(screen.queryByText('No locations found.')).toBeNull();
  });
});

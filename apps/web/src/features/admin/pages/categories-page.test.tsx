import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import CategoriesPage from './categories-page.tsx';

beforeAll(installBrowserShims);
afterEach(resetPage);

function categoriesApi() {
  // Empty, so it is deleted after a plain confirmation (moving products: delete-category-dialog.test.tsx).
  const rows = [{ id: 1, name: 'Sofas', slug: 'sofas', product_count: 0 }];
  return mockApi({
    'GET /api/categories': () => ({
      data: rows,
      pagination: { currentPage: 1, totalPages: 1, totalItems: rows.length, limit: 100, hasNextPage: false },
    }),
    'POST /api/categories': (call) => {
      const { name } = call.body as { name: string };
      const row = { id: rows.length + 1, name, slug: name.toLowerCase(), product_count: 0 };
      rows.push(row);
      return { data: row };
    },
    'PUT /api/categories/1': (call) => {
      rows[0] = { ...rows[0]!, name: (call.body as { name: string }).name };
      return { data: rows[0] };
    },
    'DELETE /api/categories/1': () => {
      rows.splice(0, 1);
      return undefined;
    },
  });
}

describe('CategoriesPage', () => {
  it('adds a category with the trimmed name and ignores a blank one', async () => {
    const api = categoriesApi();
    const user = userEvent.setup();
    renderPage(<CategoriesPage />, { as: 'admin', path: '/dashboard/categories' });
    await screen.findByText('Sofas');
    await user.type(screen.getByLabelText('Kategori baru'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Kategori baru'), '  Lampu Hias ');
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Lampu Hias' }),
    );
    expect((await screen.findByText('Lampu Hias')).closest('tr')).toHaveTextContent('2Lampu Hias0');
    expect(screen.getByLabelText('Kategori baru')).toHaveValue('');
    expect(screen.getByText('Kategori berhasil ditambahkan')).toBeInTheDocument();
  });

  it('edits a name in the Edit Category modal and deletes after confirming', async () => {
    const api = categoriesApi();
    const user = userEvent.setup();
    renderPage(<CategoriesPage />, { as: 'admin', path: '/dashboard/categories' });
    await user.click(await screen.findByRole('button', { name: 'Ubah Sofas' }));
    const modal = screen.getByRole('dialog', { name: 'Edit Category' });
    const input = within(modal).getByLabelText('Nama kategori');
    await user.clear(input);
    await user.type(input, ' Sofa Keluarga ');
    await user.click(within(modal).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Sofa Keluarga' }),
    );
    expect(await screen.findByText('Sofa Keluarga')).toBeInTheDocument();
    expect(screen.getByText('Kategori berhasil diperbarui')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hapus Sofa Keluarga' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Hapus Kategori' })).getByRole('button', { name: 'Hapus' }),
    );
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(
      await screen.findByText('Belum ada kategori. Tambahkan kategori pertama di atas.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Kategori Sofa Keluarga dihapus')).toBeInTheDocument();
  });
});

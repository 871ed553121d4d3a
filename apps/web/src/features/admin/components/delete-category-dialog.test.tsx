import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, json, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import CategoriesPage from '../pages/categories-page.tsx';

// Deleting a category that holds products asks where they go (ADR 052).

beforeAll(installBrowserShims);
afterEach(resetPage);

function shop(rows: Category[], onDelete: (moveTo: string | null) => Response | undefined) {
  return mockApi({
    'GET /api/categories': () => ({
      data: rows,
      pagination: { currentPage: 1, totalPages: 1, totalItems: rows.length, limit: 100, hasNextPage: false },
    }),
    'DELETE /api/categories/1': (call) => onDelete(call.query.get('move_to')),
  });
}

const SOFAS = { id: 1, name: 'Sofas', slug: 'sofas', product_count: 12 };
const BEDS = { id: 2, name: 'Beds', slug: 'beds', product_count: 3 };
const CHAIRS = { id: 3, name: 'Chairs', slug: 'chairs', product_count: 0 };

async function openDelete() {
  const user = userEvent.setup();
  renderPage(<CategoriesPage />, { as: 'admin', path: '/dashboard/categories' });
  await user.click(await screen.findByRole('button', { name: 'Hapus Sofas' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Hapus Kategori' }) };
}

describe('DeleteCategoryDialog', () => {
  it('asks where the products go, offers the other categories, and moves them as it deletes', async () => {
    const rows = [SOFAS, BEDS, CHAIRS];
    const api = shop(rows, (moveTo) => {
      rows.splice(0, 1);
      rows[0] = { ...BEDS, product_count: 15 };
      return moveTo === '2' ? undefined : json({ message: 'x', code: 'CONFLICT' }, 409);
    });
    const { user, dialog } = await openDelete();
    expect(dialog).toHaveTextContent(
      'Kategori Sofas berisi 12 produk. Agar tetap tampil di toko, pindahkan produknya ke kategori lain; lalu kategori ini dihapus.',
    );
    const target = within(dialog).getByLabelText('Pindahkan produk ke');
    expect(
      within(target)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pilih kategori', 'Beds', 'Chairs']);
    const move = within(dialog).getByRole('button', { name: 'Pindahkan & Hapus' });
    expect(move).toBeDisabled();
    await user.selectOptions(target, 'Beds');
    await user.click(move);
    await waitFor(() => expect(api.calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(api.calls.find((c) => c.method === 'DELETE')?.query.get('move_to')).toBe('2');
    expect(
      await screen.findByText('Kategori Sofas dihapus; produknya dipindahkan ke Beds'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Hapus Kategori' })).toBeNull();
    expect((await screen.findByText('Beds')).closest('tr')).toHaveTextContent('1Beds15');
  });

  it('turns into the same choice when the server refuses because products arrived meanwhile', async () => {
    const rows = [{ ...SOFAS, product_count: 0 }, BEDS];
    const refusal =
      'Kategori Sofas masih berisi 2 produk. Pilih kategori tujuan untuk memindahkan produknya sebelum kategori ini dihapus.';
    const api = shop(rows, (moveTo) =>
      moveTo ? undefined : json({ message: refusal, code: 'CATEGORY_NOT_EMPTY' }, 409),
    );
    const { user, dialog } = await openDelete();
    expect(dialog).toHaveTextContent('Hapus kategori Sofas? Kategori ini tidak berisi produk.');
    await user.click(within(dialog).getByRole('button', { name: 'Hapus' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    await user.selectOptions(within(dialog).getByLabelText('Pindahkan produk ke'), 'Beds');
    await user.click(within(dialog).getByRole('button', { name: 'Pindahkan & Hapus' }));
    await waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.query.get('move_to'))).toEqual([
        null,
        '2',
      ]),
    );
  });

  it('cannot delete a category with products when there is no other to move them to', async () => {
    const api = shop([SOFAS], () => undefined);
    const { dialog } = await openDelete();
    expect(dialog).toHaveTextContent(
      'Belum ada kategori lain. Tambahkan kategori dulu untuk menampung produknya.',
    );
    expect(within(dialog).getByRole('button', { name: 'Pindahkan & Hapus' })).toBeDisabled();
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
  });
});

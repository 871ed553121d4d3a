import type { ProductCard } from '@toko/shared';
import { PRODUCT_FORM_TEXT } from '@toko/shared/catalog-admin';
import { PAGE_SIZE } from '@toko/shared/constants';
import { productPictureUrl } from '@toko/shared/images';
import { Pencil, PiggyBank, Plus, Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { errorMessage } from '../../../api/client.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FilterChips } from '../../../components/ui/filter-chips.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { inputClass } from '../../../components/ui/input.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { ProductThumb } from '../../../components/ui/product-thumb.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ErrorText } from '../../../components/ui/states.tsx';
import { Table, td, th } from '../../../components/ui/table.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useListPage } from '../../../lib/use-list-page.ts';
import { useCategories } from '../api/categories.ts';
import { useDeleteProduct } from '../api/delete-product.ts';
import { useAdminProducts } from '../api/products.ts';
import { type BarangProduct, CreateBarangDialog } from '../components/create-barang-dialog.tsx';

/** Products (spec 2.8): search, category chips, the table, delete, and the pager when not searching. */
export default function ProductsPage() {
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim());
  const [category, setCategory] = useState('');
  // A new search or category starts again at page 1.
  const { page, setPage, settle } = useListPage(`${search}|${category}`);
  const [deleting, setDeleting] = useState<ProductCard | null>(null);
  const [saving, setSaving] = useState<BarangProduct | null>(null);
  const categories = useCategories();
  const products = useAdminProducts({
    page,
    categoryName: category || undefined,
    search: search || undefined,
  });
  const remove = useDeleteProduct();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success(`${deleting.name} deleted`);
      setDeleting(null);
    } catch (err) {
      toast.error(`Failed to delete product: ${errorMessage(err)}`);
    }
  };

  const list = products.data;
  const offset = ((list?.pagination.currentPage ?? page) - 1) * PAGE_SIZE.adminProducts;
  settle(list, list?.data.length ?? 0);

  return (
    <div className="flex flex-col gap-5 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Products</h1>
        <Link to="/dashboard/products/create" className={buttonClass('primary')}>
          <Plus className="size-4" aria-hidden />
          Add Product
        </Link>
      </div>

      <div className="relative sm:max-w-sm">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-400"
          aria-hidden
        />
        <input
          type="search"
          value={searchInput}
          onChange={(e) => setSearchInput(e.target.value)}
          placeholder="Cari product"
          aria-label="Cari product"
          className={`${inputClass} pl-9`}
        />
      </div>

      <FilterChips
        label="Category"
        scroll
        value={category}
        onChange={setCategory}
        chips={[
          { value: '', label: 'Semua' },
          ...(categories.data ?? []).map((c) => ({ value: c.slug, label: c.name })),
        ]}
      />

      {products.isError ? (
        <ErrorText error={products.error} />
      ) : !list ? (
        <Spinner />
      ) : list.data.length === 0 ? (
        <EmptyState>No products found</EmptyState>
      ) : (
        <>
          <Table className={products.isPlaceholderData ? 'opacity-60' : ''}>
            <thead>
              <tr>
                <th className={`${th} w-12`}>No</th>
                <th className={th}>Image</th>
                <th className={th}>Name</th>
                <th className={`${th} text-right`}>Price</th>
                <th className={`${th} text-right`}>Stock</th>
                <th className={th}>Category</th>
                <th className={`${th} text-right`}>Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((p, i) => (
                <tr key={p.id}>
                  <td className={`${td} text-stone-500`}>{offset + i + 1}</td>
                  <td className={td}>
                    <ProductThumb
                      src={productPictureUrl(p.image_id, p.thumbnail_url, 180)}
                      alt={p.name}
                      className="size-12"
                      missing="text"
                    />
                  </td>
                  <td className={`${td} max-w-64 font-medium whitespace-normal`}>{p.name}</td>
                  <td className={`${td} text-right whitespace-nowrap`}>{formatRupiah(p.price)}</td>
                  <td className={`${td} text-right`}>{p.stock}</td>
                  <td className={td}>{p.category_name ?? '-'}</td>
                  <td className={td}>
                    <div className="flex justify-end gap-1">
                      <IconButton label={`Buat Arisan Barang ${p.name}`} onClick={() => setSaving(p)}>
                        <PiggyBank className="size-4" aria-hidden />
                      </IconButton>
                      <Link
                        to={`/dashboard/products/${encodeURIComponent(p.slug)}`}
                        aria-label={`Edit ${p.name}`}
                        title={`Edit ${p.name}`}
                        className="inline-flex size-9 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 hover:text-stone-900"
                      >
                        <Pencil className="size-4" aria-hidden />
                      </Link>
                      <IconButton label={`Delete ${p.name}`} tone="danger" onClick={() => setDeleting(p)}>
                        <Trash2 className="size-4" aria-hidden />
                      </IconButton>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          {/* Spec 2.8: the pager shows only while the search box is empty. */}
          {search === '' ? (
            <Pagination
              currentPage={list.pagination.currentPage}
              totalPages={list.pagination.totalPages}
              onPageChange={setPage}
            />
          ) : null}
        </>
      )}

      <CreateBarangDialog product={saving} onClose={() => setSaving(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete product"
        message={
          <>
            <p>{PRODUCT_FORM_TEXT.confirmDelete}</p>
            <p className="mt-2 font-medium">{deleting?.name}</p>
          </>
        }
        confirmLabel="Delete"
        cancelLabel="Cancel"
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

import type { ProductCard } from '@toko/shared';
import { PRODUCT_FORM_TEXT } from '@toko/shared/catalog-admin';
import { productPictureUrl } from '@toko/shared/images';
import { Pencil, PiggyBank, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { actionsColumn, type Columns, numberColumn } from '../../../components/list-page/data-table.tsx';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { SearchField, useSearchText } from '../../../components/list-page/search-field.tsx';
import { useConfirmAction } from '../../../components/list-page/use-confirm-action.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FilterChips } from '../../../components/ui/filter-chips.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { ProductThumb } from '../../../components/ui/product-thumb.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { useListPage } from '../../../lib/use-list-page.ts';
import { useCategories } from '../api/categories.ts';
import { useDeleteProduct } from '../api/delete-product.ts';
import { useAdminProducts } from '../api/products.ts';
import { type BarangProduct, CreateBarangDialog } from '../components/create-barang-dialog.tsx';

const COLUMNS: Columns<ProductCard> = [
  numberColumn(),
  {
    header: 'Gambar',
    cell: (p) => (
      <ProductThumb
        src={productPictureUrl(p.image_id, p.thumbnail_url, 180)}
        alt={p.name}
        className="size-12"
        missing="text"
      />
    ),
  },
  { header: 'Nama', cellClassName: 'max-w-64 font-medium whitespace-normal', cell: (p) => p.name },
  {
    header: 'Harga',
    className: 'text-right',
    cellClassName: 'whitespace-nowrap',
    cell: (p) => formatRupiah(p.price),
  },
  { header: 'Stok', className: 'text-right', cell: (p) => p.stock },
  { header: 'Kategori', cell: (p) => p.category_name ?? '-' },
];

/** Products (docs/product.md 2.8): search, category chips, the table, delete, and the pager when not searching. */
export default function ProductsPage() {
  const { input, setInput, search } = useSearchText();
  const [category, setCategory] = useState('');
  // A new search or category starts again at page 1.
  const { page, setPage, settle } = useListPage(`${search}|${category}`);
  const [saving, setSaving] = useState<BarangProduct | null>(null);
  const categories = useCategories();
  const products = useAdminProducts({
    page,
    categoryName: category || undefined,
    search: search || undefined,
  });
  settle(products.data, products.data?.data.length ?? 0);
  const remove = useDeleteProduct();
  const deleting = useConfirmAction((p: ProductCard) => remove.mutateAsync(p.id), {
    success: (p) => `${p.name} dihapus`,
    failure: 'Gagal menghapus produk',
  });

  const actions = actionsColumn<ProductCard>((p) => (
    <>
      <IconButton label={`Buat Arisan Barang ${p.name}`} onClick={() => setSaving(p)}>
        <PiggyBank className="size-4" aria-hidden />
      </IconButton>
      <Link
        to={`/dashboard/products/${encodeURIComponent(p.slug)}`}
        aria-label={`Ubah ${p.name}`}
        title={`Ubah ${p.name}`}
        className="inline-flex size-9 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 hover:text-stone-900"
      >
        <Pencil className="size-4" aria-hidden />
      </Link>
      <IconButton label={`Hapus ${p.name}`} tone="danger" onClick={() => deleting.ask(p)}>
        <Trash2 className="size-4" aria-hidden />
      </IconButton>
    </>
  ));

  return (
    <ListPage
      title="Products"
      actions={
        <Link to="/dashboard/products/create" className={buttonClass('primary')}>
          <Plus className="size-4" aria-hidden />
          Add Product
        </Link>
      }
    >
      <SearchField label="Cari product" value={input} onChange={setInput} />
      <FilterChips
        label="Kategori"
        scroll
        value={category}
        onChange={setCategory}
        chips={[
          { value: '', label: 'Semua' },
          ...(categories.data ?? []).map((c) => ({ value: c.slug, label: c.name })),
        ]}
      />
      <ListTable
        query={products}
        rows={(d) => d.data}
        rowKey={(p) => p.id}
        columns={[...COLUMNS, actions]}
        empty="No products found"
        onPage={setPage}
        // docs/product.md 2.8: the pager shows only while the search box is empty.
        pager={search === ''}
      />
      <CreateBarangDialog product={saving} onClose={() => setSaving(null)} />
      <ConfirmDialog
        {...deleting.dialog}
        title="Hapus Produk"
        message={
          <>
            <p>{PRODUCT_FORM_TEXT.confirmDelete}</p>
            <p className="mt-2 font-medium">{deleting.target?.name}</p>
          </>
        }
        confirmLabel="Hapus"
        cancelLabel="Batal"
      />
    </ListPage>
  );
}

import type { AdminProductCard, ProductStatus } from '@toko/shared';
import { PRODUCT_FORM_TEXT, PRODUCT_STATUS_LABEL } from '@toko/shared/catalog-admin';
import { productPictureUrl } from '@toko/shared/images';
import { CopyPlus, Pencil, PiggyBank, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { actionsColumn, type Columns, numberColumn } from '../../../components/list-page/data-table.tsx';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { SearchField, useSearchText } from '../../../components/list-page/search-field.tsx';
import { useConfirmAction } from '../../../components/list-page/use-confirm-action.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FilterChips } from '../../../components/ui/filter-chips.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { ProductThumb } from '../../../components/ui/product-thumb.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.tsx';
import { useListPage } from '../../../lib/use-list-page.ts';
import { useCategories } from '../api/categories.ts';
import { useDeleteProduct } from '../api/delete-product.ts';
import { useAdminProducts, useDuplicateProduct } from '../api/products.ts';
import { type BarangProduct, CreateBarangDialog } from '../components/create-barang-dialog.tsx';

/** The status chips: the three statuses, and the active products running low ('Stok menipis'). */
type StatusChip = ProductStatus | 'low';
const STATUS_CHIPS: { value: StatusChip; label: string }[] = [
  { value: 'active', label: PRODUCT_STATUS_LABEL.active },
  { value: 'draft', label: PRODUCT_STATUS_LABEL.draft },
  { value: 'archived', label: PRODUCT_STATUS_LABEL.archived },
  { value: 'low', label: 'Stok menipis' },
];
const isStatusChip = (v: string | null): v is StatusChip => STATUS_CHIPS.some((c) => c.value === v);

const isLow = (p: AdminProductCard) => p.stock < p.low_stock_threshold;

const COLUMNS: Columns<AdminProductCard> = [
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
  {
    header: 'Stok',
    className: 'text-right',
    cellClassName: 'whitespace-nowrap',
    cell: (p) => (
      <span className="inline-flex items-center gap-2">
        {p.status === 'active' && isLow(p) ? <Badge tone="red">Menipis</Badge> : null}
        {p.stock}
      </span>
    ),
  },
  { header: 'Kategori', cell: (p) => p.category_name ?? '-' },
  {
    header: 'Status',
    cell: (p) => (
      <Badge tone={p.status === 'active' ? 'green' : p.status === 'draft' ? 'yellow' : 'gray'}>
        {PRODUCT_STATUS_LABEL[p.status]}
      </Badge>
    ),
  },
];

/**
 * Products (docs/product.md 2.8): search, category chips, the table, delete, and the pager when not
 * searching; with status chips (Aktif, Draf, Arsip, Stok menipis) and 'Duplikat' (ADR 085).
 */
export default function ProductsPage() {
  const navigate = useNavigate();
  const { input, setInput, search } = useSearchText();
  const [category, setCategory] = useState('');
  // The overview's 'Stok menipis' links here with ?status=low.
  const [params, setParams] = useSearchParams();
  const asked = params.get('status');
  const chip: StatusChip = isStatusChip(asked) ? asked : 'active';
  const setChip = (next: StatusChip) =>
    setParams(next === 'active' ? {} : { status: next }, { replace: true });
  // A new search, category or status starts again at page 1.
  const { page, setPage, settle } = useListPage(`${search}|${category}|${chip}`);
  const [saving, setSaving] = useState<BarangProduct | null>(null);
  const categories = useCategories();
  const products = useAdminProducts({
    page,
    categoryName: category || undefined,
    search: search || undefined,
    status: chip === 'low' ? 'active' : chip,
    lowStock: chip === 'low',
  });
  settle(products.data, products.data?.data.length ?? 0);
  // Staff keep the catalog but never delete nor start an arisan (ADR 087): those buttons are the owner's.
  const { isAdmin } = useSession();
  const remove = useDeleteProduct();
  const duplicate = useDuplicateProduct();
  const copy = (p: AdminProductCard) =>
    duplicate.mutate(p.id, {
      onSuccess: (made) => {
        toast.success(`Salinan ${p.name} dibuat sebagai Draf`);
        navigate(`/dashboard/products/${encodeURIComponent(made.slug)}`);
      },
      onError: () => toast.error('Gagal menyalin produk'),
    });
  const deleting = useConfirmAction((p: AdminProductCard) => remove.mutateAsync(p.id), {
    success: (p) => `${p.name} dihapus`,
    failure: 'Gagal menghapus produk',
  });

  const actions = actionsColumn<AdminProductCard>((p) => (
    <>
      {isAdmin && p.status === 'active' ? (
        <IconButton label={`Buat Arisan Barang ${p.name}`} onClick={() => setSaving(p)}>
          <PiggyBank className="size-4" aria-hidden />
        </IconButton>
      ) : null}
      <IconButton label={`Duplikat ${p.name}`} onClick={() => copy(p)} disabled={duplicate.isPending}>
        <CopyPlus className="size-4" aria-hidden />
      </IconButton>
      <Link
        to={`/dashboard/products/${encodeURIComponent(p.slug)}`}
        aria-label={`Ubah ${p.name}`}
        title={`Ubah ${p.name}`}
        className="inline-flex size-9 items-center justify-center rounded-lg text-stone-600 hover:bg-stone-100 hover:text-stone-900"
      >
        <Pencil className="size-4" aria-hidden />
      </Link>
      {isAdmin ? (
        <IconButton label={`Hapus ${p.name}`} tone="danger" onClick={() => deleting.ask(p)}>
          <Trash2 className="size-4" aria-hidden />
        </IconButton>
      ) : null}
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
      <FilterChips label="Status" value={chip} onChange={setChip} chips={STATUS_CHIPS} />
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

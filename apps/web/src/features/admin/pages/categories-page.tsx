import { type Category, CategoryBodySchema } from '@toko/shared';
import { Eye, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { actionsColumn, DataTable, numberColumn } from '../../../components/list-page/data-table.tsx';
import { ListPage } from '../../../components/list-page/list-page.tsx';
import { AddNameForm, EditNameDialog } from '../../../components/list-page/name-forms.tsx';
import { QueryState } from '../../../components/list-page/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { useSession } from '../../../lib/session.tsx';
import { useCategories } from '../api/categories.ts';
import { useSaveCategory } from '../api/save-category.ts';
import { DeleteCategoryDialog } from '../components/delete-category-dialog.tsx';

/** Categories (docs/product.md 2.8): add by name, a table with view, edit and delete. */
export default function CategoriesPage() {
  const categories = useCategories();
  const save = useSaveCategory();
  const [viewing, setViewing] = useState<Category | null>(null);
  const [editing, setEditing] = useState<Category | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);
  // Deleting is the owner's alone (ADR 087); staff add and rename.
  const { isAdmin } = useSession();

  const actions = actionsColumn<Category>((c) => (
    <>
      <IconButton label={`Lihat ${c.name}`} onClick={() => setViewing(c)}>
        <Eye className="size-4" aria-hidden />
      </IconButton>
      <IconButton label={`Ubah ${c.name}`} onClick={() => setEditing(c)}>
        <Pencil className="size-4" aria-hidden />
      </IconButton>
      {isAdmin ? (
        <IconButton label={`Hapus ${c.name}`} tone="danger" onClick={() => setDeleting(c)}>
          <Trash2 className="size-4" aria-hidden />
        </IconButton>
      ) : null}
    </>
  ));

  return (
    <ListPage title="Categories">
      <AddNameForm
        schema={CategoryBodySchema}
        label="Kategori baru"
        placeholder="Nama kategori"
        maxLength={60}
        submitLabel="Add Category"
        save={(v) => save.mutateAsync({ name: v.name })}
        success="Kategori berhasil ditambahkan"
        failure="Gagal menambahkan kategori"
      />
      <QueryState
        query={categories}
        isEmpty={(d) => d.length === 0}
        empty="Belum ada kategori. Tambahkan kategori pertama di atas."
        errorPrefix="Error loading categories"
      >
        {(rows) => (
          <DataTable
            rows={rows}
            rowKey={(c) => c.id}
            columns={[
              numberColumn(),
              { header: 'Nama', cellClassName: 'font-medium', cell: (c) => c.name },
              {
                header: 'Jumlah Produk',
                className: 'hidden text-right sm:table-cell',
                cell: (c) => c.product_count,
              },
              actions,
            ]}
          />
        )}
      </QueryState>
      <ViewCategoryDialog category={viewing} onClose={() => setViewing(null)} />
      <EditNameDialog
        item={editing}
        schema={CategoryBodySchema}
        title="Edit Category"
        label="Nama kategori"
        maxLength={60}
        cancelLabel="Cancel"
        submitLabel="Save Changes"
        save={(v, c) => save.mutateAsync({ id: c.id, name: v.name })}
        success="Kategori berhasil diperbarui"
        failure="Gagal memperbarui kategori"
        onClose={() => setEditing(null)}
      />
      <DeleteCategoryDialog
        key={deleting?.id ?? 'none'}
        category={deleting}
        categories={categories.data ?? []}
        onClose={() => setDeleting(null)}
      />
    </ListPage>
  );
}

function ViewCategoryDialog({ category, onClose }: { category: Category | null; onClose: () => void }) {
  return (
    <Dialog
      open={category !== null}
      onClose={onClose}
      title="Kategori"
      size="sm"
      footer={
        <Button variant="outline" onClick={onClose}>
          Tutup
        </Button>
      }
    >
      {category ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-stone-500">Nama</dt>
          <dd className="font-medium">{category.name}</dd>
          <dt className="text-stone-500">Halaman toko</dt>
          <dd className="font-mono text-xs">/{category.slug}</dd>
          <dt className="text-stone-500">Jumlah produk</dt>
          <dd>{category.product_count}</dd>
        </dl>
      ) : null}
    </Dialog>
  );
}

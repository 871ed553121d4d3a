import type { Category } from '@toko/shared';
import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../../api/client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ErrorText } from '../../../components/ui/states.tsx';
import { Table, td, th } from '../../../components/ui/table.tsx';
import { useCategories } from '../api/categories.ts';
import { useDeleteCategory } from '../api/delete-category.ts';
import { useSaveCategory } from '../api/save-category.ts';

function EditCategoryDialog({ category, onClose }: { category: Category | null; onClose: () => void }) {
  const [name, setName] = useState(category?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveCategory();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!category) return;
    const trimmed = name.trim();
    if (!trimmed) {
      setError('Category name is required');
      return;
    }
    try {
      await save.mutateAsync({ id: category.id, name: trimmed });
      toast.success('Category updated');
      onClose();
    } catch (err) {
      setError(errorMessage(err));
      toast.error(`Failed to update category: ${errorMessage(err)}`);
    }
  };

  return (
    <Dialog
      open={category !== null}
      onClose={onClose}
      title="Edit Category"
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="edit-category" loading={save.isPending}>
            Save Changes
          </Button>
        </>
      }
    >
      <form id="edit-category" onSubmit={submit} noValidate>
        <Field
          label="Category name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={error ?? undefined}
          maxLength={60}
          autoFocus
        />
      </form>
    </Dialog>
  );
}

/** Categories (spec 2.8): add by name, a table with view, edit and delete. */
export default function CategoriesPage() {
  const categories = useCategories();
  const save = useSaveCategory();
  const remove = useDeleteCategory();
  const [name, setName] = useState('');
  const [viewing, setViewing] = useState<Category | null>(null);
  const [editing, setEditing] = useState<Category | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);

  const add = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    // Spec 5: submitted only when the trimmed name is not empty.
    if (!trimmed) return;
    try {
      await save.mutateAsync({ name: trimmed });
      setName('');
      toast.success('Category added');
    } catch (err) {
      toast.error(`Failed to add category: ${errorMessage(err)}`);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Category deleted');
      setDeleting(null);
    } catch (err) {
      toast.error(`Failed to delete category: ${errorMessage(err)}`);
    }
  };

  return (
    <div className="flex flex-col gap-5 p-4 sm:p-6">
      <h1 className="text-2xl font-bold">Categories</h1>

      <form onSubmit={add} className="flex flex-col gap-2 sm:flex-row sm:items-end" noValidate>
        <div className="flex-1 sm:max-w-sm">
          <Field
            label="New category"
            placeholder="Category name"
            value={name}
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <Button type="submit" loading={save.isPending && !editing}>
          <Plus className="size-4" aria-hidden />
          Add Category
        </Button>
      </form>

      {categories.isError ? (
        <ErrorText error={categories.error} prefix="Error loading categories" />
      ) : !categories.data ? (
        <Spinner />
      ) : categories.data.length === 0 ? (
        <EmptyState>No categories yet. Add the first one above.</EmptyState>
      ) : (
        <Table>
          <thead>
            <tr>
              <th className={`${th} w-12`}>No</th>
              <th className={th}>Name</th>
              <th className={`${th} hidden text-right sm:table-cell`}>Products</th>
              <th className={`${th} text-right`}>Actions</th>
            </tr>
          </thead>
          <tbody>
            {categories.data.map((c, i) => (
              <tr key={c.id}>
                <td className={`${td} text-stone-500`}>{i + 1}</td>
                <td className={`${td} font-medium`}>{c.name}</td>
                <td className={`${td} hidden text-right sm:table-cell`}>{c.product_count}</td>
                <td className={td}>
                  <div className="flex justify-end gap-1">
                    <IconButton label={`View ${c.name}`} onClick={() => setViewing(c)}>
                      <Eye className="size-4" aria-hidden />
                    </IconButton>
                    <IconButton label={`Edit ${c.name}`} onClick={() => setEditing(c)}>
                      <Pencil className="size-4" aria-hidden />
                    </IconButton>
                    <IconButton label={`Delete ${c.name}`} tone="danger" onClick={() => setDeleting(c)}>
                      <Trash2 className="size-4" aria-hidden />
                    </IconButton>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}

      <Dialog
        open={viewing !== null}
        onClose={() => setViewing(null)}
        title="Category"
        size="sm"
        footer={
          <Button variant="outline" onClick={() => setViewing(null)}>
            Close
          </Button>
        }
      >
        {viewing ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-stone-500">Name</dt>
            <dd className="font-medium">{viewing.name}</dd>
            <dt className="text-stone-500">Shop page</dt>
            <dd className="font-mono text-xs">/{viewing.slug}</dd>
            <dt className="text-stone-500">Products</dt>
            <dd>{viewing.product_count}</dd>
          </dl>
        ) : null}
      </Dialog>

      {/* Keyed so the form starts from the chosen category each time it opens. */}
      <EditCategoryDialog key={editing?.id ?? 'none'} category={editing} onClose={() => setEditing(null)} />

      <ConfirmDialog
        open={deleting !== null}
        title="Delete category"
        message={
          <>
            Delete <strong>{deleting?.name}</strong>? Its products stay in the shop without a category.
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

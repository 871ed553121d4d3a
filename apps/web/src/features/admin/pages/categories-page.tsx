import { type Category, CategoryBodySchema } from '@toko/shared';
import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CancelButton, Form, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { IconButton } from '../../../components/ui/icon-button.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ErrorText } from '../../../components/ui/states.tsx';
import { Table, td, th } from '../../../components/ui/table.tsx';
import { useCategories } from '../api/categories.ts';
import { useSaveCategory } from '../api/save-category.ts';
import { DeleteCategoryDialog } from '../components/delete-category-dialog.tsx';

function EditCategoryDialog({ category, onClose }: { category: Category | null; onClose: () => void }) {
  return (
    <Dialog open={category !== null} onClose={onClose} title="Edit Category" size="sm">
      {category ? <EditCategoryForm category={category} onClose={onClose} /> : null}
    </Dialog>
  );
}

function EditCategoryForm({ category, onClose }: { category: Category; onClose: () => void }) {
  const save = useSaveCategory();
  const form = useZodForm(CategoryBodySchema, { name: category.name });
  return (
    <Form
      form={form}
      onSubmit={(v) => save.mutateAsync({ id: category.id, name: v.name })}
      success="Category updated"
      failure="Failed to update category"
      onSuccess={onClose}
    >
      <Field
        label="Category name"
        maxLength={60}
        autoFocus
        {...form.register('name')}
        error={form.formState.errors.name?.message}
      />
      <div className="flex justify-end gap-2">
        <CancelButton onClick={onClose}>Cancel</CancelButton>
        <SubmitButton>Save Changes</SubmitButton>
      </div>
    </Form>
  );
}

function AddCategoryForm() {
  const save = useSaveCategory();
  const form = useZodForm(CategoryBodySchema, { name: '' });
  return (
    <Form
      form={form}
      onSubmit={(v) => save.mutateAsync({ name: v.name })}
      success="Category added"
      failure="Failed to add category"
      onSuccess={() => form.reset({ name: '' })}
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <div className="flex-1 sm:max-w-sm">
        <Field
          label="New category"
          placeholder="Category name"
          maxLength={60}
          {...form.register('name')}
          error={form.formState.errors.name?.message}
        />
      </div>
      <SubmitButton className="sm:mt-6">
        <Plus className="size-4" aria-hidden />
        Add Category
      </SubmitButton>
    </Form>
  );
}

/** Categories (spec 2.8): add by name, a table with view, edit and delete. */
export default function CategoriesPage() {
  const categories = useCategories();
  const [viewing, setViewing] = useState<Category | null>(null);
  const [editing, setEditing] = useState<Category | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);

  return (
    <div className="flex flex-col gap-5 p-4 sm:p-6">
      <h1 className="text-2xl font-bold">Categories</h1>

      <AddCategoryForm />

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

      <DeleteCategoryDialog
        key={deleting?.id ?? 'none'}
        category={deleting}
        categories={categories.data ?? []}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

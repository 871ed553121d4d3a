import type { Category } from '@toko/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../../../api/client.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { toastFailure } from '../../../lib/notify.ts';
import { useDeleteCategory } from '../api/delete-category.ts';

/**
 * Deleting a category (ADR 052). An empty one is deleted after a confirmation; one that holds products
 * asks where they go, since a product without a category drops out of every category page and the home
 * tile. When the count shown was stale, the server's refusal (409 CATEGORY_NOT_EMPTY) turns the dialog
 * into the same choice. Render it keyed by the category, so each opening starts clean.
 */
export function DeleteCategoryDialog({
  category,
  categories,
  onClose,
}: {
  category: Category | null;
  categories: Category[];
  onClose: () => void;
}) {
  const remove = useDeleteCategory();
  const [target, setTarget] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const holdsProducts = (category?.product_count ?? 0) > 0 || refusal !== null;
  const others = categories.filter((c) => c.id !== category?.id);
  const targetName = others.find((c) => String(c.id) === target)?.name;

  const confirm = async () => {
    if (!category) return;
    try {
      await remove.mutateAsync({ id: category.id, moveTo: holdsProducts ? Number(target) : undefined });
      toast.success(
        holdsProducts
          ? `Kategori ${category.name} dihapus; produknya dipindahkan ke ${targetName}`
          : `Kategori ${category.name} dihapus`,
      );
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.code === 'CATEGORY_NOT_EMPTY') setRefusal(err.message);
      else toastFailure('Gagal menghapus kategori', err);
    }
  };

  return (
    <ConfirmDialog
      open={category !== null}
      title="Hapus Kategori"
      message={
        !holdsProducts ? (
          <p>
            Hapus kategori <strong>{category?.name}</strong>? Kategori ini tidak berisi produk.
          </p>
        ) : (
          <div className="flex flex-col gap-3">
            <p role={refusal ? 'alert' : undefined}>
              {refusal ?? (
                <>
                  Kategori <strong>{category?.name}</strong> berisi {category?.product_count} produk. Agar
                  tetap tampil di toko, pindahkan produknya ke kategori lain; lalu kategori ini dihapus.
                </>
              )}
            </p>
            {others.length === 0 ? (
              <p className="text-red-700">
                Belum ada kategori lain. Tambahkan kategori dulu untuk menampung produknya.
              </p>
            ) : (
              <Select label="Pindahkan produk ke" value={target} onChange={(e) => setTarget(e.target.value)}>
                <option value="">Pilih kategori</option>
                {others.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </Select>
            )}
          </div>
        )
      }
      confirmLabel={holdsProducts ? 'Pindahkan & Hapus' : 'Hapus'}
      confirmDisabled={holdsProducts && target === ''}
      loading={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

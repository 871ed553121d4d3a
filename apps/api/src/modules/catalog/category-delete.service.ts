import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';
import { countAll } from '../../db/sql.ts';
import { AppError } from '../../http/errors.ts';

// Deleting a category (docs/decisions/052-category-delete-moves-products.md). A category page and the
// home tile are how shoppers find a product: a category that still holds products is deleted only
// together with moving them to another one, never by dropping them out of sight.

const badTarget = (message: string) => AppError.validation(message, [{ path: 'move_to', message }]);

/**
 * Deletes a category. While products a shopper can see are in it, it needs `moveTo`: they (and the hidden
 * ones kept for old orders) move there and the category goes, in one transaction. Without it the
 * answer is 409 CATEGORY_NOT_EMPTY naming the count, and nothing changes.
 */
export async function deleteCategory(db: Db, id: number, moveTo?: number): Promise<void> {
  if (moveTo === id) throw badTarget('Kategori tujuan harus kategori lain');
  await db.transaction(async (tx) => {
    // Both rows locked in id order: a product saved into either waits (it share-locks its category), and
    // two deletes that move into each other cannot deadlock.
    const ids = moveTo === undefined ? [id] : [id, moveTo];
    const rows = await tx
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(inArray(categories.id, ids))
      .orderBy(asc(categories.id))
      .for('update');
    const category = rows.find((r) => r.id === id);
    if (!category) throw AppError.notFound('Kategori tidak ditemukan');
    if (moveTo !== undefined) {
      if (!rows.some((r) => r.id === moveTo)) throw badTarget('Kategori tujuan tidak ditemukan');
      await tx
        .update(products)
        .set({ categoryId: moveTo, updatedAt: new Date() })
        .where(eq(products.categoryId, id));
    } else {
      const [held] = await tx
        .select({ n: countAll() })
        .from(products)
        .where(and(eq(products.categoryId, id), isNull(products.hiddenAt)));
      const n = held?.n ?? 0;
      if (n > 0) {
        throw new AppError(
          'CATEGORY_NOT_EMPTY',
          `Kategori ${category.name} masih berisi ${n} produk. Pilih kategori tujuan untuk memindahkan produknya sebelum kategori ini dihapus.`,
        );
      }
    }
    // Hidden products (deleted ones that old orders still show) left behind lose their category.
    await tx.delete(categories).where(eq(categories.id, id));
  });
}

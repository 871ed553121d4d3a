import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insideLock, lockTaken } from '../../db/race.ts';
import { orderItems, orders, products } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

// Stock moves only here, with conditional updates, so an order can never oversell and a cancel releases
// its stock exactly once (docs/decisions/004-order-lifecycle.md); an arisan barang's start and delete
// move its group's units the same way (ADR 042).

/** What the shipping cost reads of a product (ADR 073), as the row stood when its stock was taken. */
const sizeColumns = {
  weight_gram: products.weightGram,
  length_cm: products.lengthCm,
  width_cm: products.widthCm,
  height_cm: products.heightCm,
  free_shipping: products.freeShipping,
};

interface TakenProduct {
  name: string;
  price: number;
  weight_gram: number | null;
  length_cm: number | null;
  width_cm: number | null;
  height_cm: number | null;
  free_shipping: boolean;
}

/**
 * The one way stock leaves the shelf: decrements a visible product's stock only where enough is left
 * (never oversells) and counts the units sold. Null when it could not, with what the product has left
 * (null when the product is gone) so the caller can say why.
 */
async function decrementStock(
  tx: Db,
  productId: number,
  quantity: number,
): Promise<
  | ({ ok: true } & TakenProduct)
  | { ok: false; product: { name: string; stock: number; hidden: boolean } | null }
> {
  const [row] = await tx
    .update(products)
    .set({
      stock: sql`${products.stock} - ${quantity}`,
      sold: sql`${products.sold} + ${quantity}`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(products.id, productId),
        lockTaken('orders.stock') ? gte(products.stock, quantity) : undefined,
        sql`${products.hiddenAt} is null`,
      ),
    )
    .returning({ name: products.name, price: products.price, ...sizeColumns });
  // The update holds the product's row until commit; a racer waits on it and then re-checks the
  // condition against the committed stock, which is what refuses the 4th of 3 units.
  if (row) {
    await insideLock('orders.stock');
    return { ok: true, ...row };
  }
  const [product] = await tx
    .select({ name: products.name, stock: products.stock, hiddenAt: products.hiddenAt })
    .from(products)
    .where(eq(products.id, productId));
  return {
    ok: false,
    product: product ? { name: product.name, stock: product.stock, hidden: product.hiddenAt !== null } : null,
  };
}

/** Takes one unit price per line and decrements stock only where enough is left (never oversells). */
export async function takeStock(tx: Db, lines: { productId: number; quantity: number }[]) {
  const taken: ({ productId: number; quantity: number } & TakenProduct)[] = [];
  for (const line of lines) {
    const result = await decrementStock(tx, line.productId, line.quantity);
    if (!result.ok) {
      const { product } = result;
      throw AppError.conflict(
        !product || product.hidden
          ? `${product?.name ?? 'Produk'} sudah tidak dijual; hapus dari keranjang untuk melanjutkan`
          : `Stok tidak mencukupi untuk ${product.name} (tersisa ${product.stock})`,
      );
    }
    const { ok: _, ...product } = result;
    taken.push({ ...line, ...product });
  }
  return taken;
}

/**
 * An arisan barang's start takes the goods of all its members from the shelf at once, the same way a
 * checkout does (ADR 042): the group is then sure of its N units, and the shop shows what is left.
 */
export async function reserveGroupStock(tx: Db, productId: number, units: number): Promise<void> {
  const result = await decrementStock(tx, productId, units);
  if (result.ok) return;
  const { product } = result;
  throw AppError.conflict(
    !product || product.hidden
      ? `${product?.name ?? 'Produk'} sudah tidak dijual: arisan ini tidak dapat dimulai`
      : `Stok ${product.name} tidak cukup untuk arisan ini (tersisa ${product.stock}, perlu ${units})`,
  );
}

async function orderLines(tx: Db, orderId: number) {
  return tx
    .select({ productId: orderItems.productId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId));
}

/** Puts units back on the shelf and takes them off the sold count (the way back of decrementStock). */
async function incrementStock(tx: Db, productId: number, quantity: number) {
  await tx
    .update(products)
    .set({
      stock: sql`${products.stock} + ${quantity}`,
      sold: sql`greatest(${products.sold} - ${quantity}, 0)`,
      updatedAt: new Date(),
    })
    .where(eq(products.id, productId));
}

/** Gives the order's stock back, once: the flag flips in a conditional update. */
export async function releaseStock(tx: Db, orderId: number) {
  const flipped = await tx
    .update(orders)
    .set({ stockReserved: false })
    .where(and(eq(orders.id, orderId), eq(orders.stockReserved, true)))
    .returning({ id: orders.id });
  if (flipped.length === 0) return;
  for (const line of await orderLines(tx, orderId)) await incrementStock(tx, line.productId, line.quantity);
}

/** A deleted arisan barang gives the units its start took (and no recipient received) back to the shelf. */
export async function releaseGroupStock(tx: Db, productId: number, units: number): Promise<void> {
  if (units > 0) await incrementStock(tx, productId, units);
}

/** Units a refunded return sends back to the shelf (docs/decisions/089-returns-and-refunds.md). */
export async function restockUnits(tx: Db, lines: { productId: number; quantity: number }[]): Promise<void> {
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    await incrementStock(tx, line.productId, line.quantity);
  }
}

import { variantLabel } from '@toko/shared';
import { and, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insideLock, lockTaken } from '../../db/race.ts';
import { orderItems, orders, products, productVariants } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import type { LockedProduct } from '../purchase-limits/index.ts';

// Stock moves only here, with conditional updates, so an order can never oversell and a cancel releases
// its stock exactly once (docs/decisions/004-order-lifecycle.md); an arisan barang's start and delete
// move its group's units the same way (ADR 042). A product with options keeps the sum of its variants:
// each move takes the product's row first (as every checkout does), then the variant's (ADR 090).

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
  /** The variant's name and SKU as they are now, copied onto the order line (null without options). */
  variantLabel: string | null;
  sku: string | null;
}

/** A line of stock to move: a product, and its variant when it has options. */
export interface StockLine {
  productId: number;
  variantId: number | null;
  quantity: number;
}

/** Why units could not be taken: too few, gone, or a product now sold in variants asked for as a whole. */
type Shortfall = { name: string; stock: number; hidden: boolean; needsVariant: boolean } | null;

/** Takes units of one variant (its product's sum was taken just before, under the same lock). */
async function decrementVariant(tx: Db, productId: number, variantId: number, quantity: number) {
  const [row] = await tx
    .update(productVariants)
    .set({
      stock: sql`${productVariants.stock} - ${quantity}`,
      sold: sql`${productVariants.sold} + ${quantity}`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(productVariants.id, variantId),
        eq(productVariants.productId, productId),
        isNull(productVariants.removedAt),
        lockTaken('orders.stock') ? gte(productVariants.stock, quantity) : undefined,
      ),
    )
    .returning({
      price: productVariants.price,
      optionValues: productVariants.optionValues,
      sku: productVariants.sku,
    });
  if (row)
    return {
      ok: true as const,
      price: row.price,
      variantLabel: variantLabel(row.optionValues),
      sku: row.sku,
    };
  const [variant] = await tx
    .select({
      stock: productVariants.stock,
      optionValues: productVariants.optionValues,
      removedAt: productVariants.removedAt,
    })
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
  return { ok: false as const, variant };
}

/**
 * The one way stock leaves the shelf: decrements a visible product's stock only where enough is left
 * (never oversells) and counts the units sold. Null when it could not, with what the product has left
 * (null when the product is gone) so the caller can say why.
 */
async function decrementStock(
  tx: Db,
  productId: number,
  variantId: number | null,
  quantity: number,
): Promise<({ ok: true } & TakenProduct) | { ok: false; product: Shortfall }> {
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
        // A product with options sells its variants only: its sum never moves without one (ADR 090).
        variantId === null ? sql`jsonb_array_length(${products.options}) = 0` : undefined,
      ),
    )
    .returning({ name: products.name, price: products.price, ...sizeColumns });
  // The update holds the product's row until commit; a racer waits on it and then re-checks the
  // condition against the committed stock, which is what refuses the 4th of 3 units.
  if (row && variantId !== null) {
    const variant = await decrementVariant(tx, productId, variantId, quantity);
    if (!variant.ok) {
      // The caller refuses the whole order: the product's sum taken above rolls back with it.
      const v = variant.variant;
      const name = v ? `${row.name} (${variantLabel(v.optionValues)})` : row.name;
      const hidden = !v || v.removedAt !== null;
      return { ok: false, product: { name, stock: v?.stock ?? 0, hidden, needsVariant: false } };
    }
    await insideLock('orders.stock');
    const { ok: _, ...taken } = variant;
    return { ok: true, ...row, ...taken };
  }
  if (row) {
    await insideLock('orders.stock');
    return { ok: true, ...row, variantLabel: null, sku: null };
  }
  const [product] = await tx
    .select({
      name: products.name,
      stock: products.stock,
      hiddenAt: products.hiddenAt,
      options: products.options,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return { ok: false, product: null };
  const { name, stock, hiddenAt, options } = product;
  const needsVariant = variantId === null && options.length > 0;
  return { ok: false, product: { name, stock, hidden: hiddenAt !== null, needsVariant } };
}

/**
 * Locks the order's products (in id order, as the stock updates after it take them: two checkouts never
 * deadlock) for the purchase limits' count, and refuses at once a line that asks for more than its
 * product has left: in a flash sale the buyers queued on the row after the last unit then give it back
 * after one statement instead of after the limits' reads (ADR 092). Lines of variants, and of hidden
 * products, are left to takeStock, which names the variant or says why.
 */
export async function lockOrderProducts(tx: Db, lines: StockLine[]): Promise<LockedProduct[]> {
  const wanted = new Map<number, number>();
  for (const l of lines) wanted.set(l.productId, (wanted.get(l.productId) ?? 0) + l.quantity);
  const read = tx
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      stock: products.stock,
      maxPurchase: products.maxPurchase,
      hiddenAt: products.hiddenAt,
      options: products.options,
    })
    .from(products)
    .where(inArray(products.id, [...wanted.keys()]))
    .orderBy(asc(products.id));
  // FOR NO KEY UPDATE, the lock the stock update takes anyway: the order's lines, written just before in
  // this transaction, hold the products' rows FOR KEY SHARE (their foreign key), which FOR UPDATE would
  // wait on, so two checkouts of one product would each wait for the other.
  const rows = await (lockTaken('orders.purchaseLimit') ? read.for('no key update') : read);
  // (A race test that switches the stock's condition off wants every racer to reach the update.)
  if (lockTaken('orders.stock')) {
    for (const p of rows) {
      if (p.hiddenAt === null && p.options.length === 0 && wanted.get(p.id)! > p.stock)
        throw AppError.conflict(shortStockMessage(p.name, p.stock));
    }
  }
  return rows;
}

/** The refusal of a line asking for more than is left (the checkout's early read says it the same way). */
export const shortStockMessage = (name: string, stock: number) =>
  `Stok tidak mencukupi untuk ${name} (tersisa ${stock})`;

/** Why a line cannot be sold, as the shopper reads it (409). */
function lineRefusal(product: Shortfall): AppError {
  if (product?.needsVariant) {
    return AppError.conflict(
      `${product.name} kini dijual per varian: hapus dari keranjang, lalu tambahkan lagi dengan variannya`,
    );
  }
  return AppError.conflict(
    !product || product.hidden
      ? `${product?.name ?? 'Produk'} sudah tidak dijual; hapus dari keranjang untuk melanjutkan`
      : shortStockMessage(product.name, product.stock),
  );
}

/** A line with what it costs and weighs: what takeStock copies onto the order. */
export type PricedLine = StockLine & TakenProduct;

/** Takes one unit price per line and decrements stock only where enough is left (never oversells). */
export async function takeStock(tx: Db, lines: StockLine[]): Promise<PricedLine[]> {
  const taken: PricedLine[] = [];
  for (const line of lines) {
    const result = await decrementStock(tx, line.productId, line.variantId, line.quantity);
    if (!result.ok) throw lineRefusal(result.product);
    const { ok: _, ...product } = result;
    taken.push({ ...line, ...product });
  }
  return taken;
}

/**
 * The order's lines priced and sized from their rows as they stand now, read without a lock, refused as
 * takeStock would refuse them. The checkout writes its order from these and takes the stock last
 * (takeStockAsPriced), so the products' rows are held only for its last statements (ADR 092).
 */
export async function priceLines(tx: Db, lines: StockLine[]): Promise<PricedLine[]> {
  const variantIds = lines.flatMap((l) => (l.variantId === null ? [] : [l.variantId]));
  const productRows = await tx
    .select({
      id: products.id,
      name: products.name,
      price: products.price,
      stock: products.stock,
      hiddenAt: products.hiddenAt,
      options: products.options,
      ...sizeColumns,
    })
    .from(products)
    .where(inArray(products.id, [...new Set(lines.map((l) => l.productId))]));
  // (A cart without variants, most of them, is priced in one statement.)
  const variantRows =
    variantIds.length === 0
      ? []
      : await tx
          .select({
            id: productVariants.id,
            productId: productVariants.productId,
            price: productVariants.price,
            stock: productVariants.stock,
            optionValues: productVariants.optionValues,
            sku: productVariants.sku,
            removedAt: productVariants.removedAt,
          })
          .from(productVariants)
          .where(inArray(productVariants.id, variantIds));
  const checkStock = lockTaken('orders.stock');
  return lines.map((line) => {
    const product = productRows.find((p) => p.id === line.productId);
    if (!product || product.hiddenAt !== null) {
      throw lineRefusal(product ? { name: product.name, stock: 0, hidden: true, needsVariant: false } : null);
    }
    const { hiddenAt: _, options, stock, id: __, ...row } = product;
    if (line.variantId === null) {
      if (options.length > 0) throw lineRefusal({ name: row.name, stock, hidden: false, needsVariant: true });
      if (checkStock && line.quantity > stock)
        throw lineRefusal({ name: row.name, stock, hidden: false, needsVariant: false });
      return { ...line, ...row, variantLabel: null, sku: null };
    }
    const variant = variantRows.find((v) => v.id === line.variantId && v.productId === line.productId);
    const name = variant ? `${row.name} (${variantLabel(variant.optionValues)})` : row.name;
    if (!variant || variant.removedAt !== null) {
      throw lineRefusal({ name, stock: 0, hidden: true, needsVariant: false });
    }
    if (checkStock && line.quantity > variant.stock) {
      throw lineRefusal({ name, stock: variant.stock, hidden: false, needsVariant: false });
    }
    return {
      ...line,
      ...row,
      price: variant.price,
      variantLabel: variantLabel(variant.optionValues),
      sku: variant.sku,
    };
  });
}

/**
 * Takes the stock of lines priced earlier in the same transaction (priceLines), and refuses the order if
 * a row changed in between (the owner saved a new price, size or name that very moment): the order was
 * written from what the shopper was shown, and stays only if that is still what the shop sells.
 */
export async function takeStockAsPriced(tx: Db, priced: PricedLine[]): Promise<void> {
  const taken = await takeStock(tx, priced);
  taken.forEach((now, i) => {
    const then = priced[i]!;
    const same = (Object.keys(now) as (keyof PricedLine)[]).every((k) => now[k] === then[k]);
    if (!same) {
      throw AppError.conflict(
        `Harga atau data ${now.name} baru saja berubah; periksa keranjangmu, lalu pesan lagi`,
      );
    }
  });
}

/**
 * An arisan barang's start takes the goods of all its members from the shelf at once, the same way a
 * checkout does (ADR 042): the group is then sure of its N units, and the shop shows what is left.
 */
export async function reserveGroupStock(
  tx: Db,
  productId: number,
  variantId: number | null,
  units: number,
): Promise<void> {
  const result = await decrementStock(tx, productId, variantId, units);
  if (result.ok) return;
  const { product } = result;
  if (product?.needsVariant) {
    throw AppError.conflict(
      `${product.name} kini dijual per varian: buat arisan barang baru untuk salah satu variannya`,
    );
  }
  throw AppError.conflict(
    !product || product.hidden
      ? `${product?.name ?? 'Produk'} sudah tidak dijual: arisan ini tidak dapat dimulai`
      : `Stok ${product.name} tidak cukup untuk arisan ini (tersisa ${product.stock}, perlu ${units})`,
  );
}

async function orderLines(tx: Db, orderId: number) {
  return tx
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId), asc(orderItems.variantId));
}

/**
 * Puts units back on the shelf and takes them off the sold count (the way back of decrementStock). Units
 * of a variant the owner has since removed go back to that variant, out of the product's sum.
 */
async function incrementStock(tx: Db, line: StockLine) {
  const { productId, variantId, quantity } = line;
  const [product] = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!product) return;
  let counted = true;
  if (variantId !== null) {
    const [variant] = await tx
      .update(productVariants)
      .set({
        stock: sql`${productVariants.stock} + ${quantity}`,
        sold: sql`greatest(${productVariants.sold} - ${quantity}, 0)`,
        updatedAt: new Date(),
      })
      .where(eq(productVariants.id, variantId))
      .returning({ removedAt: productVariants.removedAt });
    counted = variant !== undefined && variant.removedAt === null;
  }
  await tx
    .update(products)
    .set({
      ...(counted ? { stock: sql`${products.stock} + ${quantity}` } : {}),
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
  for (const line of await orderLines(tx, orderId)) await incrementStock(tx, line);
}

/** A deleted arisan barang gives the units its start took (and no recipient received) back to the shelf. */
export async function releaseGroupStock(
  tx: Db,
  productId: number,
  variantId: number | null,
  units: number,
): Promise<void> {
  if (units > 0) await incrementStock(tx, { productId, variantId, quantity: units });
}

/** Units a refunded return sends back to the shelf (docs/decisions/089-returns-and-refunds.md). */
export async function restockUnits(tx: Db, lines: StockLine[]): Promise<void> {
  const order = (a: StockLine, b: StockLine) =>
    a.productId - b.productId || (a.variantId ?? 0) - (b.variantId ?? 0);
  for (const line of [...lines].sort(order)) await incrementStock(tx, line);
}

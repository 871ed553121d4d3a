import {
  imageUrl,
  type ProductOption,
  type ProductVariant,
  type ProductVariants,
  type PutVariantsBody,
  VARIANT_TEXT,
  variantLabel,
} from '@toko/shared';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import {
  arisans,
  cartItems,
  orderItems,
  productImages,
  products,
  productVariants,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

// A product's options and variants (docs/decisions/090-product-variants.md). The product row keeps the
// sums a listing reads (the lowest active price, the stock of its active variants): written here under
// the product's lock, and moved by the stock module in the same transaction as a variant's stock.

const PRODUCT_NOT_FOUND = 'Produk tidak ditemukan';

const variantColumns = {
  id: productVariants.id,
  optionValues: productVariants.optionValues,
  sku: productVariants.sku,
  price: productVariants.price,
  stock: productVariants.stock,
  imageId: productVariants.imageId,
};
type VariantRow = {
  id: number;
  optionValues: string[];
  sku: string | null;
  price: number;
  stock: number;
  imageId: number | null;
};

const toVariant = (row: VariantRow): ProductVariant => ({
  id: row.id,
  option_values: row.optionValues,
  label: variantLabel(row.optionValues),
  sku: row.sku,
  price: row.price,
  stock: row.stock,
  image_id: row.imageId,
  image_url: row.imageId === null ? null : imageUrl(row.imageId, 560),
});

/** A variant as the product page's statement reads it (JSON, snake case). */
export interface VariantJson {
  id: number;
  option_values: string[];
  sku: string | null;
  price: number;
  stock: number;
  image_id: number | null;
}

export const variantFromJson = (v: VariantJson): ProductVariant =>
  toVariant({
    id: v.id,
    optionValues: v.option_values,
    sku: v.sku,
    price: Number(v.price),
    stock: v.stock,
    imageId: v.image_id,
  });

/** The variants a product sells now, in the owner's order. */
export async function readVariants(db: Db, productId: number): Promise<ProductVariant[]> {
  const rows = await db
    .select(variantColumns)
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), isNull(productVariants.removedAt)))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  return rows.map(toVariant);
}

/** The options and variants of a product of the dashboard (any status but deleted). */
export async function getProductVariants(db: Db, productId: number): Promise<ProductVariants> {
  const [product] = await db
    .select({ options: products.options })
    .from(products)
    .where(and(eq(products.id, productId), ne(products.status, 'deleted')));
  if (!product) throw AppError.notFound(PRODUCT_NOT_FOUND);
  return { options: product.options, variants: await readVariants(db, productId) };
}

/**
 * A product with options takes its price and stock from its variants: the lowest active price and the
 * sum of their stock. Run under the product's row lock (the caller's update or select for update): a
 * checkout moving a variant waits for that lock before it moves the product's sum, so none is lost.
 */
export async function keepVariantSums(tx: Db, productId: number): Promise<void> {
  await tx.execute(sql`
    update ${products} set
      price = coalesce(v.low, ${products.price}),
      stock = coalesce(v.units, 0)
    from (
      select min(price) as low, sum(stock)::int as units
      from ${productVariants}
      where product_id = ${productId} and removed_at is null
    ) v
    where ${products.id} = ${productId} and jsonb_array_length(${products.options}) > 0`);
}

/**
 * A duplicate's variants (ADR 085 and 090): the same options and combinations at the same prices, with
 * no stock (as the copy's own), no SKU (each SKU names one thing on the shelf) and the product's pictures.
 */
export async function copyVariants(tx: Db, fromId: number, toId: number): Promise<void> {
  const rows = await tx
    .select({
      optionValues: productVariants.optionValues,
      price: productVariants.price,
      position: productVariants.position,
    })
    .from(productVariants)
    .where(and(eq(productVariants.productId, fromId), isNull(productVariants.removedAt)));
  if (rows.length === 0) return;
  await tx.insert(productVariants).values(rows.map((r) => ({ ...r, productId: toId, stock: 0 })));
  await keepVariantSums(tx, toId);
}

/** A variant leaving the set: deleted unless an order or an arisan barang names it, then marked removed. */
async function retireVariants(tx: Db, productId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const referenced = new Set(
    (
      await tx
        .select({ id: orderItems.variantId })
        .from(orderItems)
        .where(inArray(orderItems.variantId, ids))
        .union(tx.select({ id: arisans.variantId }).from(arisans).where(inArray(arisans.variantId, ids)))
    ).map((r) => r.id),
  );
  const keep = ids.filter((id) => referenced.has(id));
  const drop = ids.filter((id) => !referenced.has(id));
  if (keep.length > 0) {
    await tx
      .update(productVariants)
      .set({ removedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(productVariants.productId, productId), inArray(productVariants.id, keep)));
    // A removed variant cannot be bought: it leaves every cart (a deleted one leaves by its foreign key).
    await tx.delete(cartItems).where(inArray(cartItems.variantId, keep));
  }
  if (drop.length > 0) await tx.delete(productVariants).where(inArray(productVariants.id, drop));
}

const sameValues = (a: string[], b: string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * PUT /products/{id}/variants: replaces the product's options and variants. A variant whose values stay
 * keeps its id (carts, orders and arisan barang keep pointing at it) and takes the new SKU, price, stock
 * and picture; new combinations are added; the rest retire. Sending no options ends the variants.
 */
export async function putProductVariants(
  db: Db,
  productId: number,
  body: PutVariantsBody,
): Promise<ProductVariants> {
  try {
    await db.transaction(async (tx) => {
      // The product first, as a checkout locks it before its variants: never the other way round.
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), ne(products.status, 'deleted')))
        .for('update');
      if (!product) throw AppError.notFound(PRODUCT_NOT_FOUND);
      await assertOwnImages(
        tx,
        productId,
        body.variants.map((v) => v.image_id),
      );
      const current = await tx
        .select({ id: productVariants.id, optionValues: productVariants.optionValues })
        .from(productVariants)
        .where(and(eq(productVariants.productId, productId), isNull(productVariants.removedAt)))
        .orderBy(asc(productVariants.id))
        .for('update');
      const kept = new Map<number, number>(); // index in the body -> existing variant id
      body.variants.forEach((v, i) => {
        const match = current.find((c) => sameValues(c.optionValues, v.option_values));
        if (match) kept.set(i, match.id);
      });
      const keptIds = new Set(kept.values());
      // Retired first: a SKU a leaving variant had may pass to a new one in the same save.
      await retireVariants(
        tx,
        productId,
        current.filter((c) => !keptIds.has(c.id)).map((c) => c.id),
      );
      for (const [i, v] of body.variants.entries()) {
        const values = { sku: v.sku, price: v.price, stock: v.stock, imageId: v.image_id, position: i };
        const id = kept.get(i);
        if (id !== undefined) {
          await tx
            .update(productVariants)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(productVariants.id, id));
        } else {
          await tx.insert(productVariants).values({ ...values, productId, optionValues: v.option_values });
        }
      }
      const options: ProductOption[] = body.options;
      await tx.update(products).set({ options, updatedAt: new Date() }).where(eq(products.id, productId));
      // A line put in a cart before the product had options names no variant: it cannot be bought now.
      if (options.length > 0)
        await tx
          .delete(cartItems)
          .where(and(eq(cartItems.productId, productId), isNull(cartItems.variantId)));
      await keepVariantSums(tx, productId);
    });
  } catch (err) {
    if (isUniqueViolation(err, 'product_variants_sku_key')) {
      const taken = body.variants.find((v) => v.sku)?.sku ?? '';
      throw AppError.conflict(VARIANT_TEXT.skuTaken(taken));
    }
    throw err;
  }
  return getProductVariants(db, productId);
}

/** A variant's picture is one of the product's own uploads. */
async function assertOwnImages(tx: Db, productId: number, ids: (number | null)[]): Promise<void> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return;
  const own = await tx
    .select({ id: productImages.id })
    .from(productImages)
    .where(and(eq(productImages.productId, productId), inArray(productImages.id, wanted)));
  if (own.length !== wanted.length) {
    throw AppError.validation(VARIANT_TEXT.imageNotOfProduct, [
      { path: 'variants', message: VARIANT_TEXT.imageNotOfProduct },
    ]);
  }
}

/**
 * The variant a cart line or an arisan barang names, checked against its product: required when the
 * product has options (400), refused when it has none, and one of its active variants (404 otherwise).
 */
export async function resolveVariant(
  db: Db,
  product: { id: number; options: ProductOption[] },
  variantId: number | undefined,
): Promise<{ id: number; label: string; sku: string | null; price: number; stock: number } | null> {
  if (product.options.length === 0) {
    if (variantId !== undefined) throw AppError.notFound(VARIANT_TEXT.unknownVariant);
    return null;
  }
  if (variantId === undefined) {
    throw AppError.validation(VARIANT_TEXT.chooseVariant, [
      { path: 'variant_id', message: VARIANT_TEXT.chooseVariant },
    ]);
  }
  const [row] = await db
    .select(variantColumns)
    .from(productVariants)
    .where(
      and(
        eq(productVariants.id, variantId),
        eq(productVariants.productId, product.id),
        isNull(productVariants.removedAt),
      ),
    );
  if (!row) throw AppError.notFound(VARIANT_TEXT.unknownVariant);
  return {
    id: row.id,
    label: variantLabel(row.optionValues),
    sku: row.sku,
    price: row.price,
    stock: row.stock,
  };
}

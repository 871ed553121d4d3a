import type {
  AdminCategory,
  CategoryBody,
  ProductFields,
  ProductType,
  ProductTypeBody,
  ProductUpdateFields,
} from '@toko/shared';
import { DEFAULT_LOW_STOCK_THRESHOLD, MAX_PRODUCT_IMAGES, type ProductStatus, slugify } from '@toko/shared';
import { and, eq, like, max, ne, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import {
  cartItems,
  categories,
  orderItems,
  productAttributes,
  productImages,
  products,
  productTypes,
} from '../../db/schema/index.ts';
import { escapeLike } from '../../db/sql.ts';
import { AppError } from '../../http/errors.ts';
import {
  copyProductImages,
  deleteProductImages,
  encodeImageVariants,
  insertProductImage,
} from '../images/index.ts';
import { copyVariants, keepVariantSums } from './product-variants.service.ts';

// ---- slugs -------------------------------------------------------------------------------------

/** Category slugs are page paths (`/sofas`): these are already pages of the shop. */
const RESERVED_SLUGS = new Set([
  'api',
  'assets',
  'products',
  'cart',
  'checkout',
  'account',
  'orders',
  'profile',
  'dashboard',
]);

/** `base`, or `base-2`, `base-3`... whichever is free in `column` (ignoring the row `exceptId`). */
async function uniqueSlug(
  db: Db,
  table: PgTable,
  column: PgColumn,
  idColumn: PgColumn,
  base: string,
  exceptId?: number,
): Promise<string> {
  const taken = await db
    .select({ slug: column })
    .from(table)
    .where(
      and(
        or(eq(column, base), like(column, `${escapeLike(base)}-%`)),
        exceptId === undefined ? undefined : ne(idColumn, exceptId),
      ),
    );
  const used = new Set(taken.map((r) => r.slug as string));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

// ---- categories --------------------------------------------------------------------------------

function categorySlugBase(name: string): string {
  const slug = slugify(name);
  if (!slug) {
    const message = 'Nama kategori harus berisi minimal satu huruf atau angka';
    throw AppError.validation(message, [{ path: 'name', message }]);
  }
  if (RESERVED_SLUGS.has(slug)) throw AppError.conflict(`'${name}' sudah dipakai sebagai halaman toko`);
  return slug;
}

const duplicateCategory = (err: unknown) =>
  isUniqueViolation(err) ? AppError.conflict('Kategori dengan nama ini sudah ada') : err;

export async function createCategory(db: Db, body: CategoryBody): Promise<AdminCategory> {
  const base = categorySlugBase(body.name);
  try {
    return await db.transaction(async (tx) => {
      const slug = await uniqueSlug(tx, categories, categories.slug, categories.id, base);
      const [row] = await tx
        .insert(categories)
        .values({ name: body.name, slug })
        .returning({ id: categories.id, name: categories.name, slug: categories.slug });
      return row!;
    });
  } catch (err) {
    throw duplicateCategory(err);
  }
}

/** Renames a category; its page follows the name (docs/architecture.md section 3: the slug is the lower-case name). */
export async function updateCategory(db: Db, id: number, body: CategoryBody): Promise<AdminCategory> {
  const base = categorySlugBase(body.name);
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      if (!current) throw AppError.notFound('Kategori tidak ditemukan');
      const slug =
        slugify(current.name) === base
          ? current.slug
          : await uniqueSlug(tx, categories, categories.slug, categories.id, base, id);
      const [row] = await tx
        .update(categories)
        .set({ name: body.name, slug })
        .where(eq(categories.id, id))
        .returning({ id: categories.id, name: categories.name, slug: categories.slug });
      return row!;
    });
  } catch (err) {
    throw duplicateCategory(err);
  }
}

// Deleting a category moves its products first: category-delete.service.ts.

// ---- product types -----------------------------------------------------------------------------

const duplicateType = (err: unknown) =>
  isUniqueViolation(err) ? AppError.conflict('Jenis produk dengan nama ini sudah ada') : err;

export async function createProductType(db: Db, body: ProductTypeBody): Promise<ProductType> {
  try {
    const [row] = await db
      .insert(productTypes)
      .values({ name: body.name })
      .returning({ id: productTypes.id, name: productTypes.name });
    return row!;
  } catch (err) {
    throw duplicateType(err);
  }
}

export async function updateProductType(db: Db, id: number, body: ProductTypeBody): Promise<ProductType> {
  let row: ProductType | undefined;
  try {
    [row] = await db
      .update(productTypes)
      .set({ name: body.name })
      .where(eq(productTypes.id, id))
      .returning({ id: productTypes.id, name: productTypes.name });
  } catch (err) {
    throw duplicateType(err);
  }
  if (!row) throw AppError.notFound('Jenis produk tidak ditemukan');
  return row;
}

/** Products of a deleted type keep going without one (ON DELETE SET NULL). */
export async function deleteProductType(db: Db, id: number): Promise<void> {
  const deleted = await db
    .delete(productTypes)
    .where(eq(productTypes.id, id))
    .returning({ id: productTypes.id });
  if (deleted.length === 0) throw AppError.notFound('Jenis produk tidak ditemukan');
}

// ---- products ----------------------------------------------------------------------------------

/** Every product the owner still has: a deleted one (orders kept it) is gone from the dashboard too. */
const notDeleted = ne(products.status, 'deleted');

/**
 * A status and the time the product left the shop (ADR 085): none while active; kept when it moves
 * between draft, archived and deleted, so 'hidden since' stays the first day it was out.
 */
function statusColumns(status: ProductStatus | 'deleted', hiddenAt: Date | null) {
  return { status, hiddenAt: status === 'active' ? null : (hiddenAt ?? new Date()) };
}

type Encoded = Awaited<ReturnType<typeof encodeImageVariants>>;

/**
 * Checks and re-encodes every upload before anything is written (slow and CPU-bound, so outside the
 * transaction). One bad file refuses the whole request.
 */
async function encodeAll(files: Buffer[]): Promise<Encoded[]> {
  const out: Encoded[] = [];
  // One at a time: each image already encodes its variants in parallel.
  for (const file of files) out.push(await encodeImageVariants(file));
  return out;
}

function tooManyImages(total: number): AppError {
  return AppError.validation(`Satu produk maksimal ${MAX_PRODUCT_IMAGES} gambar`, [
    { path: 'images', message: `Satu produk maksimal ${MAX_PRODUCT_IMAGES} gambar (${total} dikirim)` },
  ]);
}

async function assertReferences(db: Db, fields: { category_id?: number; product_type_id?: number | null }) {
  if (fields.category_id !== undefined) {
    const [cat] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, fields.category_id))
      .for('share');
    if (!cat) {
      const message = 'Kategori tidak ditemukan';
      throw AppError.validation(message, [{ path: 'category_id', message }]);
    }
  }
  if (fields.product_type_id) {
    const [type] = await db
      .select({ id: productTypes.id })
      .from(productTypes)
      .where(eq(productTypes.id, fields.product_type_id))
      .for('share');
    if (!type) {
      const message = 'Jenis produk tidak ditemukan';
      throw AppError.validation(message, [{ path: 'product_type_id', message }]);
    }
  }
}

function productSlugBase(name: string): string {
  return slugify(name) || 'produk';
}

async function insertAttributes(db: Db, productId: number, attributes: ProductFields['attributes']) {
  if (!attributes?.length) return;
  await db.insert(productAttributes).values(
    attributes.map((a, position) => ({
      productId,
      position,
      title: a.title,
      value: a.value,
      color: a.color ?? null,
    })),
  );
}

async function insertImages(db: Db, productId: number, encoded: Encoded[], firstPosition: number) {
  for (const [i, image] of encoded.entries()) {
    await insertProductImage(db, productId, image, firstPosition + i);
  }
}

/**
 * Creates a product with its attributes and images (docs/product.md 7: POST /products). The images are checked and
 * encoded first; then everything is written in one transaction, so a refusal stores nothing.
 */
export async function createProduct(db: Db, fields: ProductFields, files: Buffer[]): Promise<number> {
  if (files.length > MAX_PRODUCT_IMAGES) throw tooManyImages(files.length);
  const encoded = await encodeAll(files);
  return db.transaction(async (tx) => {
    await assertReferences(tx, fields);
    const slug = await uniqueSlug(tx, products, products.slug, products.id, productSlugBase(fields.name));
    const [row] = await tx
      .insert(products)
      .values({
        name: fields.name,
        slug,
        description: fields.description ?? '',
        price: fields.price,
        originalPrice: fields.original_price ?? null,
        stock: fields.stock,
        maxPurchase: fields.max_purchase ?? null,
        weightGram: fields.weight_gram ?? null,
        lengthCm: fields.length_cm ?? null,
        widthCm: fields.width_cm ?? null,
        heightCm: fields.height_cm ?? null,
        categoryId: fields.category_id,
        productTypeId: fields.product_type_id ?? null,
        thumbnailUrl: fields.thumbnail_url ?? null,
        badge: fields.badge ?? null,
        infoText: fields.info_text ?? null,
        label: fields.label ?? false,
        freeShipping: fields.free_shipping ?? false,
        ...statusColumns(fields.status ?? 'active', null),
        lowStockThreshold: fields.low_stock_threshold ?? DEFAULT_LOW_STOCK_THRESHOLD,
      })
      .returning({ id: products.id });
    const productId = row!.id;
    await insertAttributes(tx, productId, fields.attributes);
    await insertImages(tx, productId, encoded, 0);
    return productId;
  });
}

/**
 * Updates a product (docs/product.md 7: PUT /products/{id}). Fields left out stay as they are; `attributes`, when
 * sent, replaces them all; `deleteImages` removes those of this product's images; new files are added
 * after the existing ones. One transaction: a refusal changes nothing.
 */
export async function updateProduct(
  db: Db,
  id: number,
  fields: ProductUpdateFields,
  files: Buffer[],
): Promise<number> {
  if (files.length > MAX_PRODUCT_IMAGES) throw tooManyImages(files.length);
  // A quick look first, so a missing product or an obvious overflow is refused before the slow encoding.
  await countImagesAfter(db, id, fields.deleteImages ?? [], files.length);
  const encoded = await encodeAll(files);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, id), notDeleted))
      .for('update');
    if (!current) throw AppError.notFound('Produk tidak ditemukan');
    // Checked again under the product's lock: two uploads at once cannot pass 8 together.
    await countImagesAfter(tx, id, fields.deleteImages ?? [], files.length);
    await assertReferences(tx, fields);

    const changes: Partial<typeof products.$inferInsert> = { updatedAt: new Date() };
    if (fields.name !== undefined && fields.name !== current.name) {
      changes.name = fields.name;
      const base = productSlugBase(fields.name);
      if (base !== productSlugBase(current.name)) {
        changes.slug = await uniqueSlug(tx, products, products.slug, products.id, base, id);
      }
    }
    if (fields.description !== undefined) changes.description = fields.description ?? '';
    if (fields.price !== undefined) changes.price = fields.price;
    if (fields.original_price !== undefined) changes.originalPrice = fields.original_price;
    if (fields.stock !== undefined) changes.stock = fields.stock;
    if (fields.max_purchase !== undefined) changes.maxPurchase = fields.max_purchase;
    if (fields.weight_gram !== undefined) changes.weightGram = fields.weight_gram;
    if (fields.length_cm !== undefined) changes.lengthCm = fields.length_cm;
    if (fields.width_cm !== undefined) changes.widthCm = fields.width_cm;
    if (fields.height_cm !== undefined) changes.heightCm = fields.height_cm;
    if (fields.category_id !== undefined) changes.categoryId = fields.category_id;
    if (fields.product_type_id !== undefined) changes.productTypeId = fields.product_type_id;
    if (fields.thumbnail_url !== undefined) changes.thumbnailUrl = fields.thumbnail_url;
    if (fields.badge !== undefined) changes.badge = fields.badge;
    if (fields.info_text !== undefined) changes.infoText = fields.info_text;
    if (fields.label !== undefined) changes.label = fields.label;
    if (fields.free_shipping !== undefined) changes.freeShipping = fields.free_shipping;
    if (fields.status !== undefined && fields.status !== current.status)
      Object.assign(changes, statusColumns(fields.status, current.hiddenAt));
    if (fields.low_stock_threshold !== undefined) changes.lowStockThreshold = fields.low_stock_threshold;

    await tx.update(products).set(changes).where(eq(products.id, id));
    // With options, the price and stock sent are the variants' to say (ADR 090): put back their sums.
    await keepVariantSums(tx, id);
    if (fields.attributes !== undefined) {
      await tx.delete(productAttributes).where(eq(productAttributes.productId, id));
      await insertAttributes(tx, id, fields.attributes);
    }
    await deleteProductImages(tx, id, fields.deleteImages ?? []);
    if (encoded.length) {
      const [last] = await tx
        .select({ position: max(productImages.position) })
        .from(productImages)
        .where(eq(productImages.productId, id));
      await insertImages(tx, id, encoded, (last?.position ?? -1) + 1);
    }
    return id;
  });
}

/** How many images the product will have; refuses more than 8 and a missing product. */
async function countImagesAfter(db: Db, id: number, deleteIds: number[], added: number): Promise<number> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), notDeleted));
  if (!product) throw AppError.notFound('Produk tidak ditemukan');
  const rows = await db
    .select({ id: productImages.id })
    .from(productImages)
    .where(eq(productImages.productId, id));
  const remove = new Set(deleteIds);
  const total = rows.filter((r) => !remove.has(r.id)).length + added;
  if (total > MAX_PRODUCT_IMAGES) throw tooManyImages(total);
  return total;
}

/**
 * Deletes a product. If orders reference it, it is hidden instead (the orders keep their lines) and
 * taken out of every cart; otherwise it is removed with its images and attributes.
 */
export async function deleteProduct(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    // The lock makes an order being placed for this product wait (or this delete wait for it).
    const [current] = await tx
      .select({ id: products.id, hiddenAt: products.hiddenAt })
      .from(products)
      .where(and(eq(products.id, id), notDeleted))
      .for('update');
    if (!current) throw AppError.notFound('Produk tidak ditemukan');
    const ordered = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.productId, id))
      .limit(1);
    if (ordered.length > 0) {
      await tx
        .update(products)
        .set({ ...statusColumns('deleted', current.hiddenAt), updatedAt: new Date() })
        .where(eq(products.id, id));
      await tx.delete(cartItems).where(eq(cartItems.productId, id));
    } else {
      await tx.delete(products).where(eq(products.id, id));
    }
  });
}

/** A copy's name: the original's with ' (Salinan)', cut so it stays within the 200 characters a name may have. */
const copyName = (name: string) => `${name.slice(0, 200 - ' (Salinan)'.length)} (Salinan)`;

/**
 * Duplicates a product as a draft (ADR 085): its texts, prices, sizes, attributes and pictures, but no
 * stock, sales, reviews or best-seller flag, which belong to what the original sold. Returns the new id.
 */
export async function duplicateProduct(db: Db, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [source] = await tx
      .select()
      .from(products)
      .where(and(eq(products.id, id), notDeleted))
      .for('share');
    if (!source) throw AppError.notFound('Produk tidak ditemukan');
    const name = copyName(source.name);
    const slug = await uniqueSlug(tx, products, products.slug, products.id, productSlugBase(name));
    const [row] = await tx
      .insert(products)
      .values({
        name,
        slug,
        description: source.description,
        price: source.price,
        originalPrice: source.originalPrice,
        stock: 0,
        maxPurchase: source.maxPurchase,
        weightGram: source.weightGram,
        lengthCm: source.lengthCm,
        widthCm: source.widthCm,
        heightCm: source.heightCm,
        categoryId: source.categoryId,
        productTypeId: source.productTypeId,
        thumbnailUrl: source.thumbnailUrl,
        badge: source.badge,
        infoText: source.infoText,
        freeShipping: source.freeShipping,
        lowStockThreshold: source.lowStockThreshold,
        options: source.options,
        ...statusColumns('draft', null),
      })
      .returning({ id: products.id });
    const copyId = row!.id;
    const attributes = await tx
      .select()
      .from(productAttributes)
      .where(eq(productAttributes.productId, id))
      .orderBy(productAttributes.position, productAttributes.id);
    await insertAttributes(tx, copyId, attributes);
    await copyProductImages(tx, id, copyId);
    await copyVariants(tx, id, copyId);
    return copyId;
  });
}

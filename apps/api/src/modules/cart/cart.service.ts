import {
  type Address,
  type AddToCartBody,
  type Cart,
  type CartItem,
  type CartShippingTo,
  cartLineMax,
  kabupatenLabel,
  MONEY_LIMITS,
  productPictureUrl,
  purchaseLimit,
  shippingCost,
  summarizeCart,
  variantLabel,
} from '@toko/shared';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems, carts, categories, products, productVariants } from '../../db/schema/index.ts';
import { countAll, firstImageIdSql } from '../../db/sql.ts';
import { AppError } from '../../http/errors.ts';
import { findDefaultAddress, getOwnAddress, regionCodesOfAddress } from '../addresses/index.ts';
import { resolveVariant } from '../catalog/index.ts';
import { heldUnpaidByUser, purchaseLimitMessage } from '../purchase-limits/index.ts';
import { deliveryFor } from '../settings/index.ts';
import { previewVoucher } from '../vouchers/index.ts';

// The customer's cart (docs/architecture.md section 4). Whose cart is touched comes only from the caller's user id,
// which the routes take from the token; an item id of someone else's cart is simply "not found".

const stockMessage = (stock: number, inCart = 0) =>
  inCart > 0
    ? `Stok tidak mencukupi (tersisa ${stock}, ${inCart} sudah di keranjang)`
    : `Stok tidak mencukupi (tersisa ${stock})`;

const PRODUCT_GONE = 'Produk ini sudah tidak dijual';
const CART_ITEM_NOT_FOUND = 'Barang di keranjang tidak ditemukan';

/**
 * The address the cart's shipping is priced for: the one asked for (the shopper's own, else 404), or
 * their default address; null when they have none yet (shipping then reads 0 until they pick one).
 */
async function shippingAddress(db: Db, userId: number, addressId?: number): Promise<Address | null> {
  if (addressId !== undefined) return getOwnAddress(db, userId, addressId);
  return findDefaultAddress(db, userId);
}

/**
 * The cart with its totals: shipping priced for the address (ADR 073), and with a voucher code, what the
 * code would take off (ADR 072).
 */
export async function getCart(
  db: Db,
  userId: number,
  voucherCode?: string,
  addressId?: number,
): Promise<Cart> {
  const rows = await db
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      productId: products.id,
      name: products.name,
      slug: products.slug,
      categorySlug: categories.slug,
      description: products.description,
      thumbnailUrl: products.thumbnailUrl,
      firstImageId: firstImageIdSql,
      productPrice: products.price,
      productStock: products.stock,
      maxPurchase: products.maxPurchase,
      hiddenAt: products.hiddenAt,
      variantId: productVariants.id,
      variantValues: productVariants.optionValues,
      variantSku: productVariants.sku,
      variantPrice: productVariants.price,
      variantStock: productVariants.stock,
      variantImageId: productVariants.imageId,
      variantRemovedAt: productVariants.removedAt,
      weight_gram: products.weightGram,
      length_cm: products.lengthCm,
      width_cm: products.widthCm,
      height_cm: products.heightCm,
      free_shipping: products.freeShipping,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  // A line of a variant is priced and stocked as the variant (ADR 090); the limit stays the product's.
  const lines = rows.map((r) => ({
    ...r,
    price: r.variantId === null ? r.productPrice : r.variantPrice!,
    stock: r.variantId === null ? r.productStock : r.variantRemovedAt ? 0 : r.variantStock!,
  }));
  const held = await heldUnpaidByUser(
    db,
    userId,
    rows.map((r) => r.productId),
  );
  const items: CartItem[] = lines.map((r) => ({
    id: r.id,
    quantity: r.quantity,
    product: {
      id: r.productId,
      name: r.name,
      slug: r.slug,
      category_slug: r.categorySlug,
      description: r.description,
      thumbnail_url: productPictureUrl(r.variantImageId ?? r.firstImageId, r.thumbnailUrl, 180),
      price: r.price,
      // A product the shop no longer sells can be removed from the cart but not bought.
      stock: r.hiddenAt ? 0 : r.stock,
      ...limitOf({ stock: r.productStock, maxPurchase: r.maxPurchase }, held.get(r.productId) ?? 0),
    },
    variant:
      r.variantId === null
        ? null
        : { id: r.variantId, label: variantLabel(r.variantValues!), sku: r.variantSku },
  }));
  const subtotal = summarizeCart(items).subTotal;
  const { shipping, shipping_to } = await cartShipping(db, userId, lines, subtotal, addressId);
  if (!voucherCode)
    return { cartItems: items, ...summarizeCart(items, 0, shipping), voucher: null, shipping_to };
  const voucher = await previewVoucher(db, userId, voucherCode, { subtotal, shipping });
  return { cartItems: items, ...summarizeCart(items, voucher.discount, shipping), voucher, shipping_to };
}

/**
 * What the checkout would charge for shipping to this address, with the same rule (ADR 073), and the
 * address it is for, so the cart can say 'ke Rumah, Kota Semarang' beside the number.
 */
async function cartShipping(
  db: Db,
  userId: number,
  lines: Parameters<typeof shippingCost>[1],
  subtotal: number,
  addressId?: number,
): Promise<{ shipping: number; shipping_to: CartShippingTo | null }> {
  const address = await shippingAddress(db, userId, addressId);
  if (address === null) return { shipping: 0, shipping_to: null };
  const { inArea, zone } = await deliveryFor(db, await regionCodesOfAddress(db, userId, address.id));
  return {
    shipping: lines.length === 0 ? 0 : shippingCost(zone, lines, subtotal),
    shipping_to: {
      address_id: address.id,
      label: address.label,
      kabupaten: kabupatenLabel(address.kabupaten),
      in_area: inArea,
    },
  };
}

/** The product's 'Maks. pembelian' for this shopper, given what they hold unpaid (ADR 051). */
function limitOf(product: { stock: number; maxPurchase: number | null }, held: number) {
  return { purchase_limit: purchaseLimit(product.stock + held, product.maxPurchase), held_unpaid: held };
}

/**
 * Refuses a cart quantity over the shelf (the variant's, for a variant) or over what the purchase limit
 * leaves this shopper; the limit counts the product's units in the cart's other lines (other variants).
 */
async function assertCartQuantity(
  tx: Db,
  userId: number,
  product: { id: number; name: string; stock: number; maxPurchase: number | null },
  line: { quantity: number; stock: number; inCart?: number; otherLines?: number },
): Promise<void> {
  const { quantity, stock, inCart = 0, otherLines = 0 } = line;
  if (quantity > stock) throw AppError.conflict(stockMessage(stock, inCart));
  const held = (await heldUnpaidByUser(tx, userId, [product.id])).get(product.id) ?? 0;
  const limit = limitOf(product, held);
  if (quantity + otherLines > cartLineMax({ stock: product.stock, ...limit })) {
    const message = purchaseLimitMessage(product.name, limit.purchase_limit, held);
    const already = inCart + otherLines;
    throw new AppError(
      'PURCHASE_LIMIT',
      already > 0 ? `${message} Di keranjang sudah ada ${already} unit.` : message,
    );
  }
}

/** Units of a product in the cart's lines other than this one (its other variants). */
async function otherLinesOf(
  tx: Db,
  cartId: number,
  productId: number,
  exceptLineId?: number,
): Promise<number> {
  const [row] = await tx
    .select({ units: sql<string | number | null>`sum(${cartItems.quantity})` })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.cartId, cartId),
        eq(cartItems.productId, productId),
        exceptLineId === undefined ? undefined : ne(cartItems.id, exceptLineId),
      ),
    );
  return Number(row?.units ?? 0);
}

/** The header's badge: the sum of quantities. */
export async function countCartItems(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<string | number | null>`sum(${cartItems.quantity})` })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .where(eq(carts.userId, userId));
  return Number(row?.count ?? 0);
}

/**
 * The customer's cart id, its row locked for the rest of the transaction so two changes of one cart
 * (two tabs, a double click) run one after the other. Creates the cart when asked to.
 */
async function lockCart(tx: Db, userId: number, create: boolean): Promise<number | null> {
  if (create) await tx.insert(carts).values({ userId }).onConflictDoNothing({ target: carts.userId });
  const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).for('update');
  return cart?.id ?? null;
}

/**
 * Adds to the line of that product (and variant) if there is one; the new quantity may not exceed the
 * stock. A product with options needs the variant chosen (ADR 090).
 */
export async function addToCart(db: Db, userId: number, body: AddToCartBody): Promise<Cart> {
  await db.transaction(async (tx) => {
    const [product] = await tx
      .select({
        id: products.id,
        name: products.name,
        stock: products.stock,
        maxPurchase: products.maxPurchase,
        hiddenAt: products.hiddenAt,
        options: products.options,
      })
      .from(products)
      .where(eq(products.id, body.productId));
    if (!product || product.hiddenAt) throw AppError.notFound('Produk tidak ditemukan');
    const variant = await resolveVariant(tx, product, body.variant_id);
    const variantId = variant?.id ?? null;
    const cartId = (await lockCart(tx, userId, true))!;
    const [line] = await tx
      .select({ id: cartItems.id, quantity: cartItems.quantity })
      .from(cartItems)
      .where(
        and(
          eq(cartItems.cartId, cartId),
          eq(cartItems.productId, body.productId),
          variantId === null ? isNull(cartItems.variantId) : eq(cartItems.variantId, variantId),
        ),
      );
    const inCart = line?.quantity ?? 0;
    const quantity = inCart + body.quantity;
    // The stated maxima (MONEY_LIMITS) keep every cart and order total exact: checked before writing.
    if (quantity > MONEY_LIMITS.quantity) {
      throw AppError.validation(`Jumlah maksimal ${MONEY_LIMITS.quantity.toLocaleString('id-ID')}`);
    }
    if (!line) {
      const [lines] = await tx.select({ n: countAll() }).from(cartItems).where(eq(cartItems.cartId, cartId));
      if ((lines?.n ?? 0) >= MONEY_LIMITS.cartLines) {
        throw AppError.validation(`Keranjang berisi paling banyak ${MONEY_LIMITS.cartLines} produk berbeda`);
      }
    }
    const otherLines = variantId === null ? 0 : await otherLinesOf(tx, cartId, product.id, line?.id);
    await assertCartQuantity(tx, userId, product, {
      quantity,
      stock: variant?.stock ?? product.stock,
      inCart,
      otherLines,
    });
    if (line) {
      await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, line.id));
    } else {
      await tx.insert(cartItems).values({ cartId, productId: body.productId, variantId, quantity });
    }
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId));
  });
  return getCart(db, userId);
}

export async function updateCartItem(
  db: Db,
  userId: number,
  itemId: number,
  quantity: number,
): Promise<Cart> {
  await db.transaction(async (tx) => {
    const cartId = await lockCart(tx, userId, false);
    const [line] = cartId
      ? await tx
          .select({
            id: products.id,
            name: products.name,
            stock: products.stock,
            maxPurchase: products.maxPurchase,
            hiddenAt: products.hiddenAt,
            variantId: cartItems.variantId,
            variantStock: productVariants.stock,
            variantRemovedAt: productVariants.removedAt,
          })
          .from(cartItems)
          .innerJoin(products, eq(products.id, cartItems.productId))
          .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
          .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
      : [];
    if (!line) throw AppError.notFound(CART_ITEM_NOT_FOUND);
    if (line.hiddenAt || line.variantRemovedAt) throw AppError.conflict(PRODUCT_GONE);
    const variant = line.variantId !== null;
    await assertCartQuantity(tx, userId, line, {
      quantity,
      stock: variant ? line.variantStock! : line.stock,
      otherLines: variant ? await otherLinesOf(tx, cartId!, line.id, itemId) : 0,
    });
    await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, itemId));
    await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cartId!));
  });
  return getCart(db, userId);
}

const ownCartId = (db: Db, userId: number) =>
  db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));

export async function removeCartItem(db: Db, userId: number, itemId: number): Promise<Cart> {
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), inArray(cartItems.cartId, ownCartId(db, userId))))
    .returning({ id: cartItems.id });
  if (deleted.length === 0) throw AppError.notFound(CART_ITEM_NOT_FOUND);
  return getCart(db, userId);
}

export interface CheckoutLine {
  productId: number;
  variantId: number | null;
  quantity: number;
}

/**
 * The cart's lines for an order, in product and variant id order (every checkout locks products and
 * variants in the same order, so two checkouts can never deadlock). Locks the cart; run it inside the order's transaction.
 */
export async function readCartForCheckout(tx: Db, userId: number): Promise<CheckoutLine[]> {
  const cartId = await lockCart(tx, userId, false);
  if (!cartId) return [];
  return tx
    .select({ productId: cartItems.productId, variantId: cartItems.variantId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.productId), asc(cartItems.variantId));
}

/** A line of the cart with what its product (or its variant) has left, read without a lock. */
export interface CartStockLine extends CheckoutLine {
  name: string;
  stock: number;
}

/**
 * The cart's lines with the stock left of each, by one read without a lock: the checkout refuses a short
 * line before its transaction (ADR 092). Lines of hidden products, removed variants and products now sold per variant are left to the
 * transaction, which says why.
 */
export async function readCartStock(db: Db, userId: number): Promise<CartStockLine[]> {
  const rows = await db
    .select({
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      name: products.name,
      optionValues: productVariants.optionValues,
      stock: sql<number>`coalesce(${productVariants.stock}, ${products.stock})`.mapWith(Number),
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(
      and(
        inArray(cartItems.cartId, ownCartId(db, userId)),
        isNull(products.hiddenAt),
        isNull(productVariants.removedAt),
        sql`(${cartItems.variantId} is not null or jsonb_array_length(${products.options}) = 0)`,
      ),
    )
    .orderBy(asc(cartItems.productId), asc(cartItems.variantId));
  return rows.map(({ optionValues, name, ...line }) => ({
    ...line,
    name: optionValues ? `${name} (${variantLabel(optionValues)})` : name,
  }));
}

/** Empties the customer's cart (after an order took its lines). */
export async function emptyCart(tx: Db, userId: number): Promise<void> {
  await tx.delete(cartItems).where(inArray(cartItems.cartId, ownCartId(tx, userId)));
}

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
} from '@toko/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartItems, carts, categories, products } from '../../db/schema/index.ts';
import { countAll, firstImageIdSql } from '../../db/sql.ts';
import { AppError } from '../../http/errors.ts';
import { findDefaultAddress, getOwnAddress, regionCodesOfAddress } from '../addresses/index.ts';
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
      price: products.price,
      stock: products.stock,
      maxPurchase: products.maxPurchase,
      hiddenAt: products.hiddenAt,
      weight_gram: products.weightGram,
      length_cm: products.lengthCm,
      width_cm: products.widthCm,
      height_cm: products.heightCm,
      free_shipping: products.freeShipping,
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const held = await heldUnpaidByUser(
    db,
    userId,
    rows.map((r) => r.productId),
  );
  const items: CartItem[] = rows.map((r) => ({
    id: r.id,
    quantity: r.quantity,
    product: {
      id: r.productId,
      name: r.name,
      slug: r.slug,
      category_slug: r.categorySlug,
      description: r.description,
      thumbnail_url: productPictureUrl(r.firstImageId, r.thumbnailUrl, 180),
      price: r.price,
      // A product the shop no longer sells can be removed from the cart but not bought.
      stock: r.hiddenAt ? 0 : r.stock,
      ...limitOf(r, held.get(r.productId) ?? 0),
    },
  }));
  const subtotal = summarizeCart(items).subTotal;
  const { shipping, shipping_to } = await cartShipping(db, userId, rows, subtotal, addressId);
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

/** Refuses a cart quantity over the shelf or over what the purchase limit leaves this shopper. */
async function assertCartQuantity(
  tx: Db,
  userId: number,
  product: { id: number; name: string; stock: number; maxPurchase: number | null },
  quantity: number,
  inCart = 0,
): Promise<void> {
  if (quantity > product.stock) throw AppError.conflict(stockMessage(product.stock, inCart));
  const held = (await heldUnpaidByUser(tx, userId, [product.id])).get(product.id) ?? 0;
  const limit = limitOf(product, held);
  if (quantity > cartLineMax({ stock: product.stock, ...limit })) {
    const message = purchaseLimitMessage(product.name, limit.purchase_limit, held);
    throw new AppError(
      'PURCHASE_LIMIT',
      inCart > 0 ? `${message} Di keranjang sudah ada ${inCart} unit.` : message,
    );
  }
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

/** Adds to the line of that product if there is one; the new quantity may not exceed the stock. */
export async function addToCart(db: Db, userId: number, body: AddToCartBody): Promise<Cart> {
  await db.transaction(async (tx) => {
    const [product] = await tx
      .select({
        id: products.id,
        name: products.name,
        stock: products.stock,
        maxPurchase: products.maxPurchase,
        hiddenAt: products.hiddenAt,
      })
      .from(products)
      .where(eq(products.id, body.productId));
    if (!product || product.hiddenAt) throw AppError.notFound('Produk tidak ditemukan');
    const cartId = (await lockCart(tx, userId, true))!;
    const [line] = await tx
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, body.productId)));
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
    await assertCartQuantity(tx, userId, product, quantity, inCart);
    await tx
      .insert(cartItems)
      .values({ cartId, productId: body.productId, quantity })
      .onConflictDoUpdate({ target: [cartItems.cartId, cartItems.productId], set: { quantity } });
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
          })
          .from(cartItems)
          .innerJoin(products, eq(products.id, cartItems.productId))
          .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
      : [];
    if (!line) throw AppError.notFound(CART_ITEM_NOT_FOUND);
    if (line.hiddenAt) throw AppError.conflict(PRODUCT_GONE);
    await assertCartQuantity(tx, userId, line, quantity);
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
  quantity: number;
}

/**
 * The cart's lines for an order, in product id order (every checkout locks products in the same order,
 * so two checkouts can never deadlock). Locks the cart; run it inside the order's transaction.
 */
export async function readCartForCheckout(tx: Db, userId: number): Promise<CheckoutLine[]> {
  const cartId = await lockCart(tx, userId, false);
  if (!cartId) return [];
  return tx
    .select({ productId: cartItems.productId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.productId));
}

/** Empties the customer's cart (after an order took its lines). */
export async function emptyCart(tx: Db, userId: number): Promise<void> {
  await tx.delete(cartItems).where(inArray(cartItems.cartId, ownCartId(tx, userId)));
}

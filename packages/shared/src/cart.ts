import { z } from 'zod';
import { idSchema, MONEY_LIMITS, RupiahSchema } from './common.ts';
import { formatNumber } from './format.ts';
import { CartVoucherSchema } from './vouchers.ts';

// The customer's cart (docs/architecture.md section 3 and 4): one per customer, on the server.

/** A quantity is a whole number from 1; the upper bound is the product's stock (checked by the server). */
export const QuantitySchema = z
  .number({ error: 'Jumlah harus berupa angka' })
  .int('Jumlah harus bilangan bulat')
  .min(1, 'Jumlah minimal 1')
  .max(MONEY_LIMITS.quantity, `Jumlah maksimal ${formatNumber(MONEY_LIMITS.quantity)}`);

export const CartItemParamsSchema = z.object({ id: idSchema() });

export const AddToCartBodySchema = z.object({
  productId: idSchema('Produk tidak valid'),
  quantity: QuantitySchema.optional().default(1),
  /** The chosen variant, required for a product with options (ADR 090). */
  variant_id: idSchema('Varian tidak valid').optional(),
});
export type AddToCartBody = z.infer<typeof AddToCartBodySchema>;

export const UpdateCartItemBodySchema = z.object({ quantity: QuantitySchema });
export type UpdateCartItemBody = z.infer<typeof UpdateCartItemBodySchema>;

export const CartProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  category_slug: z.string().nullable(),
  description: z.string(),
  thumbnail_url: z.string().nullable(),
  price: RupiahSchema,
  /** What can still be bought (0 for a product the shop no longer sells). */
  stock: z.number().int(),
  /** 'Maks. pembelian' for this shopper: units they may hold in unpaid orders (ADR 051). */
  purchase_limit: z.number().int(),
  /** Units of this product already in the shopper's unpaid orders (they count against the limit). */
  held_unpaid: z.number().int(),
});
export type CartProduct = z.infer<typeof CartProductSchema>;

export const CartItemSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  /** The product; for a variant, its price and stock are the variant's. */
  product: CartProductSchema,
  /** The chosen variant (ADR 090); null for a product without options. */
  variant: z.object({ id: z.number().int(), label: z.string(), sku: z.string().nullable() }).nullable(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

export const OrderSummarySchema = z.object({
  subTotal: RupiahSchema,
  tax: RupiahSchema,
  shipping: RupiahSchema,
  discount: RupiahSchema,
  total: RupiahSchema,
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

/** The address the cart's 'Pengiriman' is priced for (the one asked for, else the default), ADR 073. */
export const CartShippingToSchema = z.object({
  address_id: z.number().int(),
  /** The address's own name ('Rumah', 'Kantor'). */
  label: z.string(),
  /** As a person reads it: 'Kota Semarang', 'Kab. Bangkalan'. */
  kabupaten: z.string(),
  /** False when the shop no longer delivers there: checkout will ask for another address. */
  in_area: z.boolean(),
});
export type CartShippingTo = z.infer<typeof CartShippingToSchema>;

/** GET /cart, and the answer of every cart change. */
export const CartSchema = z.object({
  cartItems: z.array(CartItemSchema),
  /** Sum of quantities. */
  count: z.number().int(),
  subTotal: RupiahSchema,
  totalPrice: RupiahSchema,
  orderSummary: OrderSummarySchema,
  /** The code asked for with GET /cart?voucher_code=X: whether it applies and why not; null without one. */
  voucher: CartVoucherSchema.nullable(),
  /** Where 'Pengiriman' is priced for; null when the customer has no address yet (shipping then 0). */
  shipping_to: CartShippingToSchema.nullable(),
});
export type Cart = z.infer<typeof CartSchema>;

export const CartCountSchema = z.object({ count: z.number().int() });
export type CartCount = z.infer<typeof CartCountSchema>;

/**
 * Tax is 0 (docs/product.md 9). Shipping is what the server priced for the address (shippingCost, ADR
 * 073; 0 without zones, as the spec's shop). A voucher's discount (voucherDiscount, ADR 072) comes off
 * the total and totalPrice.
 */
export function summarizeCart(
  items: { quantity: number; product: { price: number } }[],
  discount = 0,
  shipping = 0,
) {
  const subTotal = items.reduce((sum, i) => sum + i.product.price * i.quantity, 0);
  const count = items.reduce((sum, i) => sum + i.quantity, 0);
  const total = orderTotal({ subtotal: subTotal, shipping, discount });
  return {
    count,
    subTotal,
    totalPrice: total,
    orderSummary: { subTotal, tax: 0, shipping, discount, total },
  };
}

/** Items + shipping - discount, never below 0 (the unique code of a transfer comes on top). */
export function orderTotal(o: { subtotal: number; shipping: number; discount: number }): number {
  return Math.max(0, o.subtotal + o.shipping - o.discount);
}

/** The most units a cart line may hold: what is on the shelf, and what the purchase limit leaves. */
export function cartLineMax(product: Pick<CartProduct, 'stock' | 'purchase_limit' | 'held_unpaid'>): number {
  return Math.max(0, Math.min(product.stock, product.purchase_limit - product.held_unpaid));
}

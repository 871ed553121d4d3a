import type { CartItem } from '@toko/shared';

/**
 * What keeps this cart from becoming an order: a line whose product has run out, or one asking for
 * more than is left. The server refuses such an order anyway (409); saying so on the cart page spares
 * the shopper a trip to the address step and back.
 */
export function cartProblems(items: CartItem[]): string[] {
  return items.flatMap(({ product, quantity }) => {
    if (product.stock <= 0) return [`${product.name}: stok habis. Hapus dari keranjang untuk melanjutkan.`];
    if (quantity > product.stock) {
      return [
        `${product.name}: jumlah melebihi stok (tersisa ${product.stock}). Kurangi jumlahnya untuk melanjutkan.`,
      ];
    }
    return [];
  });
}

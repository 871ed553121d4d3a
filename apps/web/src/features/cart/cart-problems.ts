import type { CartItem, CartProduct } from '@toko/shared';
import { cartLineMax } from '@toko/shared/cart';

/** 'Maks. pembelian 2', and what the shopper's unpaid orders already hold of it (ADR 051). */
export function limitNote(product: Pick<CartProduct, 'purchase_limit' | 'held_unpaid'>): string {
  const base = `Maks. pembelian ${product.purchase_limit}`;
  return product.held_unpaid > 0 ? `${base} (${product.held_unpaid} di pesanan belum dibayar)` : base;
}

/**
 * What keeps this cart from becoming an order: a line whose product has run out, one asking for more
 * than is left, or one over the product's 'Maks. pembelian'. The server refuses such an order anyway (409); saying so on the cart page spares
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
    if (cartLineMax(product) === 0) {
      return [
        `${product.name}: ${limitNote(product)} sudah terpakai. Hapus dari keranjang, atau bayar pesanan itu dulu.`,
      ];
    }
    if (quantity > cartLineMax(product)) {
      return [`${product.name}: melebihi ${limitNote(product)}. Kurangi jumlahnya untuk melanjutkan.`];
    }
    return [];
  });
}

/** What the cart line itself says when it cannot become part of an order as it is (null when it can). */
export function lineWarning(product: CartProduct, quantity: number): string | null {
  if (product.stock === 0) return 'Produk ini sedang tidak tersedia. Hapus untuk melanjutkan.';
  if (quantity > product.stock) return `Stok tersisa ${product.stock}. Kurangi jumlahnya untuk melanjutkan.`;
  if (cartLineMax(product) === 0) {
    return 'Maks. pembelian sudah terpakai oleh pesanan yang belum dibayar. Hapus untuk melanjutkan.';
  }
  if (quantity > cartLineMax(product))
    return 'Melebihi Maks. pembelian. Kurangi jumlahnya untuk melanjutkan.';
  return null;
}

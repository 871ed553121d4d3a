import type { ProductListQuery } from '@toko/shared';

// The shopper's filters as the URL carries them (ADR 076): the API's own names, so a shared link shows the
// same list. Read here without the filter panel's code, which loads only when it is opened.

export type ProductFilters = Pick<ProductListQuery, 'min_price' | 'max_price' | 'in_stock' | 'min_rating'>;
export const FILTER_KEYS = ['min_price', 'max_price', 'in_stock', 'min_rating'] as const;

/**
 * The most a product may cost (MONEY_LIMITS.price in the shared rules, which the web reads without zod):
 * the API refuses a bigger bound, so the panel says so first and a link's bigger bound is left out.
 */
export const FILTER_PRICE_MAX = 1_000_000_000;

const amount = (v: string | null) =>
  v !== null && /^\d{1,10}$/.test(v) && Number(v) <= FILTER_PRICE_MAX ? Number(v) : undefined;

export function parseFilters(params: URLSearchParams): ProductFilters {
  const min = amount(params.get('min_price'));
  const max = amount(params.get('max_price'));
  return {
    min_price: min,
    // A range upside down in a hand-edited link keeps its lower end only.
    max_price: max !== undefined && min !== undefined && max < min ? undefined : max,
    in_stock: params.get('in_stock') === '1' ? 1 : undefined,
    min_rating: params.get('min_rating') === '4' ? 4 : undefined,
  };
}

export const countFilters = (f: ProductFilters) => Object.values(f).filter((v) => v !== undefined).length;

export const FILTER_TEXT = {
  open: 'Filter',
  /** Read after 'Filter' by a screen reader; the badge shows the number. */
  active: (n: number) => `, ${n} aktif`,
  title: 'Filter Produk',
  minPrice: 'Harga minimum',
  maxPrice: 'Harga maksimum',
  inStock: 'Hanya yang tersedia',
  rating: 'Rating 4 ke atas',
  apply: 'Terapkan',
  clear: 'Hapus filter',
  range: 'Harga minimum tidak boleh lebih dari harga maksimum',
  tooHigh: 'Harga paling tinggi Rp 1.000.000.000',
} as const;

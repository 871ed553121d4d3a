/** The URL segment of a product without a category (`/products` is the all-products page). */
export const UNCATEGORISED_SEGMENT = 'produk';

/** `/{category slug}/{product slug}` (docs/architecture.md section 3). */
export function productPath(product: { slug: string; category: { slug: string } | null }): string {
  return `/${product.category?.slug ?? UNCATEGORISED_SEGMENT}/${product.slug}`;
}

const count = new Intl.NumberFormat('id-ID');

/** 1250 -> '1.250' (Indonesian grouping). */
export function formatCount(n: number): string {
  return count.format(n);
}

/** The URL segment of a product without a category (`/products` is the all-products page). */
export const UNCATEGORISED_SEGMENT = 'produk';

/** `/{category slug}/{product slug}` (docs/architecture.md section 3), from any feature's answer. */
export function productHref(categorySlug: string | null, slug: string): string {
  return `/${categorySlug ?? UNCATEGORISED_SEGMENT}/${slug}`;
}

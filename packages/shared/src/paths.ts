// The storefront's page addresses, written once for the web's links and the server's page heads and
// sitemap (docs/architecture.md section 3). No zod here, so the storefront's first visit can import it.

/** The URL segment of a product without a category (`/products` is the all-products page). */
export const UNCATEGORISED_SEGMENT = 'produk';

/** `/{category slug}/{product slug}`. */
export function productPath(product: { slug: string; category: { slug: string } | null }): string {
  return `/${product.category?.slug ?? UNCATEGORISED_SEGMENT}/${product.slug}`;
}

// A product's discount is a fact about its two prices, not a number of its own: it is worked out
// whenever a product is read, so a price change can never leave a stale percentage behind.

/** The percent off (1-100) that the original price implies, or null when there is no reduction. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number | null {
  if (!originalPrice || originalPrice <= price) return null;
  return Math.round((1 - price / originalPrice) * 100);
}

/** The reduction in thousands of rupiah, shown as '+ Diskon {n}K', or null when there is none. */
export function discountThousands(price: number, originalPrice: number | null | undefined): number | null {
  if (!originalPrice || originalPrice <= price) return null;
  return Math.round((originalPrice - price) / 1000);
}

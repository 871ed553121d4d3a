// The discount a price and an original price imply (DESIGN.md 4): one rule for the catalog's answers and
// the admin's writes. No zod here, so web code can import it without the schemas.

/** The percent off, 0-100; null when there is no reduction. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number | null {
  if (!originalPrice || originalPrice <= price) return null;
  return Math.round((1 - price / originalPrice) * 100);
}

/** The reduction in thousands of rupiah, shown as '+ Diskon {n}K'; null when there is none. */
export function discountThousands(price: number, originalPrice: number | null | undefined): number | null {
  if (!originalPrice || originalPrice <= price) return null;
  return Math.round((originalPrice - price) / 1000);
}

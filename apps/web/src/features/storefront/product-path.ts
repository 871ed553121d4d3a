// A product's address is one fact shared with the server's page heads and sitemap (@toko/shared/constants).
export { productPath, UNCATEGORISED_SEGMENT } from '@toko/shared/constants';

const count = new Intl.NumberFormat('id-ID');

/** 1250 -> '1.250' (Indonesian grouping). */
export function formatCount(n: number): string {
  return count.format(n);
}

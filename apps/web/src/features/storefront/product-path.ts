// A product's address is one fact shared with the server's page heads and sitemap (@toko/shared/paths).
export { productPath } from '@toko/shared/paths';

const count = new Intl.NumberFormat('id-ID');

/** 1250 -> '1.250' (Indonesian grouping). */
export function formatCount(n: number): string {
  return count.format(n);
}

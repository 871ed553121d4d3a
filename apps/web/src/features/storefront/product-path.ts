import { productHref } from '@toko/shared/constants';

export { UNCATEGORISED_SEGMENT } from '@toko/shared/constants';

/** `/{category slug}/{product slug}` (docs/architecture.md section 3). */
export function productPath(product: { slug: string; category: { slug: string } | null }): string {
  return productHref(product.category?.slug ?? null, product.slug);
}

const count = new Intl.NumberFormat('id-ID');

/** 1250 -> '1.250' (Indonesian grouping). */
export function formatCount(n: number): string {
  return count.format(n);
}

// One money formatter for the whole product: whole rupiah, Indonesian grouping.
const rupiahFormat = new Intl.NumberFormat('id-ID', {
  style: 'currency',
  currency: 'IDR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** 1250000 -> 'Rp 1.250.000' (with the non-breaking space Intl puts after Rp). */
export function formatRupiah(amount: number): string {
  return rupiahFormat.format(amount);
}

/** Lower-case, ASCII, hyphenated: 'Sofa Minimalis 3 Dudukan' -> 'sofa-minimalis-3-dudukan'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** Pagination fields from a total, as every list answers them. */
export function buildPagination(totalItems: number, page: number, limit: number) {
  const totalPages = Math.max(1, Math.ceil(totalItems / limit));
  return { currentPage: page, totalPages, totalItems, limit, hasNextPage: page < totalPages };
}

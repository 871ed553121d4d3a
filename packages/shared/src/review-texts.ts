// The texts, limits and small rules of reviews ('Ulasan', docs/decisions/074-verified-reviews.md) without
// zod, so the product page's lazily loaded list imports them without the schemas.

export const REVIEW_LIMITS = {
  textMax: 1000,
  photosMax: 3,
  replyMax: 1000,
  reasonMax: 300,
  /** A product page's first page and each 'Muat lebih banyak'. */
  pageSize: 5,
  pageSizeMax: 20,
} as const;

/** Every text the shopper and the owner read about reviews, in one place. */
export const REVIEW_TEXT = {
  title: 'Ulasan',
  write: 'Beri Ulasan',
  done: 'Sudah diulas',
  sent: 'Terima kasih, ulasan kamu sudah terkirim',
  ratingRequired: 'Pilih 1 sampai 5 bintang',
  textTooLong: `Ulasan maksimal ${REVIEW_LIMITS.textMax} karakter`,
  tooManyPhotos: `Maksimal ${REVIEW_LIMITS.photosMax} foto`,
  itemNotFound: 'Barang pesanan tidak ditemukan',
  notDelivered: 'Ulasan bisa diberikan setelah pesanan selesai',
  alreadyReviewed: 'Barang ini sudah kamu ulas',
  reviewNotFound: 'Ulasan tidak ditemukan',
  photoNotFound: 'Foto ulasan tidak ditemukan',
  replyRequired: 'Tulis balasan',
  replyTooLong: `Balasan maksimal ${REVIEW_LIMITS.replyMax} karakter`,
  alreadyReplied: 'Ulasan ini sudah dibalas',
  reasonRequired: 'Tulis alasan menyembunyikan ulasan (minimal 3 karakter)',
  alreadyHidden: 'Ulasan ini sudah disembunyikan',
  empty: 'Belum ada ulasan untuk produk ini',
  emptyFiltered: 'Tidak ada ulasan yang cocok dengan filter ini',
  withPhotos: 'Dengan foto',
  loadMore: 'Muat lebih banyak',
  allStars: 'Semua',
  ownerReply: 'Balasan Penjual',
} as const;

/** A review's photo's address: `thumb` for the list, `large` to open it. */
export function reviewPhotoUrl(id: number, size: 'thumb' | 'large'): string {
  return `/api/review-photos/${id}?size=${size}`;
}

/** The reviewer's first name: all the product page shows of who wrote a review (privacy). */
export function firstName(fullname: string): string {
  return fullname.trim().split(/\s+/)[0] || 'Pembeli';
}

import type { ProductCard } from '@toko/shared';

// Catalog answers as the API gives them, for component tests.

export function card(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id: 1,
    name: 'Sofa Minimalis 3 Dudukan Abu-abu',
    slug: 'sofa-minimalis-3-dudukan-abu-abu',
    price: 4_299_000,
    original_price: 5_199_000,
    stock: 24,
    category_id: 1,
    category: { name: 'Sofas', slug: 'sofas' },
    category_name: 'Sofas',
    thumbnail_url: '/api/images/5?w=280&q=75&f=auto',
    image_id: 5,
    badge: 'pira',
    info_text: null,
    discount: 17,
    discount_amount: 900,
    sold: 1312,
    label: true,
    free_shipping: true,
    rating: 4.8,
    review_count: 187,
    ...overrides,
  };
}

/** A page of cards as GET /products answers it. */
export function page(cards: ProductCard[], currentPage: number, totalItems: number, limit = 12) {
  const totalPages = Math.max(1, Math.ceil(totalItems / limit));
  return {
    data: cards,
    pagination: {
      currentPage,
      totalPages,
      totalItems,
      limit,
      hasNextPage: currentPage < totalPages,
      nextCursor: currentPage < totalPages ? `after-page-${currentPage}` : null,
    },
  };
}

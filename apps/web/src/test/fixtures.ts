import type { Product, ProductCard } from '@toko/shared';

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
    has_variants: false,
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

/** One product as GET /products/{slug} answers it (the product page). */
export function productDetail(overrides: Partial<Product> = {}): Product {
  return {
    ...card(),
    description: 'Sofa tiga dudukan dengan rangka kayu meranti.',
    product_type_id: 1,
    main_image_url: null,
    max_purchase: null,
    weight_gram: null,
    length_cm: null,
    width_cm: null,
    height_cm: null,
    purchase_limit: 4,
    images: [
      { id: 5, image_url: '/api/images/5?w=560&q=75&f=auto' },
      { id: 6, image_url: '/api/images/6?w=560&q=75&f=auto' },
    ],
    attributes: [
      { id: 1, title: 'Warna', value: 'Abu-abu', color: '#8a8f98' },
      { id: 2, title: 'Bahan', value: 'Kain linen', color: null },
    ],
    options: [],
    variants: [],
    related_products: [card({ id: 2, name: 'Sofa Bed Lipat', slug: 'sofa-bed-lipat' })],
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

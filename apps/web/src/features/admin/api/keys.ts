import type { OrdersQuery, OutboxQuery, ProductStatus, ReturnsQuery, UsersQuery } from '@toko/shared';

export interface AdminProductsParams {
  page: number;
  categoryName?: string;
  search?: string;
  status: ProductStatus;
  /** Only the products under their low-stock threshold ('Stok menipis'). */
  lowStock?: boolean;
}

/**
 * Query keys of the admin dashboard; a write invalidates the family it changed. One order is a shared
 * resource (api/query-keys.ts).
 */
export const adminKeys = {
  all: () => ['admin'] as const,
  summary: (date: string) => ['admin', 'summary', date] as const,
  categories: () => ['admin', 'categories'] as const,
  productTypes: () => ['admin', 'product-types'] as const,
  products: () => ['admin', 'products'] as const,
  productList: (params: AdminProductsParams) => ['admin', 'products', 'list', params] as const,
  product: (slug: string) => ['admin', 'products', 'one', slug] as const,
  users: () => ['admin', 'users'] as const,
  userList: (params: Partial<UsersQuery>) => ['admin', 'users', 'list', params] as const,
  customer: (id: number) => ['admin', 'users', 'overview', id] as const,
  orders: () => ['admin', 'orders'] as const,
  orderList: (params: Partial<OrdersQuery>) => ['admin', 'orders', 'list', params] as const,
  orderNotes: (orderId: number) => ['admin', 'orders', 'notes', orderId] as const,
  vouchers: () => ['admin', 'vouchers'] as const,
  voucherList: (page: number) => ['admin', 'vouchers', 'list', page] as const,
  voucherOrders: (id: number) => ['admin', 'vouchers', 'orders', id] as const,
  barangAtRisk: () => ['admin', 'barang-at-risk'] as const,
  outbox: (params: Partial<OutboxQuery>) => ['admin', 'outbox', params] as const,
  settings: () => ['admin', 'settings'] as const,
  settingChanges: () => ['admin', 'settings', 'history'] as const,
  paymentProof: (orderId: number, uploadedAt: string) =>
    ['admin', 'payment-proof', orderId, uploadedAt] as const,
  returns: () => ['admin', 'returns'] as const,
  returnList: (params: ReturnsQuery) => ['admin', 'returns', 'list', params] as const,
  // A return's files never change once stored: outside 'returns', so a decision does not fetch them again.
  returnPhoto: (returnId: number, photoId: number) =>
    ['admin', 'return-files', returnId, 'photo', photoId] as const,
  refundProof: (returnId: number) => ['admin', 'return-files', returnId, 'refund-proof'] as const,
};

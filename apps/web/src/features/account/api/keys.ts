import type { OrdersQuery } from '@toko/shared';

// 'orders' and 'payment-info' are the cart area's keys too: one cache entry per answer. The addresses'
// key lives with the shared addresses API (api/addresses/keys.ts).
export const accountKeys = {
  profile: () => ['account', 'profile'] as const,
  session: () => ['session'] as const,
  orders: () => ['orders'] as const,
  orderList: (query: Pick<OrdersQuery, 'status' | 'page'>) => ['orders', 'list', query] as const,
  order: (id: string) => ['orders', 'detail', id] as const,
  paymentInfo: () => ['payment-info'] as const,
};

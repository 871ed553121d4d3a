export const cartKeys = {
  all: () => ['cart'] as const,
  count: () => ['cart', 'count'] as const,
  detail: () => ['cart', 'detail'] as const,
};

// The same keys as the account area's, so both share one cache entry per answer (the addresses' key is
// the shared addresses API's, api/addresses/keys.ts).
export const checkoutKeys = {
  orders: () => ['orders'] as const,
  orderByNumber: (orderNumber: string) => ['orders', 'number', orderNumber] as const,
  paymentInfo: () => ['payment-info'] as const,
};

export const cartKeys = {
  all: () => ['cart'] as const,
  count: () => ['cart', 'count'] as const,
  detail: () => ['cart', 'detail'] as const,
};

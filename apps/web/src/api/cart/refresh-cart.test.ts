import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../query-keys.ts';
import { refreshCart } from './refresh-cart.ts';

describe('refreshCart', () => {
  it('does not keep the answer of a count read that began before the cart changed', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let serverCount = 0;
    let releaseFirst: () => void = () => {};
    let calls = 0;
    const observer = new QueryObserver(queryClient, {
      queryKey: queryKeys.cart.count(),
      queryFn: async () => {
        calls += 1;
        // The first read is slow and reads the cart as it was before the add (0).
        if (calls === 1) {
          const before = serverCount;
          await new Promise<void>((resolve) => {
            releaseFirst = resolve;
          });
          return before;
        }
        return serverCount;
      },
    });
    const seen: (number | undefined)[] = [];
    const unsubscribe = observer.subscribe((r) => seen.push(r.data));
    await Promise.resolve();

    serverCount = 1; // the add is committed while the first read is still under way
    const refreshed = refreshCart(queryClient);
    releaseFirst();
    await refreshed;

    expect(queryClient.getQueryData(queryKeys.cart.count())).toBe(1);
    expect(calls).toBe(2);
    unsubscribe();
  });
});

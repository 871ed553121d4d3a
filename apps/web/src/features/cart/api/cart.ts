import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const fetchCart = (signal?: AbortSignal, voucherCode?: string) =>
  api<Cart>(voucherCode ? `/cart?voucher_code=${encodeURIComponent(voucherCode)}` : '/cart', { signal });

export const cartQuery = () =>
  queryOptions({ queryKey: queryKeys.cart.detail(), queryFn: ({ signal }) => fetchCart(signal) });

export const useCart = () => useQuery(cartQuery());

/** The cart with a voucher code's preview (ADR 072); off while no code is applied. */
export const useCartWithVoucher = (code: string | null) =>
  useQuery({
    queryKey: queryKeys.cart.voucher(code ?? ''),
    queryFn: ({ signal }) => fetchCart(signal, code ?? undefined),
    enabled: code !== null,
  });

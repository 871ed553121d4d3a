import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Cart } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const fetchCart = (signal?: AbortSignal, voucherCode?: string, addressId?: number) => {
  const query = new URLSearchParams();
  if (voucherCode) query.set('voucher_code', voucherCode);
  if (addressId !== undefined) query.set('address_id', String(addressId));
  const search = query.toString();
  return api<Cart>(search ? `/cart?${search}` : '/cart', { signal });
};

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

/** The cart priced for the address picked at the address step (ADR 073), with the applied voucher. */
export const useCartForAddress = (addressId: number | null, code: string | null) =>
  useQuery({
    queryKey: queryKeys.cart.forAddress(addressId ?? 0, code ?? ''),
    queryFn: ({ signal }) => fetchCart(signal, code ?? undefined, addressId ?? undefined),
    enabled: addressId !== null,
    // The summary stays on screen while the next address is priced, instead of blinking away.
    placeholderData: keepPreviousData,
  });

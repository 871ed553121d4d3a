import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Voucher, VoucherBody, VoucherListResponse, VoucherOrderListResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { adminKeys } from './keys.ts';

// The owner's vouchers (ADR 072): the list with usage, create and edit, switch off and on, and the
// orders that used one.

const PAGE = 20;

export const vouchersQuery = (page: number) =>
  queryOptions({
    queryKey: adminKeys.voucherList(page),
    queryFn: ({ signal }) => api<VoucherListResponse>('/vouchers', { query: { page, limit: PAGE }, signal }),
    placeholderData: keepPreviousData,
  });

export const useVouchers = (page: number) => useQuery(vouchersQuery(page));

export const useVoucherOrders = (id: number | null) =>
  useQuery({
    queryKey: adminKeys.voucherOrders(id ?? 0),
    queryFn: ({ signal }) =>
      api<VoucherOrderListResponse>(`/vouchers/${id}/orders`, { query: { limit: 100 }, signal }),
    enabled: id !== null,
  });

const saveVoucher = ({ id, body }: { id: number | null; body: VoucherBody }) =>
  api<{ data: Voucher }>(id === null ? '/vouchers' : `/vouchers/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body,
    ...(id === null ? { idempotent: true } : {}),
  }).then((r) => r.data);

/** POST /vouchers or PUT /vouchers/{id}; the list reloads after. */
export function useSaveVoucher() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveVoucher,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.vouchers() }),
  });
}

/** 'Nonaktifkan' or 'Aktifkan'. */
export function useSetVoucherActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api<{ data: Voucher }>(`/vouchers/${id}/${active ? 'activate' : 'deactivate'}`, {
        method: 'POST',
      }).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.vouchers() }),
  });
}

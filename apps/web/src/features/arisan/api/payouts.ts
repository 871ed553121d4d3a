import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PayoutListResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { arisanKeys } from './keys.ts';
import { useArisanMutation } from './use-arisan-mutation.ts';

export const listPayouts = (id: number, signal?: AbortSignal) =>
  api<PayoutListResponse>(`/arisans/${id}/payouts`, { signal }).then((r) => r.data);

export const payoutsQuery = (id: number) =>
  queryOptions({ queryKey: arisanKeys.payouts(id), queryFn: ({ signal }) => listPayouts(id, signal) });

export const usePayouts = (id: number) => useQuery(payoutsQuery(id));

/** Records a payout (multipart: amount, paid_date, method and an optional proof photo). */
export const recordPayout = ({
  arisanId,
  cycle,
  form,
}: {
  arisanId: number;
  cycle: number;
  form: FormData;
}) => api(`/arisans/${arisanId}/cycles/${cycle}/payout`, { method: 'POST', body: form });

export const useRecordPayout = () => useArisanMutation(recordPayout);

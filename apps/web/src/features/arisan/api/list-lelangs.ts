import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LelangListResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { arisanKeys } from './keys.ts';

/** GET /arisans/:id/lelang: every cycle's lelang, bids sealed (their count only) until the close. */
export const listLelangs = (id: number, signal?: AbortSignal) =>
  api<LelangListResponse>(`/arisans/${id}/lelang`, { signal }).then((r) => r.data);

export const lelangsQuery = (id: number) =>
  queryOptions({ queryKey: arisanKeys.lelang(id), queryFn: ({ signal }) => listLelangs(id, signal) });

export const useLelangs = (id: number) => useQuery(lelangsQuery(id));

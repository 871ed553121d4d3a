import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DrawListResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { arisanKeys } from './keys.ts';

export const listDraws = (id: number, signal?: AbortSignal) =>
  api<DrawListResponse>(`/arisans/${id}/draws`, { signal }).then((r) => r.data);

export const drawsQuery = (id: number) =>
  queryOptions({ queryKey: arisanKeys.draws(id), queryFn: ({ signal }) => listDraws(id, signal) });

export const useDraws = (id: number) => useQuery(drawsQuery(id));

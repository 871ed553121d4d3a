import { useQuery } from '@tanstack/react-query';
import type { ArisanReportResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { arisanKeys } from './keys.ts';

export const getArisanReport = (id: number, signal?: AbortSignal) =>
  api<ArisanReportResponse>(`/arisans/${id}/report`, { signal }).then((r) => r.data);

export const useArisanReport = (id: number) =>
  useQuery({ queryKey: arisanKeys.report(id), queryFn: ({ signal }) => getArisanReport(id, signal) });

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArisanScheduleResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { arisanKeys } from './keys.ts';

export const getSchedule = (id: number, signal?: AbortSignal) =>
  api<ArisanScheduleResponse>(`/arisans/${id}/schedule`, { signal }).then((r) => r.data);

export const scheduleQuery = (id: number) =>
  queryOptions({ queryKey: arisanKeys.schedule(id), queryFn: ({ signal }) => getSchedule(id, signal) });

export const useSchedule = (id: number) => useQuery(scheduleQuery(id));

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberDetailResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { arisanKeys } from './keys.ts';

export const getMember = (id: number, signal?: AbortSignal) =>
  api<MemberDetailResponse>(`/members/${id}`, { signal }).then((r) => r.data);

export const memberQuery = (id: number) =>
  queryOptions({ queryKey: arisanKeys.member(id), queryFn: ({ signal }) => getMember(id, signal) });

export const useMember = (id: number) => useQuery(memberQuery(id));

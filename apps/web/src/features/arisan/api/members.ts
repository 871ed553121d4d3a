import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MemberListQuery, MemberListResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { arisanKeys } from './keys.ts';

export const listMembers = (query: Partial<MemberListQuery>, signal?: AbortSignal) =>
  api<MemberListResponse>('/members', { query, signal });

export const membersQuery = (query: Partial<MemberListQuery>) =>
  queryOptions({
    queryKey: arisanKeys.members(query),
    queryFn: ({ signal }) => listMembers(query, signal),
    placeholderData: keepPreviousData,
  });

export const useMembers = (query: Partial<MemberListQuery>, enabled = true) =>
  useQuery({ ...membersQuery(query), enabled });

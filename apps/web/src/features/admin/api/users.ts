import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UsersListResponse } from '@toko/shared';
import { PAGE_SIZE } from '@toko/shared/constants';
import { api } from '../../../api/client.ts';
import { adminKeys } from './keys.ts';

export interface UsersParams {
  page: number;
  search?: string;
}

export const fetchUsers = (params: UsersParams, signal?: AbortSignal) =>
  api<UsersListResponse>('/users', {
    query: { page: params.page, limit: PAGE_SIZE.users, search: params.search },
    signal,
  });

export const usersQuery = (params: UsersParams) =>
  queryOptions({
    queryKey: adminKeys.userList(params),
    queryFn: ({ signal }) => fetchUsers(params, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (params: UsersParams) => useQuery(usersQuery(params));

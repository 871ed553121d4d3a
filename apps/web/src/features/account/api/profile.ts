import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { accountKeys } from './keys.ts';

export const fetchProfile = (signal?: AbortSignal) =>
  api<{ user: User }>('/auth/profile', { signal }).then((r) => r.user);

export const profileQuery = () =>
  queryOptions({ queryKey: accountKeys.profile(), queryFn: ({ signal }) => fetchProfile(signal) });

export const useProfile = () => useQuery(profileQuery());

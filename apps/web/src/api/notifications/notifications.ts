import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MarkNotificationsReadBody, UserNotifications } from '@toko/shared';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

export const fetchNotifications = (signal?: AbortSignal) =>
  api<UserNotifications>('/notifications', { signal });

export const notificationsQuery = () =>
  queryOptions({
    queryKey: queryKeys.notifications(),
    queryFn: ({ signal }) => fetchNotifications(signal),
    // The owner acts elsewhere (approves, ships): the bell looks again every minute.
    refetchInterval: 60_000,
  });

/** The header's bell: the signed-in customer's latest notifications and the unread count. */
export const useNotifications = (enabled: boolean) => useQuery({ ...notificationsQuery(), enabled });

export const markNotificationsRead = (body: MarkNotificationsReadBody) =>
  api<UserNotifications>('/notifications/read', { method: 'POST', body });

export function useMarkNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (data) => client.setQueryData(queryKeys.notifications(), data),
  });
}

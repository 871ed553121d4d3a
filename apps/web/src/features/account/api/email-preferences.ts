import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailPreferences, EmailPreferencesBody } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { accountKeys } from './keys.ts';

export const fetchEmailPreferences = (signal?: AbortSignal) =>
  api<EmailPreferences>('/notifications/preferences', { signal });

export const useEmailPreferences = () =>
  useQuery({
    queryKey: accountKeys.emailPreferences(),
    queryFn: ({ signal }) => fetchEmailPreferences(signal),
  });

export const updateEmailPreferences = (body: EmailPreferencesBody) =>
  api<EmailPreferences>('/notifications/preferences', { method: 'PUT', body });

export function useUpdateEmailPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateEmailPreferences,
    onSuccess: (data) => client.setQueryData(accountKeys.emailPreferences(), data),
  });
}

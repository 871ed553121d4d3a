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

/** The box shows the choice at once (the server's answer follows); a refusal puts it back. */
export function useUpdateEmailPreferences() {
  const client = useQueryClient();
  const key = accountKeys.emailPreferences();
  return useMutation({
    mutationFn: updateEmailPreferences,
    onMutate: (body) => {
      const before = client.getQueryData<EmailPreferences>(key);
      if (before) client.setQueryData(key, { email: { ...before.email, ...body.email } });
      return { before };
    },
    onError: (_err, _body, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSuccess: (data) => client.setQueryData(key, data),
  });
}

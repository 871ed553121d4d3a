import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

export const deleteAddress = (id: number) => api<void>(`/shipping-address/${id}`, { method: 'DELETE' });

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses() }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, AddressBody } from '@toko/shared';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

/** POST /shipping-address without an id, PUT /shipping-address/{id} with one. */
export const saveAddress = ({ id, body }: { id: number | null; body: AddressBody }) =>
  api<{ address: Address }>(id === null ? '/shipping-address' : `/shipping-address/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body,
    idempotent: id === null,
  }).then((r) => r.address);

/**
 * Then the list is reloaded (docs/product.md 4). The reload is returned, so the caller's own onSuccess runs once the
 * list holds the saved address and can pick or highlight it.
 */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.addresses() }),
  });
}

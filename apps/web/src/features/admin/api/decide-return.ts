import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderReturn, ReturnDecisionBody } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { reloadAfterReturn } from './returns.ts';

/** POST /returns/{id}/decision: approve (an optional note) or reject (a note the customer reads). */
export const decideReturn = (id: number, body: ReturnDecisionBody) =>
  api<{ data: OrderReturn }>(`/returns/${id}/decision`, { method: 'POST', body }).then((r) => r.data);

export function useDecideReturn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReturnDecisionBody }) => decideReturn(id, body),
    onSuccess: (changed) => reloadAfterReturn(client, changed),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { arisanKeys } from './keys.ts';

/** A mutation that refreshes every arisan list and detail once the server has answered. */
export function useArisanMutation<TVars, TData>(mutationFn: (vars: TVars) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: arisanKeys.all() }),
  });
}

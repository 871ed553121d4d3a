import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client.ts';
import { queryKeys } from '../query-keys.ts';

export interface SetFavoriteInput {
  productId: number;
  favorite: boolean;
}

/** PUT saves, DELETE removes; both are idempotent on the server, so a repeat tap is harmless. */
export const setFavorite = ({ productId, favorite }: SetFavoriteInput) =>
  api<void>(`/favorites/${productId}`, { method: favorite ? 'PUT' : 'DELETE' });

/** Saves or removes a favourite; afterwards its heart and the 'Favorit' list show the server's state. */
export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavorite,
    onSuccess: async (_, { productId, favorite }) => {
      // A read of this heart still under way started before the change (the one a login starts while the
      // save it asked for runs): its answer would overwrite the server's new state, so it is dropped.
      await queryClient.cancelQueries({ queryKey: queryKeys.favorites.product(productId) });
      queryClient.setQueryData(queryKeys.favorites.product(productId), favorite);
      await queryClient.invalidateQueries({ queryKey: queryKeys.favorites.list() });
    },
  });
}

import type { Lelang } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { useArisanMutation } from './use-arisan-mutation.ts';

/** POST /arisans/:id/cycles/:cycle/lelang/close: picks the winner, shares the discount, reveals the seed. */
export const closeLelang = ({ arisanId, cycle }: { arisanId: number; cycle: number }) =>
  api<{ data: Lelang }>(`/arisans/${arisanId}/cycles/${cycle}/lelang/close`, { method: 'POST' }).then(
    (r) => r.data,
  );

export const useCloseLelang = () => useArisanMutation(closeLelang);

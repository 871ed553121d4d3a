import type { Lelang, LelangOpenBody } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { useArisanMutation } from './use-arisan-mutation.ts';

/** POST /arisans/:id/cycles/:cycle/lelang: opens a cycle's lelang and publishes its commitment. */
export const openLelang = ({
  arisanId,
  cycle,
  body,
}: {
  arisanId: number;
  cycle: number;
  body: LelangOpenBody;
}) =>
  api<{ data: Lelang }>(`/arisans/${arisanId}/cycles/${cycle}/lelang`, { method: 'POST', body }).then(
    (r) => r.data,
  );

export const useOpenLelang = () => useArisanMutation(openLelang);

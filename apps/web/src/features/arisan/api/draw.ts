import type { DrawResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { useArisanMutation } from './use-arisan-mutation.ts';

/** Publishes (or answers) the commitment of a cycle's draw. */
export const prepareDraw = ({ arisanId, cycle }: { arisanId: number; cycle: number }) =>
  api<DrawResponse>(`/arisans/${arisanId}/cycles/${cycle}/draw`, { method: 'POST' }).then((r) => r.data);

/** Runs the committed draw: the server picks, records the recipient and reveals the seed. */
export const runDraw = ({ arisanId, cycle }: { arisanId: number; cycle: number }) =>
  api<DrawResponse>(`/arisans/${arisanId}/cycles/${cycle}/draw/run`, { method: 'POST' }).then((r) => r.data);

export const usePrepareDraw = () => useArisanMutation(prepareDraw);
export const useRunDraw = () => useArisanMutation(runDraw);

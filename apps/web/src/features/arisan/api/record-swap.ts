import type { RecordSwapBody, Swap } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { useArisanMutation } from './use-arisan-mutation.ts';

/** 'Tukar Giliran': the organiser records a swap two members agreed to (ADR 081). */
export const recordSwap = ({ arisanId, body }: { arisanId: number; body: RecordSwapBody }) =>
  api<{ data: Swap }>(`/arisans/${arisanId}/swaps`, { method: 'POST', body }).then((r) => r.data);

export const useRecordSwap = () => useArisanMutation(recordSwap);

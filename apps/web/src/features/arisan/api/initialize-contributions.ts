import type { InitializeResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { useArisanMutation } from './use-arisan-mutation.ts';

/** 'Mulai Arisan': creates every member's schedule of dues (idempotent) and activates the arisan. */
export const initializeContributions = (arisanId: number) =>
  api<InitializeResponse>(`/arisans/${arisanId}/initialize-contributions`, { method: 'POST' }).then(
    (r) => r.data,
  );

export const useInitializeContributions = () => useArisanMutation(initializeContributions);

import type { ArisanCreateInput, ArisanResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { useArisanMutation } from './use-arisan-mutation.ts';

export const createArisan = (body: ArisanCreateInput) =>
  api<ArisanResponse>('/arisans', { method: 'POST', body }).then((r) => r.data);

export const useCreateArisan = () => useArisanMutation(createArisan);

import type { ArisanResponse, ArisanUpdateInput } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { useArisanMutation } from './use-arisan-mutation.ts';

export const updateArisan = ({ id, ...body }: ArisanUpdateInput & { id: number }) =>
  api<ArisanResponse>(`/arisans/${id}`, { method: 'PUT', body }).then((r) => r.data);

export const useUpdateArisan = () => useArisanMutation(updateArisan);

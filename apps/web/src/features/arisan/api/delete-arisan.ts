import type { DeleteArisanResponse } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { useArisanMutation } from './use-arisan-mutation.ts';

/** Deletes the arisan, or archives it when it has payments (`data.archived`). */
export const deleteArisan = (id: number) =>
  api<DeleteArisanResponse>(`/arisans/${id}`, { method: 'DELETE' }).then((r) => r.data);

export const useDeleteArisan = () => useArisanMutation(deleteArisan);

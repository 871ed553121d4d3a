import { api } from '../../../api/client.ts';
import { useArisanMutation } from './use-arisan-mutation.ts';

export const deleteLocation = (id: number) => api<void>(`/locations/${id}`, { method: 'DELETE' });

export const useDeleteLocation = () => useArisanMutation(deleteLocation);

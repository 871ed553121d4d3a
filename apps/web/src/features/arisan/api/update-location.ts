import type { Location, LocationBody } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { useArisanMutation } from './use-arisan-mutation.ts';

export const updateLocation = ({ id, ...body }: LocationBody & { id: number }) =>
  api<{ data: Location }>(`/locations/${id}`, { method: 'PUT', body }).then((r) => r.data);

export const useUpdateLocation = () => useArisanMutation(updateLocation);

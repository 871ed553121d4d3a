import type { Location, LocationBody } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { useArisanMutation } from './use-arisan-mutation.ts';

export const createLocation = (body: LocationBody) =>
  api<{ data: Location }>('/locations', { method: 'POST', body, idempotent: true }).then((r) => r.data);

export const useCreateLocation = () => useArisanMutation(createLocation);

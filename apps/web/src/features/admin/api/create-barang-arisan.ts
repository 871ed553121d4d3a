import { useMutation } from '@tanstack/react-query';
import type { ArisanResponse, CreateBarangInput } from '@toko/shared';
import { api } from '../../../api/client.ts';

/** POST /arisans/barang: a group saving for the product, its price locked now; answers the new arisan. */
export const createBarangArisan = (body: CreateBarangInput) =>
  api<ArisanResponse>('/arisans/barang', { method: 'POST', body }).then((r) => r.data);

// Nothing to refresh here: the dialog goes on to the new arisan's page, which loads it fresh.
export const useCreateBarangArisan = () => useMutation({ mutationFn: createBarangArisan });

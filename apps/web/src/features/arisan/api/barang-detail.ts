import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BarangDetail } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { arisanKeys } from './keys.ts';

/** GET /arisans/{id}/barang: the group's product, arithmetic, reserved units and each member's standing. */
export const fetchBarangDetail = (id: number, signal?: AbortSignal) =>
  api<{ data: BarangDetail }>(`/arisans/${id}/barang`, { signal }).then((r) => r.data);

export const barangDetailQuery = (id: number) =>
  queryOptions({ queryKey: arisanKeys.barang(id), queryFn: ({ signal }) => fetchBarangDetail(id, signal) });

export const useBarangDetail = (id: number, enabled = true) =>
  useQuery({ ...barangDetailQuery(id), enabled });

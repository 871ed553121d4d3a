import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BarangAtRisk } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { adminKeys } from './keys.ts';

/** GET /arisans/barang/at-risk: members 'menunggak setelah menerima' and what they still owe, per group. */
export const fetchBarangAtRisk = (signal?: AbortSignal) =>
  api<{ data: BarangAtRisk }>('/arisans/barang/at-risk', { signal }).then((r) => r.data);

export const barangAtRiskQuery = () =>
  queryOptions({ queryKey: adminKeys.barangAtRisk(), queryFn: ({ signal }) => fetchBarangAtRisk(signal) });

export const useBarangAtRisk = () => useQuery(barangAtRiskQuery());

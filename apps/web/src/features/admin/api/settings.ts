import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopSettings } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { adminKeys } from './keys.ts';

/** GET /settings: 'Pengaturan Toko' as stored (ADR 071). */
export const fetchShopSettings = (signal?: AbortSignal) =>
  api<{ data: ShopSettings }>('/settings', { signal }).then((r) => r.data);

export const shopSettingsQuery = () =>
  queryOptions({ queryKey: adminKeys.settings(), queryFn: ({ signal }) => fetchShopSettings(signal) });

export const useShopSettings = () => useQuery(shopSettingsQuery());

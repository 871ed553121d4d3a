import { useQuery } from '@tanstack/react-query';
import type { SettingChange } from '@toko/shared';
import { api } from '../../../api/client.ts';
import { adminKeys } from './keys.ts';

/** GET /settings/history: 'Riwayat Perubahan', the latest first. */
export const fetchSettingChanges = (signal?: AbortSignal) =>
  api<{ data: SettingChange[] }>('/settings/history', { signal }).then((r) => r.data);

export const useSettingChanges = () =>
  useQuery({ queryKey: adminKeys.settingChanges(), queryFn: ({ signal }) => fetchSettingChanges(signal) });

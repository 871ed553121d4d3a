import { todayInShop } from '@toko/shared/clock';
import { api } from '../../../api/client.ts';
import { saveTextFile } from '../../../lib/download.ts';
import type { AdminOrdersParams } from './orders.ts';

/** GET /orders/admin/export.csv with the list's filters (no page): every matching order as a CSV file. */
export async function downloadOrdersCsv({ page: _page, ...filters }: AdminOrdersParams) {
  const csv = await api<string>('/orders/admin/export.csv', { query: filters });
  saveTextFile(csv, `pesanan-${todayInShop()}.csv`);
}

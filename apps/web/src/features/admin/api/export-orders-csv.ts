import { todayInShop } from '@toko/shared/clock';
import { api } from '../../../api/client.ts';
import { saveTextFile } from '../../../lib/download.ts';
import type { OrdersExportParams } from './orders.ts';

/**
 * GET /orders/admin/export.csv with the list's filters (no page): every matching order as a CSV file; with
 * `ids`, only the owner's selection.
 */
export async function downloadOrdersCsv(query: OrdersExportParams) {
  const csv = await api<string>('/orders/admin/export.csv', { query });
  saveTextFile(csv, `pesanan-${todayInShop()}.csv`);
}

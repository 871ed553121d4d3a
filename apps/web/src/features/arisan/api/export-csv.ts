import { api } from '../../../api/client.ts';

/** Downloads an arisan export (ledger or schedule) as a CSV file. */
export async function downloadArisanCsv(arisanId: number, name: 'ledger' | 'schedule') {
  const csv = await api<string>(`/arisans/${arisanId}/export/${name}.csv`);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `arisan-${arisanId}-${name}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

import { api } from '../../../api/client.ts';
import { saveTextFile } from '../../../lib/download.ts';

/** Downloads an arisan export (ledger or schedule) as a CSV file. */
export async function downloadArisanCsv(arisanId: number, name: 'ledger' | 'schedule') {
  const csv = await api<string>(`/arisans/${arisanId}/export/${name}.csv`);
  saveTextFile(csv, `arisan-${arisanId}-${name}.csv`);
}

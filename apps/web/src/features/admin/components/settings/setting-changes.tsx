import { SETTINGS_FIELD_LABEL, type SettingChange } from '@toko/shared';
import { type Columns, DataTable } from '../../../../components/list-page/data-table.tsx';
import { QueryState } from '../../../../components/list-page/query-state.tsx';
import { SectionCard } from '../../../../components/ui/section-card.tsx';
import { formatDate } from '../../../../lib/format.ts';
import { useSettingChanges } from '../../api/setting-changes.ts';

const value = (text: string) => (text === '' ? <span className="text-stone-400">(kosong)</span> : text);

const COLUMNS: Columns<SettingChange> = [
  {
    header: 'Waktu',
    cellClassName: 'whitespace-nowrap',
    cell: (c) => formatDate(c.changed_at, 'DD MMM YYYY - HH:mm'),
  },
  { header: 'Pengaturan', cellClassName: 'whitespace-nowrap', cell: (c) => SETTINGS_FIELD_LABEL[c.field] },
  { header: 'Sebelum', cellClassName: 'min-w-40 max-w-xs break-words', cell: (c) => value(c.old_value) },
  { header: 'Sesudah', cellClassName: 'min-w-40 max-w-xs break-words', cell: (c) => value(c.new_value) },
  { header: 'Oleh', cell: (c) => c.changed_by ?? <span className="text-stone-400">(akun dihapus)</span> },
];

/** 'Riwayat Perubahan': who changed which setting, when, from what to what. */
export function SettingChanges() {
  const changes = useSettingChanges();
  return (
    <SectionCard title="Riwayat Perubahan">
      <QueryState
        query={changes}
        isEmpty={(d) => d.length === 0}
        empty="Belum ada perubahan"
        loading="Memuat riwayat..."
      >
        {(rows) => <DataTable columns={COLUMNS} rows={rows} rowKey={(c) => c.id} />}
      </QueryState>
    </SectionCard>
  );
}

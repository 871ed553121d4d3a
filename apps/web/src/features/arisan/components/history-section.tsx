import type { ArisanAuditEntry } from '@toko/shared';
import { useState } from 'react';
import type { Columns } from '../../../components/list-page/data-table.tsx';
import { ListSection } from '../../../components/list-page/list-page.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useAudit } from '../api/audit.ts';

const ENTITY_LABEL: Record<ArisanAuditEntry['entity'], string> = {
  arisan: 'Arisan',
  membership: 'Member',
  recipient: 'Penerima',
  draw: 'Undian',
  payout: 'Pembayaran pot',
  payment: 'Kontribusi',
  transfer: 'Transfer iuran',
};

const ACTION_LABEL: Record<string, string> = {
  create: 'dibuat',
  update: 'diubah',
  delete: 'dihapus',
  archive: 'diarsipkan',
  start: 'dimulai',
  revoke: 'dibatalkan',
  commit: 'komitmen diterbitkan',
  draw: 'diundi',
  approve: 'disetujui',
  reject: 'ditolak',
  cancel: 'dibatalkan',
};

/** A short "field: value" line of a before/after object, for people rather than machines. */
function describe(value: unknown): string {
  if (!value || typeof value !== 'object') return '-';
  return Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined && v !== null && typeof v !== 'object')
    .map(([k, v]) => `${k}: ${String(v)}`)
    .join(', ');
}

const about = 'max-w-xs text-xs whitespace-normal text-stone-600';

const COLUMNS: Columns<ArisanAuditEntry> = [
  { header: 'Waktu', cell: (e) => formatDate(e.at, 'DD MMM YYYY - HH:mm') },
  { header: 'Oleh', cell: (e) => e.actor_name ?? '-' },
  {
    header: 'Perubahan',
    cellClassName: 'font-medium',
    cell: (e) => `${ENTITY_LABEL[e.entity]} ${ACTION_LABEL[e.action] ?? e.action}`,
  },
  { header: 'Sebelum', cellClassName: about, cell: (e) => describe(e.before) },
  { header: 'Sesudah', cellClassName: about, cell: (e) => describe(e.after) },
];

/** 'Riwayat Perubahan': the append-only history of the arisan, newest first. */
export function HistorySection({ arisanId }: { arisanId: number }) {
  const [page, setPage] = useState(1);
  const history = useAudit(arisanId, page);
  return (
    <ListSection title="Riwayat Perubahan">
      <ListTable
        query={history}
        rows={(d) => d.data}
        rowKey={(e) => e.id}
        columns={COLUMNS}
        empty="Belum ada perubahan."
        onPage={setPage}
      />
    </ListSection>
  );
}

import type { ArisanAuditEntry } from '@toko/shared';
import { useState } from 'react';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState, ErrorText } from '../../../components/ui/states.tsx';
import { Table, td, th } from '../../../components/ui/table.tsx';
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

/** 'Riwayat Perubahan': the append-only history of the arisan, newest first. */
export function HistorySection({ arisanId }: { arisanId: number }) {
  const [page, setPage] = useState(1);
  const history = useAudit(arisanId, page);
  return (
    <section aria-labelledby="arisan-history" className="flex flex-col gap-3">
      <h2 id="arisan-history" className="text-lg font-semibold">
        Riwayat Perubahan
      </h2>
      {history.isError ? (
        <ErrorText error={history.error} />
      ) : !history.data ? (
        <Spinner />
      ) : history.data.data.length === 0 ? (
        <EmptyState>Belum ada perubahan.</EmptyState>
      ) : (
        <>
          <Table>
            <thead>
              <tr>
                <th className={th}>Waktu</th>
                <th className={th}>Oleh</th>
                <th className={th}>Perubahan</th>
                <th className={th}>Sebelum</th>
                <th className={th}>Sesudah</th>
              </tr>
            </thead>
            <tbody>
              {history.data.data.map((e) => (
                <tr key={e.id}>
                  <td className={td}>{formatDate(e.at, 'DD MMM YYYY - HH:mm')}</td>
                  <td className={td}>{e.actor_name ?? '-'}</td>
                  <td className={`${td} font-medium`}>
                    {ENTITY_LABEL[e.entity]} {ACTION_LABEL[e.action] ?? e.action}
                  </td>
                  <td className={`${td} max-w-xs text-xs whitespace-normal text-stone-600`}>
                    {describe(e.before)}
                  </td>
                  <td className={`${td} max-w-xs text-xs whitespace-normal text-stone-600`}>
                    {describe(e.after)}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination
            currentPage={history.data.pagination.currentPage}
            totalPages={history.data.pagination.totalPages}
            onPageChange={setPage}
          />
        </>
      )}
    </section>
  );
}

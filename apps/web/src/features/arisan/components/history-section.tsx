import type { ArisanAuditEntry, ArisanAuditResponse } from '@toko/shared';
import { useState } from 'react';
import type { Columns } from '../../../components/list-page/data-table.tsx';
import { ListSection } from '../../../components/list-page/list-page.tsx';
import { ListTable } from '../../../components/list-page/list-table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useAudit } from '../api/audit.ts';
import { describeChange, eventTitle } from './history-lines.ts';

const NO_NAMES: ArisanAuditResponse['names'] = { members: {}, memberships: {} };

/**
 * Two columns that wrap, so a phone reads each event without scrolling sideways: when and who, then what
 * happened with what it was before and what it became.
 */
function columns(names: ArisanAuditResponse['names']): Columns<ArisanAuditEntry> {
  return [
    {
      header: 'Waktu',
      cellClassName: 'align-top whitespace-normal text-xs text-stone-600',
      cell: (e) => (
        <>
          <span className="block text-stone-800">{formatDate(e.at, 'DD MMM YYYY HH:mm')} WIB</span>
          {e.actor_name ?? 'Sistem'}
        </>
      ),
    },
    {
      header: 'Perubahan',
      cellClassName: 'whitespace-normal',
      cell: (e) => {
        const before = describeChange(e.before, names);
        const after = describeChange(e.after, names);
        return (
          <>
            <span className="block font-medium text-stone-900">{eventTitle(e)}</span>
            {before && after ? <span className="block text-xs text-stone-600">Sebelum: {before}</span> : null}
            {after || before ? (
              <span className="block text-xs text-stone-600">
                {before && after ? `Sesudah: ${after}` : (after ?? before)}
              </span>
            ) : null}
          </>
        );
      },
    },
  ];
}

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
        columns={columns(history.data?.names ?? NO_NAMES)}
        empty="Belum ada perubahan."
        onPage={setPage}
      />
    </ListSection>
  );
}

import type { Arisan, ArisanMemberRow } from '@toko/shared';
import type { Columns } from '../../../components/list-page/data-table.tsx';
import { DataTable } from '../../../components/list-page/data-table.tsx';
import { ListSection } from '../../../components/list-page/list-page.tsx';
import { QueryState } from '../../../components/list-page/query-state.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { useArisan } from '../api/arisan.ts';
import { displayPhone, memberReminder } from '../reminder.ts';
import { ReminderLink } from './reminder-link.tsx';

const reminderColumns = (arisan: Arisan): Columns<ArisanMemberRow> => [
  {
    header: 'Nama',
    cell: (m) => (
      <>
        <span className="font-medium">{m.name}</span>
        <div className="text-xs text-stone-500">{displayPhone(m.phone)}</div>
      </>
    ),
  },
  { header: 'Tunggakan', className: 'text-right', cell: (m) => `${m.due_cycles} putaran` },
  {
    header: 'Jumlah',
    className: 'text-right',
    cellClassName: 'font-medium',
    cell: (m) => formatRupiah(m.due_amount),
  },
  arisan.late_fee > 0 && {
    header: 'Denda',
    className: 'text-right',
    cellClassName: 'text-amber-800',
    cell: (m) => formatRupiah(m.due_late_fee),
  },
  {
    header: 'WhatsApp',
    className: 'text-right',
    cell: (m) =>
      m.phone ? (
        <ReminderLink {...memberReminder(arisan.name, m)} dueLateFee={m.due_late_fee} />
      ) : (
        <span className="text-xs text-stone-500">Tanpa nomor</span>
      ),
  },
];

/** 'Pengingat': every member who owes for cycles already due, with the amount and a WhatsApp reminder. */
export function RemindersSection({ arisan }: { arisan: Arisan }) {
  // All members of the arisan (the detail API answers at most 100 a page, far above a real group).
  const detail = useArisan(arisan.id, { limit: 100 });
  if (arisan.archived_at || !arisan.started) return null;
  return (
    <ListSection title="Pengingat">
      <QueryState query={detail}>
        {(data) => {
          const owing = data.members.filter((m) => m.due_cycles > 0);
          return owing.length === 0 ? (
            <p className="text-sm text-stone-600">Semua member sudah membayar putaran yang jatuh tempo.</p>
          ) : (
            <DataTable rows={owing} rowKey={(m) => m.id} columns={reminderColumns(arisan)} />
          );
        }}
      </QueryState>
    </ListSection>
  );
}

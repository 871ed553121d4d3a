import type { MemberDetail, MemberMembership } from '@toko/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { type Columns, DataTable, RowActions } from '../../../components/list-page/data-table.tsx';
import { ListSection } from '../../../components/list-page/list-page.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { formatCalendarDate, formatRupiah } from '../../../lib/format.ts';
import { PAYMENT_STATE_LABEL, PAYMENT_STATE_TONE } from '../labels.ts';
import { MembershipDialog } from './membership-dialog.tsx';
import { PayDialog, type PayTarget } from './pay-dialog.tsx';
import { ReminderLink } from './reminder-link.tsx';

const COLUMNS: Columns<MemberMembership> = [
  {
    header: 'Arisan',
    cell: (ms) => (
      <>
        <Link to={`/dashboard/arisans/${ms.arisan_id}`} className="font-medium hover:underline">
          {ms.arisan.name}
        </Link>
        {ms.arisan.archived ? (
          <Badge tone="red" className="ml-2">
            Diarsipkan
          </Badge>
        ) : null}
      </>
    ),
  },
  { header: 'Posisi', className: 'text-right', cell: (ms) => ms.position },
  {
    header: 'Kontribusi',
    className: 'text-right',
    cell: (ms) => formatRupiah(ms.arisan.contribution_amount),
  },
  {
    header: 'Putaran Dibayar',
    className: 'text-right',
    cell: (ms) => `${ms.total_paid_cycles} / ${ms.arisan.cycles}`,
  },
  {
    header: 'Total Dibayar',
    className: 'text-right',
    cellClassName: 'font-medium',
    cell: (ms) => formatRupiah(ms.total_paid_contribution),
  },
  { header: 'Sisa', className: 'text-right', cell: (ms) => formatRupiah(ms.remaining_amount) },
  {
    header: 'Status',
    cell: (ms) => (
      <Badge tone={PAYMENT_STATE_TONE[ms.payment_status]}>{PAYMENT_STATE_LABEL[ms.payment_status]}</Badge>
    ),
  },
  {
    header: 'Jatuh Tempo',
    cell: (ms) => (
      <>
        {ms.arisan.payment_date ? formatCalendarDate(ms.arisan.payment_date, 'DD MMM YYYY') : '-'}
        {ms.due_cycles > 0 ? (
          <div className="text-xs text-red-600">{ms.due_cycles} putaran tertunggak</div>
        ) : null}
      </>
    ),
  },
];

/** Every arisan a member has joined, with what is paid and due, its Detail, 'Bayar' and a reminder. */
export function MemberArisans({ member }: { member: MemberDetail }) {
  const [viewing, setViewing] = useState<MemberMembership | null>(null);
  const [paying, setPaying] = useState<PayTarget | null>(null);
  const actions: Columns<MemberMembership>[number] = {
    header: 'Aksi',
    headClassName: 'text-right',
    cell: (ms) => (
      <RowActions>
        <Button
          size="sm"
          variant="outline"
          aria-label={`Detail ${ms.arisan.name}`}
          onClick={() => setViewing(ms)}
        >
          Detail
        </Button>
        <Button
          size="sm"
          aria-label={`Bayar ${ms.arisan.name}`}
          disabled={ms.arisan.archived || !ms.arisan.started || ms.remaining_cycles === 0}
          onClick={() =>
            setPaying({
              arisanId: ms.arisan_id,
              arisanName: ms.arisan.name,
              memberId: member.id,
              memberName: member.name,
              contributionAmount: ms.arisan.contribution_amount,
              remainingCycles: ms.remaining_cycles,
              lateFee: ms.arisan.late_fee,
            })
          }
        >
          Bayar
        </Button>
        <ReminderLink
          name={member.name}
          phone={member.phone}
          arisanName={ms.arisan.name}
          dueCycles={ms.due_cycles}
          dueAmount={ms.due_amount}
        />
      </RowActions>
    ),
  };
  return (
    <ListSection title="Arisan yang diikuti">
      {member.arisans.length === 0 ? (
        <EmptyState>Member ini belum mengikuti arisan.</EmptyState>
      ) : (
        <DataTable rows={member.arisans} rowKey={(ms) => ms.id} columns={[...COLUMNS, actions]} />
      )}
      <MembershipDialog membership={viewing} onClose={() => setViewing(null)} />
      <PayDialog target={paying} onClose={() => setPaying(null)} />
    </ListSection>
  );
}

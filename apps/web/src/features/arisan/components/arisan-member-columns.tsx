import type { Arisan, ArisanMemberRow } from '@toko/shared';
import { Link } from 'react-router';
import { type Columns, RowActions } from '../../../components/list-page/data-table.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCalendarDate, formatRupiah } from '../../../lib/format.ts';
import { displayPhone, memberReminder } from '../reminder.ts';
import { PayButton } from './pay-dialog.tsx';
import { ReminderLink } from './reminder-link.tsx';

/**
 * What a member's row offers: pay, and for the owner set the received date, swap turns, remove from the
 * arisan (staff record payments only, ADR 087).
 */
export interface MemberRowActions {
  pay: (m: ArisanMemberRow) => void;
  owner?: {
    receive: (m: ArisanMemberRow) => void;
    swap: (m: ArisanMemberRow) => void;
    remove: (m: ArisanMemberRow) => void;
  };
}

/** A member's name, the way to their page. */
export function MemberLink({ member }: { member: { member_id: number; name: string } }) {
  return (
    <Link to={`/dashboard/members/${member.member_id}`} className="font-medium hover:underline">
      {member.name}
    </Link>
  );
}

/** The members table of an arisan: position, name, what is paid and due, the received date, the actions. */
export function arisanMemberColumns(
  arisan: Arisan,
  actions: MemberRowActions | null,
): Columns<ArisanMemberRow> {
  return [
    { header: 'Posisi', cellClassName: 'font-medium', cell: (m) => m.position },
    {
      header: 'Nama',
      cell: (m) => (
        <>
          <MemberLink member={m} />
          <div className="text-xs text-stone-500">
            {displayPhone(m.phone)}
            {m.location_name ? ` · ${m.location_name}` : ''}
          </div>
        </>
      ),
    },
    {
      header: 'Putaran Dibayar',
      className: 'text-right',
      cell: (m) => (
        <>
          {m.total_paid_cycles} / {arisan.duration}
          {m.due_cycles > 0 ? (
            <div className="text-xs text-red-600">{m.due_cycles} putaran tertunggak</div>
          ) : null}
        </>
      ),
    },
    {
      header: 'Jumlah Dibayar',
      className: 'text-right',
      cell: (m) => formatRupiah(m.total_paid_contribution),
    },
    {
      header: 'Tanggal Terima',
      cell: (m) =>
        m.has_received ? (
          <Badge tone="green">{m.received_date ? formatCalendarDate(m.received_date) : 'Sudah'}</Badge>
        ) : (
          <span className="text-stone-500">Belum</span>
        ),
    },
    actions !== null && {
      header: 'Aksi',
      headClassName: 'text-right',
      cell: (m) => <MemberActions arisan={arisan} member={m} actions={actions} />,
    },
  ];
}

function MemberActions({
  arisan,
  member: m,
  actions,
}: {
  arisan: Arisan;
  member: ArisanMemberRow;
  actions: MemberRowActions;
}) {
  return (
    <RowActions>
      <PayButton
        name={m.name}
        started={arisan.started}
        paidUp={m.remaining_cycles === 0}
        onClick={() => actions.pay(m)}
      />
      {actions.owner ? <OwnerMemberActions member={m} actions={actions.owner} /> : null}
      <ReminderLink {...memberReminder(arisan.name, m)} />
    </RowActions>
  );
}

function OwnerMemberActions({
  member: m,
  actions,
}: {
  member: ArisanMemberRow;
  actions: NonNullable<MemberRowActions['owner']>;
}) {
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Set Tanggal Terima ${m.name}`}
        disabled={m.has_received}
        onClick={() => actions.receive(m)}
      >
        Set Tanggal Terima
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Tukar giliran ${m.name}`}
        disabled={m.has_received}
        onClick={() => actions.swap(m)}
      >
        Tukar Giliran
      </Button>
      <button
        type="button"
        aria-label={`Hapus ${m.name}`}
        onClick={() => actions.remove(m)}
        className="inline-flex h-8 items-center rounded-lg px-3 text-sm font-medium text-red-600 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        Hapus
      </button>
    </>
  );
}

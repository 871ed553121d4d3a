import { payoutShortfall, type RecipientRule, type ScheduleCycle } from '@toko/shared';
import { Banknote, Dices, type LucideIcon, Undo2, UserCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Columns, RowActions } from '../../../components/list-page/data-table.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { formatCalendarDate, formatRupiah } from '../../../lib/format.ts';
import type { CycleAction } from './cycle-actions.tsx';

type Open = (kind: CycleAction['kind'], cycle: ScheduleCycle) => () => void;

/** The schedule table: each cycle, its date, the dues paid and the recipient; `open` its actions (none when read only). */
/**
 * `rule`: the draw is offered only for 'kocok'; a lelang replaces it (ADR 077), and 'urut' gives each
 * cycle to the member at its position, named in the row (ADR 081).
 */
export function scheduleColumns(
  open: Open | null,
  started: boolean,
  rule: RecipientRule = 'kocok',
): Columns<ScheduleCycle> {
  const drawOffered = rule === 'kocok';
  return [
    {
      header: 'Putaran',
      cellClassName: 'font-medium',
      cell: (c) => (
        <>
          {c.cycle}
          {c.is_current ? (
            <span className="ml-2">
              <Badge tone="brand">Sekarang</Badge>
            </span>
          ) : null}
        </>
      ),
    },
    { header: 'Tanggal', cell: (c) => formatCalendarDate(c.due_date) },
    {
      header: 'Iuran Dibayar',
      className: 'text-right',
      cell: (c) => (
        <>
          {c.paid_count} / {c.dues_count}
          <div className="text-xs text-stone-600">
            {formatRupiah(c.paid_amount)} dari {formatRupiah(c.due_amount)}
          </div>
          {c.late_count > 0 ? (
            <div className="text-xs text-amber-800">
              {c.late_count} terlambat, denda {formatRupiah(c.late_fees_paid)}
            </div>
          ) : null}
        </>
      ),
    },
    { header: 'Penerima', cell: (c) => <Recipient cycle={c} byTurn={rule === 'urut'} /> },
    open !== null && {
      header: 'Aksi',
      headClassName: 'text-right',
      cell: (c) => <CycleButtons cycle={c} open={open} started={started} drawOffered={drawOffered} />,
    },
  ];
}

const METHOD_LABEL = { draw: 'Undian', manual: 'Ditunjuk', lelang: 'Lelang' } as const;
const METHOD_TONE = { draw: 'purple', manual: 'blue', lelang: 'yellow' } as const;

function Recipient({ cycle: c, byTurn }: { cycle: ScheduleCycle; byTurn: boolean }) {
  if (!c.recipient)
    return (
      <>
        <span className="text-stone-600">{c.has_come ? 'Belum ada penerima' : 'Belum tiba'}</span>
        {byTurn && c.turn ? <div className="text-xs text-stone-600">Giliran: {c.turn.name}</div> : null}
      </>
    );
  return (
    <>
      <span className="font-medium">{c.recipient.name}</span>{' '}
      <Badge tone={METHOD_TONE[c.recipient.method]}>{METHOD_LABEL[c.recipient.method]}</Badge>
      <div className="text-xs text-stone-600">
        Diterima {formatCalendarDate(c.recipient.received_date)}
        {c.paid_out > 0 ? ` · dibayar ${formatRupiah(c.paid_out)}` : ''}
      </div>
      <ShortfallNote cycle={c} />
    </>
  );
}

/** A cycle paid out above what is still recorded as collected for it (a later correction). */
export function ShortfallNote({ cycle }: { cycle: ScheduleCycle }) {
  const shortfall = payoutShortfall(cycle);
  if (shortfall === 0) return null;
  return (
    <div className="text-xs font-medium text-red-700">
      Dibayarkan melebihi iuran terkumpul: selisih {formatRupiah(shortfall)}
    </div>
  );
}

/** A cycle with a recipient: pay out the pot, or undo; without one: draw or assign once its date has come. */
function CycleButtons({
  cycle: c,
  open,
  started,
  drawOffered,
}: {
  cycle: ScheduleCycle;
  open: Open;
  started: boolean;
  drawOffered: boolean;
}) {
  return (
    <RowActions>
      {c.recipient && c.paid_out === 0 ? (
        <CycleButton icon={Banknote} label={`Bayar pot putaran ${c.cycle}`} onClick={open('payout', c)}>
          Bayar Pot
        </CycleButton>
      ) : null}
      {c.recipient?.method === 'lelang' ? null : c.recipient ? (
        <CycleButton icon={Undo2} label={`Batalkan penerima putaran ${c.cycle}`} onClick={open('revoke', c)}>
          Batalkan
        </CycleButton>
      ) : (
        <>
          {drawOffered ? (
            <CycleButton
              icon={Dices}
              label={`Undi putaran ${c.cycle}`}
              disabled={!c.has_come || !started}
              onClick={open('draw', c)}
            >
              Undi
            </CycleButton>
          ) : null}
          <CycleButton
            icon={UserCheck}
            label={`Tunjuk penerima putaran ${c.cycle}`}
            disabled={!c.has_come}
            onClick={open('assign', c)}
          >
            Tunjuk
          </CycleButton>
        </>
      )}
    </RowActions>
  );
}

/** One action of a schedule row: a small outline button with its icon, named for screen readers. */
function CycleButton({
  icon: Icon,
  label,
  children,
  ...props
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <Button size="sm" variant="outline" aria-label={label} {...props}>
      <Icon className="size-4" aria-hidden />
      {children}
    </Button>
  );
}

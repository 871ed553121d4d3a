import type { Arisan, ScheduleCycle } from '@toko/shared';
import { Banknote, Dices, Download, type LucideIcon, Undo2, UserCheck } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { DrawProof } from '../../../components/draw-proof.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorText } from '../../../components/ui/states.tsx';
import { Table, td, th } from '../../../components/ui/table.tsx';
import { formatCalendarDate, formatRupiah } from '../../../lib/format.ts';
import { toastFailure } from '../../../lib/notify.ts';
import { downloadArisanCsv } from '../api/export-csv.ts';
import { useSchedule } from '../api/get-schedule.ts';
import { useDraws } from '../api/list-draws.ts';
import { usePayouts } from '../api/payouts.ts';
import { CYCLE_ACTION_TITLE, type CycleAction, CycleActionBody } from './cycle-actions.tsx';
import { StatTile } from './stat-tile.tsx';

/** 'Jadwal': every cycle with its date, dues paid and recipient; the current cycle is highlighted. */
export function ScheduleSection({ arisan }: { arisan: Arisan }) {
  const schedule = useSchedule(arisan.id);
  const draws = useDraws(arisan.id);
  const [action, setAction] = useState<CycleAction | null>(null);
  const open = (kind: CycleAction['kind'], cycle: ScheduleCycle) => () => setAction({ kind, cycle });
  const readOnly = arisan.archived_at !== null;
  const payouts = usePayouts(arisan.id);
  const drawn = (draws.data ?? []).filter((d) => d.drawn_at !== null);

  return (
    <section aria-labelledby="arisan-schedule" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="arisan-schedule" className="text-lg font-semibold">
          Jadwal
        </h2>
        <div className="flex flex-wrap gap-2">
          {(['schedule', 'ledger'] as const).map((name) => (
            <Button
              key={name}
              size="sm"
              variant="outline"
              onClick={() =>
                downloadArisanCsv(arisan.id, name).catch((err) => toastFailure('Gagal mengunduh CSV', err))
              }
            >
              <Download className="size-4" aria-hidden />
              {name === 'schedule' ? 'CSV Jadwal' : 'CSV Kontribusi'}
            </Button>
          ))}
        </div>
      </div>
      {payouts.data ? (
        <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
          <StatTile label="Iuran masuk" value={formatRupiah(payouts.data.total_contributions)} />
          <StatTile label="Total dibayarkan" value={formatRupiah(payouts.data.total_paid_out)} />
          <StatTile label="Uang dipegang" value={formatRupiah(payouts.data.pot_held)} />
        </dl>
      ) : null}
      {schedule.isError ? (
        <ErrorText error={schedule.error} />
      ) : !schedule.data ? (
        <Spinner />
      ) : (
        <Table>
          <thead>
            <tr>
              <th className={th}>Putaran</th>
              <th className={th}>Tanggal</th>
              <th className={`${th} text-right`}>Iuran Dibayar</th>
              <th className={th}>Penerima</th>
              {readOnly ? null : <th className={`${th} text-right`}>Aksi</th>}
            </tr>
          </thead>
          <tbody>
            {schedule.data.cycles.map((c) => (
              <tr
                key={c.cycle}
                aria-current={c.is_current ? 'true' : undefined}
                className={c.is_current ? 'bg-brand-50' : c.has_come ? '' : 'text-stone-500'}
              >
                <td className={`${td} font-medium`}>
                  {c.cycle}
                  {c.is_current ? (
                    <span className="ml-2">
                      <Badge tone="brand">Sekarang</Badge>
                    </span>
                  ) : null}
                </td>
                <td className={td}>{formatCalendarDate(c.due_date)}</td>
                <td className={`${td} text-right`}>
                  {c.paid_count} / {c.dues_count}
                  <div className="text-xs text-stone-500">
                    {formatRupiah(c.paid_amount)} dari {formatRupiah(c.due_amount)}
                  </div>
                  {c.late_count > 0 ? (
                    <div className="text-xs text-amber-800">
                      {c.late_count} terlambat, denda {formatRupiah(c.late_fees_paid)}
                    </div>
                  ) : null}
                </td>
                <td className={td}>
                  {c.recipient ? (
                    <>
                      <span className="font-medium">{c.recipient.name}</span>{' '}
                      <Badge tone={c.recipient.method === 'draw' ? 'purple' : 'blue'}>
                        {c.recipient.method === 'draw' ? 'Undian' : 'Ditunjuk'}
                      </Badge>
                      <div className="text-xs text-stone-500">
                        Diterima {formatCalendarDate(c.recipient.received_date)}
                        {c.paid_out > 0 ? ` · dibayar ${formatRupiah(c.paid_out)}` : ''}
                      </div>
                    </>
                  ) : (
                    <span className="text-stone-500">{c.has_come ? 'Belum ada penerima' : 'Belum tiba'}</span>
                  )}
                </td>
                {readOnly ? null : (
                  <td className={td}>
                    <div className="flex items-center justify-end gap-1.5">
                      {c.recipient && c.paid_out === 0 ? (
                        <RowAction
                          icon={Banknote}
                          label={`Bayar pot putaran ${c.cycle}`}
                          onClick={open('payout', c)}
                        >
                          Bayar Pot
                        </RowAction>
                      ) : null}
                      {c.recipient ? (
                        <RowAction
                          icon={Undo2}
                          label={`Batalkan penerima putaran ${c.cycle}`}
                          onClick={open('revoke', c)}
                        >
                          Batalkan
                        </RowAction>
                      ) : (
                        <>
                          <RowAction
                            icon={Dices}
                            label={`Undi putaran ${c.cycle}`}
                            disabled={!c.has_come || !arisan.started}
                            onClick={open('draw', c)}
                          >
                            Undi
                          </RowAction>
                          <RowAction
                            icon={UserCheck}
                            label={`Tunjuk penerima putaran ${c.cycle}`}
                            disabled={!c.has_come}
                            onClick={open('assign', c)}
                          >
                            Tunjuk
                          </RowAction>
                        </>
                      )}
                    </div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {drawn.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">Bukti Undian</h3>
          {drawn.map((d) => (
            <DrawProof key={d.id} draw={d} />
          ))}
        </div>
      ) : null}
      <Dialog
        open={action !== null}
        onClose={() => setAction(null)}
        title={action ? `${CYCLE_ACTION_TITLE[action.kind]} ${action.cycle.cycle}` : ''}
        size={action?.kind === 'draw' ? 'lg' : 'sm'}
      >
        {action ? (
          <CycleActionBody
            key={`${action.kind}-${action.cycle.cycle}`}
            arisanId={arisan.id}
            action={action}
            onClose={() => setAction(null)}
          />
        ) : null}
      </Dialog>
    </section>
  );
}

/** One action of a schedule row: a small outline button with its icon, named for screen readers. */
function RowAction({
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

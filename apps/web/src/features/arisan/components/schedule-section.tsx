import type { Arisan, ScheduleCycle } from '@toko/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { DrawProof } from '../../../components/draw-proof.tsx';
import { DataTable } from '../../../components/list-page/data-table.tsx';
import { ListSection } from '../../../components/list-page/list-page.tsx';
import { QueryState } from '../../../components/list-page/query-state.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { toastFailure } from '../../../lib/notify.ts';
import { downloadArisanCsv } from '../api/export-csv.ts';
import { useSchedule } from '../api/get-schedule.ts';
import { useDraws } from '../api/list-draws.ts';
import { usePayouts } from '../api/payouts.ts';
import { CYCLE_ACTION_TITLE, type CycleAction, CycleActionBody } from './cycle-actions.tsx';
import { scheduleColumns } from './schedule-columns.tsx';
import { StatTile } from './stat-tile.tsx';

/** 'Jadwal': every cycle with its date, dues paid and recipient; the current cycle is highlighted. */
export function ScheduleSection({ arisan, readOnly }: { arisan: Arisan; readOnly: boolean }) {
  const schedule = useSchedule(arisan.id);
  const draws = useDraws(arisan.id);
  const [action, setAction] = useState<CycleAction | null>(null);
  const open = (kind: CycleAction['kind'], cycle: ScheduleCycle) => () => setAction({ kind, cycle });
  const payouts = usePayouts(arisan.id);
  const drawn = (draws.data ?? []).filter((d) => d.drawn_at !== null);

  return (
    <ListSection
      title="Jadwal"
      actions={
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
      }
    >
      {payouts.data ? (
        <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
          <StatTile label="Iuran masuk" value={formatRupiah(payouts.data.total_contributions)} />
          <StatTile label="Total dibayarkan" value={formatRupiah(payouts.data.total_paid_out)} />
          {payouts.data.total_lelang_shares > 0 ? (
            <StatTile
              label="Komisi dan dividen lelang"
              value={formatRupiah(payouts.data.total_lelang_shares)}
            />
          ) : null}
          <StatTile label="Uang dipegang" value={formatRupiah(payouts.data.pot_held)} />
        </dl>
      ) : null}
      <QueryState query={schedule}>
        {(data) => (
          <DataTable
            rows={data.cycles}
            rowKey={(c) => c.cycle}
            rowClassName={(c) => (c.is_current ? 'bg-brand-50' : c.has_come ? '' : 'text-stone-500')}
            rowCurrent={(c) => c.is_current}
            columns={scheduleColumns(readOnly ? null : open, arisan.started, arisan.recipient_rule)}
          />
        )}
      </QueryState>
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
    </ListSection>
  );
}

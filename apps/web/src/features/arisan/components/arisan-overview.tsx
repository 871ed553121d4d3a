import { type Arisan, type ArisanSummary, earlyPositionCount, RECIPIENT_RULE_LABELS } from '@toko/shared';
import { SAVING_TYPE_LABEL } from '@toko/shared/constants';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { formatCalendarDate, formatRupiah } from '../../../lib/format.ts';
import { formatPercent } from '../reminder.ts';
import { StatTile } from './stat-tile.tsx';

/** The top of 'Ringkasan': the arisan's terms beside what has been collected. */
export function ArisanOverview({ arisan, summary }: { arisan: Arisan; summary: ArisanSummary }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <SectionCard title="Informasi Arisan">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-stone-500">Kontribusi</dt>
          <dd className="font-medium">{formatRupiah(arisan.contribution_amount)} / putaran</dd>
          <dt className="text-stone-500">Denda keterlambatan</dt>
          <dd>
            {arisan.late_fee > 0 ? `${formatRupiah(arisan.late_fee)} / putaran terlambat` : 'Tidak ada'}
          </dd>
          <dt className="text-stone-500">Durasi</dt>
          <dd>
            {arisan.duration} putaran ({SAVING_TYPE_LABEL[arisan.saving_type]})
          </dd>
          <dt className="text-stone-500">Mulai</dt>
          <dd>{formatCalendarDate(arisan.start_date)}</dd>
          <dt className="text-stone-500">Selesai</dt>
          <dd>{formatCalendarDate(arisan.end_date)}</dd>
          <dt className="text-stone-500">Cara menentukan penerima</dt>
          <dd>
            {RECIPIENT_RULE_LABELS[arisan.recipient_rule]}
            {arisan.recipient_rule === 'lelang'
              ? ` (potongan maks. ${arisan.lelang_cap_percent}% dari pot, komisi ${arisan.lelang_commission_percent}% dari potongan)`
              : ''}
          </dd>
          <dt className="text-stone-500">Yang boleh menang</dt>
          <dd>{arisan.draw_paid_up_only ? 'Hanya member yang lunas' : 'Semua member yang belum menerima'}</dd>
          {arisan.early_min_on_time_percent !== null && earlyPositionCount(arisan.duration) > 0 ? (
            <>
              <dt className="text-stone-500">Posisi awal</dt>
              <dd>
                Posisi 1-{earlyPositionCount(arisan.duration)}: tepat waktu minimal{' '}
                {arisan.early_min_on_time_percent}%
              </dd>
            </>
          ) : null}
          <dt className="text-stone-500">Total tabungan</dt>
          <dd className="font-medium">{formatRupiah(arisan.total_saving)}</dd>
        </dl>
      </SectionCard>

      <SectionCard title="Ringkasan Kontribusi">
        {/* One column on a narrow phone: 'Rp 1.500.000' (one word, Intl joins it) fits a half tile only from 420 px. */}
        <dl className="grid grid-cols-1 gap-3 text-sm min-[420px]:grid-cols-2">
          <StatTile label="Total Member" value={String(summary.total_members)} />
          <StatTile label="Total Kontribusi" value={formatRupiah(summary.total_contributions)} />
          <StatTile label="Sisa" value={formatRupiah(summary.total_remaining)} />
          <StatTile label="Persentase Terkumpul" value={formatPercent(summary.collection_percentage)} />
          <StatTile label="Denda Terkumpul" value={formatRupiah(summary.total_late_fees)} />
        </dl>
        <div className="mt-4">
          <ProgressBar value={summary.collection_percentage} label="Persentase terkumpul" />
        </div>
      </SectionCard>
    </div>
  );
}

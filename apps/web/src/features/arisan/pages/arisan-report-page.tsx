import type { ArisanReport } from '@toko/shared';
import { PAYOUT_METHOD_LABEL, payoutShortfall } from '@toko/shared';
import { SAVING_TYPE_LABEL } from '@toko/shared/constants';
import { useParams } from 'react-router';
import { QueryState } from '../../../components/list-page/query-state.tsx';
import { PrintPage, PrintSheet } from '../../../components/print-page.tsx';
import { formatCalendarDate, formatDate, formatRupiah } from '../../../lib/format.ts';
import { useArisanReport } from '../api/report.ts';
import {
  type ReportColumn,
  ReportSection,
  ReportTable,
  sumOf,
  TotalRow,
} from '../components/report-table.tsx';

/** 'Cetak Laporan': the arisan's report on one page, printable on A4 without the app's chrome. */
export default function ArisanReportPage() {
  const id = Number(useParams().id);
  const report = useArisanReport(id);
  return (
    <PrintPage
      back={{ to: `/dashboard/arisans/${id}`, label: 'Kembali ke arisan' }}
      print={report.data ? 'ready' : 'waiting'}
    >
      <QueryState query={report}>{(data) => <Report r={data} />}</QueryState>
    </PrintPage>
  );
}

function Report({ r }: { r: ArisanReport }) {
  const { arisan, summary, members } = r.detail;
  const overpaid = r.schedule.cycles.filter((c) => payoutShortfall(c) > 0);
  return (
    <PrintSheet className="print:text-[10pt]">
      <header>
        <h1 className="text-xl font-bold">Laporan Arisan: {arisan.name}</h1>
        <p className="text-stone-600">
          {SAVING_TYPE_LABEL[arisan.saving_type]} · {arisan.duration} putaran ·{' '}
          {formatRupiah(arisan.contribution_amount)} / putaran · denda{' '}
          {arisan.late_fee > 0 ? `${formatRupiah(arisan.late_fee)} / putaran terlambat` : 'tidak ada'} ·{' '}
          {formatCalendarDate(arisan.start_date)} s.d. {formatCalendarDate(arisan.end_date)}
        </p>
        <p className="text-xs text-stone-500">Dicetak {formatDate(r.generated_at, 'DD MMMM YYYY HH:mm')}</p>
      </header>

      {overpaid.length > 0 ? (
        <section role="alert" className="rounded border-2 border-red-600 p-3 text-red-800">
          <h2 className="font-semibold">Perlu diperiksa</h2>
          <ul className="list-disc pl-5">
            {overpaid.map((c) => (
              <li key={c.cycle}>
                Putaran {c.cycle}: dibayarkan {formatRupiah(c.paid_out)}, iuran terkumpul{' '}
                {formatRupiah(c.paid_amount)} (selisih {formatRupiah(payoutShortfall(c))}), karena ada koreksi
                setelah pot dibayarkan.
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <ReportSection title="Total">
        <table className="w-full border-collapse">
          <tbody>
            <TotalRow label="Kontribusi masuk (termasuk koreksi)" value={r.totals.contributions} />
            <TotalRow label="Dibayarkan ke penerima" value={-r.totals.paid_out} />
            {r.lelang.length > 0 ? (
              <>
                <TotalRow label="Komisi pengelola lelang" value={-r.totals.commissions} />
                <TotalRow label="Dividen lelang ke member" value={-r.totals.dividends} />
              </>
            ) : null}
            <TotalRow label="Uang arisan dipegang" value={r.totals.pot_held} strong />
            <TotalRow label="Denda keterlambatan terkumpul (terpisah)" value={r.totals.late_fees} />
            <TotalRow label="Sisa kontribusi yang belum dibayar" value={summary.total_remaining} />
          </tbody>
        </table>
      </ReportSection>

      <ReportSection title={`Anggota (${members.length})`}>
        <ReportTable rows={members} rowKey={(m) => m.id} columns={memberColumns(arisan.duration)} />
      </ReportSection>

      <ReportSection title="Jadwal dan Penerima">
        <ReportTable rows={r.schedule.cycles} rowKey={(c) => c.cycle} columns={SCHEDULE_COLUMNS} />
      </ReportSection>

      <ReportSection title="Pembayaran Pot">
        {r.payouts.length === 0 ? (
          <p className="text-stone-600">Belum ada pot yang dibayarkan.</p>
        ) : (
          <ReportTable rows={r.payouts} rowKey={(p) => p.id} columns={PAYOUT_COLUMNS} />
        )}
      </ReportSection>

      {r.lelang.length > 0 ? (
        <ReportSection title="Lelang">
          <ReportTable rows={r.lelang} rowKey={(l) => l.cycle} columns={LELANG_COLUMNS} />
        </ReportSection>
      ) : null}

      <ReportSection title="Koreksi Pembayaran">
        {r.corrections.length === 0 ? (
          <p className="text-stone-600">Tidak ada koreksi.</p>
        ) : (
          <ReportTable rows={r.corrections} rowKey={(c) => c.id} columns={CORRECTION_COLUMNS} />
        )}
      </ReportSection>
    </PrintSheet>
  );
}

type Member = ArisanReport['detail']['members'][number];
type LelangRow = ArisanReport['lelang'][number];

const HOW_CHOSEN = { draw: 'undian', manual: 'ditunjuk', lelang: 'lelang' } as const;

// Each closed lelang (ADR 077): pot = what the winner receives + commission + dividends.
const LELANG_COLUMNS: ReportColumn<LelangRow>[] = [
  { header: 'Putaran', cell: (l) => l.cycle },
  { header: 'Pemenang', cell: (l) => l.winner_name },
  { header: 'Pot', num: true, cell: (l) => formatRupiah(l.pot) },
  { header: 'Potongan', num: true, cell: (l) => formatRupiah(l.discount), total: sumOf((l) => l.discount) },
  {
    header: 'Diterima pemenang',
    num: true,
    cell: (l) => formatRupiah(l.payout_amount),
    total: sumOf((l) => l.payout_amount),
  },
  { header: 'Komisi', num: true, cell: (l) => formatRupiah(l.commission), total: sumOf((l) => l.commission) },
  { header: 'Dividen', num: true, cell: (l) => formatRupiah(l.dividends), total: sumOf((l) => l.dividends) },
  {
    header: 'Rincian dividen',
    cell: (l) =>
      l.shares
        .filter((s) => s.kind === 'dividend')
        .map((s) => `${s.name} ${formatRupiah(s.amount)}`)
        .join(', ') || '-',
  },
];
type Cycle = ArisanReport['schedule']['cycles'][number];

const memberColumns = (duration: number): ReportColumn<Member>[] => [
  { header: 'Posisi', cell: (m) => m.position },
  { header: 'Nama', cell: (m) => m.name },
  { header: 'Putaran dibayar', num: true, cell: (m) => `${m.total_paid_cycles} / ${duration}` },
  {
    header: 'Jumlah dibayar',
    num: true,
    cell: (m) => formatRupiah(m.total_paid_contribution),
    total: sumOf((m) => m.total_paid_contribution),
  },
  {
    header: 'Tanggal terima',
    cell: (m) => (m.received_date ? formatCalendarDate(m.received_date) : 'Belum'),
    total: () => null,
  },
];

const SCHEDULE_COLUMNS: ReportColumn<Cycle>[] = [
  { header: 'Putaran', cell: (c) => c.cycle },
  { header: 'Tanggal', cell: (c) => formatCalendarDate(c.due_date) },
  {
    header: 'Iuran dibayar',
    num: true,
    cell: (c) => `${formatRupiah(c.paid_amount)} (${c.paid_count}/${c.dues_count})`,
    total: sumOf((c) => c.paid_amount),
  },
  {
    header: 'Denda',
    num: true,
    cell: (c) => formatRupiah(c.late_fees_paid),
    total: sumOf((c) => c.late_fees_paid),
  },
  {
    header: 'Penerima',
    cell: (c) =>
      c.recipient
        ? `${c.recipient.name} (${HOW_CHOSEN[c.recipient.method]}, ${formatCalendarDate(c.recipient.received_date)})`
        : 'Belum ada',
    total: () => null,
  },
  {
    header: 'Dibayarkan',
    num: true,
    cell: (c) =>
      payoutShortfall(c) > 0 ? (
        <span className="font-semibold text-red-700">{formatRupiah(c.paid_out)} (!)</span>
      ) : (
        formatRupiah(c.paid_out)
      ),
    total: sumOf((c) => c.paid_out),
  },
];

const PAYOUT_COLUMNS: ReportColumn<ArisanReport['payouts'][number]>[] = [
  { header: 'Putaran', cell: (p) => p.cycle },
  { header: 'Penerima', cell: (p) => p.name },
  { header: 'Tanggal', cell: (p) => formatCalendarDate(p.paid_date) },
  { header: 'Cara', cell: (p) => PAYOUT_METHOD_LABEL[p.method] },
  { header: 'Jumlah', num: true, cell: (p) => formatRupiah(p.amount) },
];

const CORRECTION_COLUMNS: ReportColumn<ArisanReport['corrections'][number]>[] = [
  { header: 'Tanggal', cell: (c) => formatCalendarDate(c.payment_date) },
  { header: 'Member', cell: (c) => c.member_name },
  { header: 'Jumlah', num: true, cell: (c) => formatRupiah(c.amount) },
  { header: 'Denda', num: true, cell: (c) => formatRupiah(c.late_fee) },
  { header: 'Alasan', cell: (c) => c.reason },
  { header: 'Oleh', cell: (c) => c.recorded_by?.fullname ?? '-' },
];

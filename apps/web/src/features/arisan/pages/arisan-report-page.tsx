import type { ArisanReport } from '@toko/shared';
import { PAYOUT_METHOD_LABEL } from '@toko/shared';
import { SAVING_TYPE_LABEL } from '@toko/shared/constants';
import { useParams } from 'react-router';
import { PrintPage, PrintSheet } from '../../../components/print-page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorText } from '../../../components/ui/states.tsx';
import { formatCalendarDate, formatDate, formatRupiah } from '../../../lib/format.ts';
import { useArisanReport } from '../api/report.ts';

const cell = 'border border-stone-300 px-2 py-1 text-left align-top';
const num = `${cell} text-right tabular-nums`;

/** 'Cetak Laporan': the arisan's report on one page, printable on A4 without the app's chrome. */
export default function ArisanReportPage() {
  const id = Number(useParams().id);
  const report = useArisanReport(id);
  return (
    <PrintPage
      back={{ to: `/dashboard/arisans/${id}`, label: 'Kembali ke arisan' }}
      print={report.data ? 'ready' : 'waiting'}
    >
      {report.isError ? (
        <ErrorText error={report.error} />
      ) : !report.data ? (
        <Spinner />
      ) : (
        <Report r={report.data} />
      )}
    </PrintPage>
  );
}

function Report({ r }: { r: ArisanReport }) {
  const { arisan, summary, members } = r.detail;
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

      <section aria-labelledby="report-totals">
        <h2 id="report-totals" className="mb-2 font-semibold">
          Total
        </h2>
        <table className="w-full border-collapse">
          <tbody>
            <TotalRow label="Kontribusi masuk (termasuk koreksi)" value={r.totals.contributions} />
            <TotalRow label="Dibayarkan ke penerima" value={-r.totals.paid_out} />
            <TotalRow label="Uang arisan dipegang" value={r.totals.pot_held} strong />
            <TotalRow label="Denda keterlambatan terkumpul (terpisah)" value={r.totals.late_fees} />
            <TotalRow label="Sisa kontribusi yang belum dibayar" value={summary.total_remaining} />
          </tbody>
        </table>
      </section>

      <section aria-labelledby="report-members">
        <h2 id="report-members" className="mb-2 font-semibold">
          Anggota ({members.length})
        </h2>
        <table className="w-full border-collapse">
          <thead>
            <tr className="bg-stone-100">
              <th className={cell}>Posisi</th>
              <th className={cell}>Nama</th>
              <th className={num}>Putaran dibayar</th>
              <th className={num}>Jumlah dibayar</th>
              <th className={cell}>Tanggal terima</th>
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={m.id}>
                <td className={cell}>{m.position}</td>
                <td className={cell}>{m.name}</td>
                <td className={num}>
                  {m.total_paid_cycles} / {arisan.duration}
                </td>
                <td className={num}>{formatRupiah(m.total_paid_contribution)}</td>
                <td className={cell}>{m.received_date ? formatCalendarDate(m.received_date) : 'Belum'}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <td className={cell} colSpan={3}>
                Jumlah
              </td>
              <td className={num}>
                {formatRupiah(members.reduce((s, m) => s + m.total_paid_contribution, 0))}
              </td>
              <td className={cell} />
            </tr>
          </tfoot>
        </table>
      </section>

      <section aria-labelledby="report-schedule">
        <h2 id="report-schedule" className="mb-2 font-semibold">
          Jadwal dan Penerima
        </h2>
        <table className="w-full border-collapse">
          <thead>
            <tr className="bg-stone-100">
              <th className={cell}>Putaran</th>
              <th className={cell}>Tanggal</th>
              <th className={num}>Iuran dibayar</th>
              <th className={num}>Denda</th>
              <th className={cell}>Penerima</th>
              <th className={num}>Dibayarkan</th>
            </tr>
          </thead>
          <tbody>
            {r.schedule.cycles.map((c) => (
              <tr key={c.cycle}>
                <td className={cell}>{c.cycle}</td>
                <td className={cell}>{formatCalendarDate(c.due_date)}</td>
                <td className={num}>
                  {formatRupiah(c.paid_amount)} ({c.paid_count}/{c.dues_count})
                </td>
                <td className={num}>{formatRupiah(c.late_fees_paid)}</td>
                <td className={cell}>
                  {c.recipient
                    ? `${c.recipient.name} (${c.recipient.method === 'draw' ? 'undian' : 'ditunjuk'}, ${formatCalendarDate(c.recipient.received_date)})`
                    : 'Belum ada'}
                </td>
                <td className={num}>{formatRupiah(c.paid_out)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <td className={cell} colSpan={2}>
                Jumlah
              </td>
              <td className={num}>
                {formatRupiah(r.schedule.cycles.reduce((s, c) => s + c.paid_amount, 0))}
              </td>
              <td className={num}>
                {formatRupiah(r.schedule.cycles.reduce((s, c) => s + c.late_fees_paid, 0))}
              </td>
              <td className={cell} />
              <td className={num}>{formatRupiah(r.schedule.cycles.reduce((s, c) => s + c.paid_out, 0))}</td>
            </tr>
          </tfoot>
        </table>
      </section>

      <section aria-labelledby="report-payouts">
        <h2 id="report-payouts" className="mb-2 font-semibold">
          Pembayaran Pot
        </h2>
        {r.payouts.length === 0 ? (
          <p className="text-stone-600">Belum ada pot yang dibayarkan.</p>
        ) : (
          <table className="w-full border-collapse">
            <thead>
              <tr className="bg-stone-100">
                <th className={cell}>Putaran</th>
                <th className={cell}>Penerima</th>
                <th className={cell}>Tanggal</th>
                <th className={cell}>Cara</th>
                <th className={num}>Jumlah</th>
              </tr>
            </thead>
            <tbody>
              {r.payouts.map((p) => (
                <tr key={p.id}>
                  <td className={cell}>{p.cycle}</td>
                  <td className={cell}>{p.name}</td>
                  <td className={cell}>{formatCalendarDate(p.paid_date)}</td>
                  <td className={cell}>{PAYOUT_METHOD_LABEL[p.method]}</td>
                  <td className={num}>{formatRupiah(p.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="report-corrections">
        <h2 id="report-corrections" className="mb-2 font-semibold">
          Koreksi Pembayaran
        </h2>
        {r.corrections.length === 0 ? (
          <p className="text-stone-600">Tidak ada koreksi.</p>
        ) : (
          <table className="w-full border-collapse">
            <thead>
              <tr className="bg-stone-100">
                <th className={cell}>Tanggal</th>
                <th className={cell}>Member</th>
                <th className={num}>Jumlah</th>
                <th className={num}>Denda</th>
                <th className={cell}>Alasan</th>
                <th className={cell}>Oleh</th>
              </tr>
            </thead>
            <tbody>
              {r.corrections.map((c) => (
                <tr key={c.id}>
                  <td className={cell}>{formatCalendarDate(c.payment_date)}</td>
                  <td className={cell}>{c.member_name}</td>
                  <td className={num}>{formatRupiah(c.amount)}</td>
                  <td className={num}>{formatRupiah(c.late_fee)}</td>
                  <td className={cell}>{c.reason}</td>
                  <td className={cell}>{c.recorded_by?.fullname ?? '-'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </PrintSheet>
  );
}

function TotalRow({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <tr className={strong ? 'font-semibold' : undefined}>
      <th scope="row" className={`${cell} font-normal`}>
        {label}
      </th>
      <td className={num}>{formatRupiah(value)}</td>
    </tr>
  );
}

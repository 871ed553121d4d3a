import {
  type ArisanUpdateBody,
  type ArisanUpdateInput,
  earlyPositionCount,
  type LelangTerms,
  POSITION_KIND_LABEL,
  type PositionCost,
  positionCosts,
  rupiahFromText,
  type SavingType,
} from '@toko/shared';
import { cycleDate } from '@toko/shared/schedule';
import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { Field } from '../../../components/ui/input.tsx';
import { formatCalendarDate, formatRupiah } from '../../../lib/format.ts';
import { formatPercent } from '../reminder.ts';

// Tighter than the list tables: seven columns inside a dialog.
const th = 'bg-stone-50 px-2 py-2 align-bottom text-xs font-semibold text-stone-600';
const td = 'border-t border-stone-100 px-2 py-1.5 align-middle';

/** Up to this many members every position is shown; beyond, the first, the middle and the last three. */
const ALL_UP_TO = 24;

function shownPositions(n: number): number[] | undefined {
  if (n <= ALL_UP_TO) return undefined;
  const mid = Math.ceil(n / 2);
  return [1, 2, 3, mid, mid + 1, n - 2, n - 1, n];
}

const rateText = (c: PositionCost) => (c.ratePerYear === null ? '-' : formatPercent(c.ratePerYear));

/**
 * 'Biaya Posisi' (docs/decisions/080-position-cost.md): what each position pays and receives, when, whether
 * it is a loan from the group or a saving, and its effective yearly rate.
 */
export function PositionCostTable({
  contribution,
  members,
  savingType,
  startDate,
  lelang,
}: {
  contribution: number;
  members: number;
  savingType: SavingType;
  startDate?: string;
  lelang?: LelangTerms;
}) {
  const headingId = useId();
  const costs = positionCosts({
    contribution,
    members,
    savingType,
    ...(lelang ? { lelang } : {}),
    ...(shownPositions(members) ? { positions: shownPositions(members) } : {}),
  });
  if (costs.length === 0) return null;
  const anyRate = costs.some((c) => c.ratePerCycle !== 0);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-medium text-stone-700">
        Biaya Posisi
      </h3>
      {/* A scrolling box is reached by keyboard too (WCAG 2.1.1): a phone scrolls the table sideways. */}
      <div
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-stone-200 bg-white focus:outline-none focus:ring-2 focus:ring-brand-200"
      >
        <table className="w-full min-w-max text-left text-sm">
          <thead>
            <tr>
              <th className={th}>Posisi</th>
              <th className={th}>{startDate ? 'Tanggal terima' : 'Menerima'}</th>
              <th className={`${th} text-right`}>Terima</th>
              {lelang ? <th className={`${th} text-right`}>Dividen</th> : null}
              <th className={th}>Sifat</th>
              <th className={`${th} text-right`}>Bunga efektif per tahun</th>
            </tr>
          </thead>
          <tbody>
            {costs.map((c) => (
              <tr key={c.position}>
                <td className={td}>{c.position}</td>
                <td className={td}>
                  {/* Position p receives at cycle p. */}
                  {startDate
                    ? formatCalendarDate(cycleDate(startDate, savingType, c.receiveCycle - 1), 'DD MMM YYYY')
                    : `Putaran ${c.receiveCycle}`}
                </td>
                <td className={`${td} text-right whitespace-nowrap`}>{formatRupiah(c.received)}</td>
                {lelang ? <td className={`${td} text-right`}>{formatRupiah(c.dividend)}</td> : null}
                <td className={td}>{POSITION_KIND_LABEL[c.kind]}</td>
                <td className={`${td} text-right`}>{rateText(c)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-stone-600">
        {`Setiap posisi membayar total ${formatRupiah(costs[0]!.paid)}. `}
        {anyRate
          ? 'Posisi awal menerima lebih dulu (pinjaman dari kelompok, bunganya dibayar lewat diskon lelang); posisi akhir menabung dan menerima bagian diskon.'
          : 'Tanpa lelang setiap posisi membayar dan menerima sama besar: posisi awal adalah pinjaman dari kelompok tanpa bunga, posisi akhir tabungan tanpa bunga.'}
        {members > ALL_UP_TO ? ` Ditampilkan posisi awal, tengah dan akhir dari ${members}.` : ''}
        {lelang
          ? ` Dividen diperkirakan dengan potongan pemenang ${lelang.expectedDiscountPercent.toLocaleString('id-ID')}% dari pot tiap putaran; hasil lelang sebenarnya bisa lain.`
          : ''}
      </p>
    </section>
  );
}

type ArisanForm = UseFormReturn<ArisanUpdateInput, unknown, ArisanUpdateBody>;

/**
 * The arisan form's block about positions: the minimum on-time share for the early ones (decision 079) and,
 * when creating, the 'Biaya Posisi' table following the contribution, the duration (one position per
 * cycle) and the type as they are typed.
 */
export function ArisanPositionTerms({ form, showCost }: { form: ArisanForm; showCost: boolean }) {
  const [amount, duration, savingType, startDate, rule, cap, commission] = useWatch({
    control: form.control,
    name: [
      'contribution_amount',
      'duration',
      'saving_type',
      'start_date',
      'recipient_rule',
      'lelang_cap_percent',
      'lelang_commission_percent',
    ],
  });
  // A lelang's cost depends on what wins each cycle: priced here at half the cap, a middle guess the
  // table names (ADR 080).
  const lelang =
    rule === 'lelang' && Number.isFinite(Number(cap))
      ? {
          capPercent: Number(cap),
          commissionPercent: Number.isFinite(Number(commission)) ? Number(commission) : 0,
          expectedDiscountPercent: Number(cap) / 2,
        }
      : undefined;
  const contribution = rupiahFromText(amount);
  const members = Number(duration);
  const early = Number.isInteger(members) && members >= 2 ? earlyPositionCount(members) : null;
  const priced =
    showCost && typeof contribution === 'number' && contribution > 0 && early !== null && members <= 1000;
  return (
    <>
      <Field
        label="Minimal tepat waktu untuk posisi awal (%)"
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        hint={`Opsional. Posisi awal adalah separuh pertama urutan${early ? ` (posisi 1-${early})` : ''}; member di bawah batas ini, atau yang belum punya riwayat, tidak dapat ditempatkan di sana.`}
        {...form.register('early_min_on_time_percent', { valueAsNumber: true })}
        error={form.formState.errors.early_min_on_time_percent?.message}
      />
      {priced ? (
        <PositionCostTable
          contribution={contribution}
          members={members}
          savingType={savingType as SavingType}
          {...(typeof startDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(startDate) ? { startDate } : {})}
          {...(lelang ? { lelang } : {})}
        />
      ) : null}
    </>
  );
}

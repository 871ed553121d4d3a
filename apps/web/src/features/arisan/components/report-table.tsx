import { type ReactNode, useId } from 'react';
import { formatRupiah } from '../../../lib/format.ts';

const cell = 'border border-stone-300 px-2 py-1 text-left align-top';
const num = `${cell} text-right tabular-nums`;

/** A column of a printed table; `num` right-aligns it, `total` sums it in the 'Jumlah' row. */
export interface ReportColumn<T> {
  header: string;
  num?: boolean;
  cell: (row: T) => ReactNode;
  total?: (rows: T[]) => ReactNode;
}

/** A part of the printed report under its heading (which names it). */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A bordered table of the printed report. When a column has a total, a 'Jumlah' row closes it: the label
 * spans the columns before the first total.
 */
export function ReportTable<T>({
  rows,
  rowKey,
  columns,
}: {
  rows: T[];
  rowKey: (row: T) => string | number;
  columns: ReportColumn<T>[];
}) {
  const first = columns.findIndex((c) => c.total);
  return (
    <table className="w-full border-collapse">
      <thead>
        <tr className="bg-stone-100">
          {columns.map((c) => (
            <th key={c.header} className={c.num ? num : cell}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((c) => (
              <td key={c.header} className={c.num ? num : cell}>
                {c.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {first > 0 ? (
        <tfoot>
          <tr className="font-semibold">
            <td className={cell} colSpan={first}>
              Jumlah
            </td>
            {columns.slice(first).map((c) => (
              <td key={c.header} className={c.num ? num : cell}>
                {c.total?.(rows)}
              </td>
            ))}
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}

/** The rupiah sum of one field over the rows (a 'Jumlah' cell). */
export const sumOf =
  <T,>(value: (row: T) => number) =>
  (rows: T[]) =>
    formatRupiah(rows.reduce((s, r) => s + value(r), 0));

/** One line of the totals table: a label and an amount. */
export function TotalRow({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <tr className={strong ? 'font-semibold' : undefined}>
      <th scope="row" className={`${cell} font-normal`}>
        {label}
      </th>
      <td className={num}>{formatRupiah(value)}</td>
    </tr>
  );
}

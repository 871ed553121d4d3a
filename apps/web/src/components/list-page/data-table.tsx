import type { ReactNode } from 'react';
import { Table, td, th } from '../ui/table.tsx';

/** One column of a table: its header and what each row shows in it. */
export interface Column<T> {
  header: ReactNode;
  /** Classes of the header cell and of every row's cell (alignment, 'hidden sm:table-cell'). */
  className?: string;
  headClassName?: string;
  cellClassName?: string;
  /** `n` counts the rows from 0 across pages (the 'No' column). */
  cell: (row: T, n: number) => ReactNode;
}

/** Columns as a page lists them; `false` leaves one out (a column only one view of the page has). */
export type Columns<T> = (Column<T> | false)[];

const classes = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

/** A table of rows, one cell per column; `offset` is the number of rows on the pages before this one. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  rowClassName,
  rowCurrent,
  offset = 0,
  className,
  footer,
}: {
  columns: Columns<T>;
  rows: T[];
  rowKey: (row: T) => string | number;
  rowClassName?: (row: T) => string | undefined;
  /** The row that stands for now (the current cycle): aria-current for screen readers. */
  rowCurrent?: (row: T) => boolean;
  offset?: number;
  className?: string;
  /** A closing row under the rows (a total). */
  footer?: ReactNode;
}) {
  const shown = columns.filter((c): c is Column<T> => c !== false);
  return (
    <Table className={className}>
      <thead>
        <tr>
          {shown.map((c, j) => (
            <th key={j} className={classes(th, c.className, c.headClassName)}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr
            key={rowKey(row)}
            className={rowClassName?.(row)}
            aria-current={rowCurrent?.(row) ? 'true' : undefined}
          >
            {shown.map((c, j) => (
              <td key={j} className={classes(td, c.className, c.cellClassName)}>
                {c.cell(row, offset + i)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {footer ? <tfoot>{footer}</tfoot> : null}
    </Table>
  );
}

/** The 'No' column: the row's place in the whole list, counting on across pages. */
export function numberColumn<T>(className?: string): Column<T> {
  return {
    header: 'No',
    className,
    headClassName: 'w-12',
    cellClassName: 'text-stone-500',
    cell: (_row, n) => n + 1,
  };
}

/** The buttons of one row (view, edit, delete), right-aligned. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex items-center justify-end gap-1">{children}</div>;
}

/**
 * The last column, a row's actions. With `hidden` its header is only for screen readers (relative keeps
 * that label inside the table's scroll box on a phone).
 */
export function actionsColumn<T>(
  actions: (row: T) => ReactNode,
  { header = 'Aksi', hidden = false }: { header?: string; hidden?: boolean } = {},
): Column<T> {
  return {
    header: hidden ? <span className="sr-only">{header}</span> : header,
    headClassName: hidden ? 'relative' : 'text-right',
    cell: (row) => <RowActions>{actions(row)}</RowActions>,
  };
}

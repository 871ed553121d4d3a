import type { ReactNode } from 'react';
import { Pagination } from '../ui/pagination.tsx';
import { type Columns, DataTable } from './data-table.tsx';
import { QueryState, type QueryView } from './query-state.tsx';

interface Paged {
  pagination: { currentPage: number; totalPages: number; limit: number };
}

interface TableProps<D, T> {
  rows: (data: D) => T[];
  columns: Columns<T>;
  rowKey: (row: T) => string | number;
  rowClassName?: (row: T) => string | undefined;
  onPage: (page: number) => void;
  /** false hides the pager (the products list while searching, docs/product.md 2.8). */
  pager?: boolean;
}

/** One page of a list: the table (faded while the next page loads) and the pager under it. */
export function PagedTable<D extends Paged, T>({
  data,
  rows,
  faded = false,
  onPage,
  pager = true,
  ...table
}: TableProps<D, T> & { data: D; faded?: boolean }) {
  return (
    <>
      <DataTable
        {...table}
        rows={rows(data)}
        offset={(data.pagination.currentPage - 1) * data.pagination.limit}
        className={faded ? 'opacity-60' : ''}
      />
      {pager ? (
        <Pagination
          currentPage={data.pagination.currentPage}
          totalPages={data.pagination.totalPages}
          onPageChange={onPage}
        />
      ) : null}
    </>
  );
}

/** A paginated list as every admin page shows it: error, spinner or empty text, else the paged table. */
export function ListTable<D extends Paged, T>({
  query,
  empty,
  errorPrefix,
  ...table
}: TableProps<D, T> & { query: QueryView<D>; empty: ReactNode; errorPrefix?: string }) {
  return (
    <QueryState
      query={query}
      isEmpty={(d) => table.rows(d).length === 0}
      empty={empty}
      errorPrefix={errorPrefix}
    >
      {(data) => <PagedTable {...table} data={data} faded={query.isPlaceholderData} />}
    </QueryState>
  );
}

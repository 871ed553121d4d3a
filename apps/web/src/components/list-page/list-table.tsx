import type { ReactNode } from 'react';
import { Pagination } from '../ui/pagination.tsx';
import { type Columns, DataTable } from './data-table.tsx';
import { type ListQuery, ListState } from './list-state.tsx';

interface Paged {
  pagination: { currentPage: number; totalPages: number; limit: number };
}

/**
 * A paginated list as every admin page shows it: error, spinner or empty text, else the table (faded
 * while the next page loads) and the pager under it. `pager={false}` hides the pager (the products
 * list while searching, spec 2.8).
 */
export function ListTable<D extends Paged, T>({
  query,
  rows,
  columns,
  rowKey,
  rowClassName,
  empty,
  errorPrefix,
  onPage,
  pager = true,
}: {
  query: ListQuery<D>;
  rows: (data: D) => T[];
  columns: Columns<T>;
  rowKey: (row: T) => string | number;
  rowClassName?: (row: T) => string | undefined;
  empty: ReactNode;
  errorPrefix?: string;
  onPage: (page: number) => void;
  pager?: boolean;
}) {
  return (
    <ListState query={query} isEmpty={(d) => rows(d).length === 0} empty={empty} errorPrefix={errorPrefix}>
      {(data) => (
        <>
          <DataTable
            columns={columns}
            rows={rows(data)}
            rowKey={rowKey}
            rowClassName={rowClassName}
            offset={(data.pagination.currentPage - 1) * data.pagination.limit}
            className={query.isPlaceholderData ? 'opacity-60' : ''}
          />
          {pager ? (
            <Pagination
              currentPage={data.pagination.currentPage}
              totalPages={data.pagination.totalPages}
              onPageChange={onPage}
            />
          ) : null}
        </>
      )}
    </ListState>
  );
}

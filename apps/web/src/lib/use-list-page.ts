import { useState } from 'react';

/**
 * The page of a paginated list: back to page 1 whenever `filters` (a key of the current search and
 * filters) changes, and to the last page there is when a delete or a shorter result empties the page
 * shown. Call `settle` during render with the answer for the current page.
 */
export function useListPage(filters: string) {
  const [page, setPage] = useState(1);
  const [lastFilters, setLastFilters] = useState(filters);
  if (lastFilters !== filters) {
    setLastFilters(filters);
    setPage(1);
  }
  const settle = (answer: { pagination: { totalPages: number } } | undefined, shown: number) => {
    if (answer && shown === 0 && page > 1 && answer.pagination.totalPages < page) {
      setPage(answer.pagination.totalPages);
    }
  };
  return { page, setPage, settle };
}

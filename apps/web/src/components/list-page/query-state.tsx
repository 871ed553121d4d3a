import type { ReactNode } from 'react';
import { Spinner } from '../ui/spinner.tsx';
import { EmptyState, ErrorText } from '../ui/states.tsx';

/** What the states need to know of a query (TanStack Query's result has these). */
export interface QueryView<D> {
  isError: boolean;
  error: unknown;
  data: D | undefined;
  isPlaceholderData?: boolean;
}

/**
 * The states every list (and every page of one record) goes through: the error as docs/product.md 8
 * writes it ('Error: {message}'), a spinner while the first answer is on its way, the page's empty text,
 * then the data itself.
 */
export function QueryState<D>({
  query,
  isEmpty,
  empty,
  emptyAction,
  errorPrefix,
  loading,
  children,
}: {
  query: QueryView<D>;
  /** Lists that can be empty say how to tell, and what to say then. */
  isEmpty?: (data: D) => boolean;
  empty?: ReactNode;
  /** A way on from the empty list ('Lihat Produk'). */
  emptyAction?: ReactNode;
  errorPrefix?: string;
  /** What the spinner says ('Memuat arisan...'). */
  loading?: string;
  children: (data: D) => ReactNode;
}) {
  if (query.isError) return <ErrorText error={query.error} prefix={errorPrefix} />;
  if (!query.data) return <Spinner label={loading} />;
  if (isEmpty?.(query.data)) return <EmptyState action={emptyAction}>{empty}</EmptyState>;
  return <>{children(query.data)}</>;
}

import type { ReactNode } from 'react';
import { Spinner } from '../ui/spinner.tsx';
import { EmptyState, ErrorText } from '../ui/states.tsx';

/** What a list needs to know of its query (TanStack Query's result has these). */
export interface ListQuery<D> {
  isError: boolean;
  error: unknown;
  data: D | undefined;
  isPlaceholderData?: boolean;
}

/**
 * The states every list goes through: the error as the spec writes it ('Error: {message}'), a spinner
 * while the first answer is on its way, the page's empty text, then the list itself.
 */
export function ListState<D>({
  query,
  isEmpty,
  empty,
  errorPrefix,
  children,
}: {
  query: ListQuery<D>;
  /** Lists that can be empty say how to tell, and what to say then. */
  isEmpty?: (data: D) => boolean;
  empty?: ReactNode;
  errorPrefix?: string;
  children: (data: D) => ReactNode;
}) {
  if (query.isError) return <ErrorText error={query.error} prefix={errorPrefix} />;
  if (!query.data) return <Spinner />;
  if (isEmpty?.(query.data)) return <EmptyState>{empty}</EmptyState>;
  return <>{children(query.data)}</>;
}

import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { Spinner } from '../ui/spinner.tsx';
import { EmptyState, ErrorText } from '../ui/states.tsx';
import type { QueryView } from './query-state.tsx';

/** Back from a detail page to its list ('Arisan', 'Members'). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="mb-3 inline-flex items-center gap-1 text-sm text-stone-600 hover:text-stone-900">
      <ArrowLeft className="size-4" aria-hidden />
      {children}
    </Link>
  );
}

/**
 * The states of a page that shows one record of a list: not found (a bad id in the address or a 404),
 * the error, a spinner, then the record. The first two keep the way back to the list.
 */
export function DetailState<D>({
  id,
  query,
  back,
  notFound,
  children,
}: {
  id: number;
  query: QueryView<D>;
  back: ReactNode;
  notFound: string;
  children: (data: D) => ReactNode;
}) {
  if (!Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404)) {
    return (
      <div className="p-4 sm:p-6">
        {back}
        <EmptyState>{notFound}</EmptyState>
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col gap-4 p-4 sm:p-6">
        {back}
        <ErrorText error={query.error} />
      </div>
    );
  }
  if (!query.data) return <Spinner />;
  return <>{children(query.data)}</>;
}

import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a page fails to load (for example a chunk after a deploy); a reload usually mends it. */
export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : (error as Error)?.message;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-xl font-semibold">Terjadi kesalahan</h1>
      <p className="text-red-600">{`Error: ${message ?? 'Unknown error'}`}</p>
      <button
        type="button"
        className="rounded-lg bg-brand-700 px-4 py-2 text-white"
        onClick={() => window.location.reload()}
      >
        Muat ulang
      </button>
    </div>
  );
}

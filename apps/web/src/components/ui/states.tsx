import type { ReactNode } from 'react';

/** A page-level error as the spec writes it: 'Error: {message}' in red; objects are shown as JSON. */
export function ErrorText({ error, prefix = 'Error' }: { error: unknown; prefix?: string }) {
  const message =
    error instanceof Error
      ? error.message
      : typeof error === 'object'
        ? JSON.stringify(error)
        : String(error);
  return (
    <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
      {prefix}: {message}
    </p>
  );
}

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-stone-300 bg-white px-4 py-12 text-center text-stone-600">
      <p>{children}</p>
      {action}
    </div>
  );
}

import type { ReactNode } from 'react';

/**
 * What every form control has around it: its label, a hint, and its error under it (which the control
 * names with `fieldAria`, so a screen reader reads the error with the field).
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label?: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      {label ? (
        <label htmlFor={id} className="text-sm font-medium text-stone-700">
          {label}
        </label>
      ) : null}
      {children}
      {hint && !error ? <p className="text-xs text-stone-500">{hint}</p> : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The control's side of FieldFrame: invalid while there is an error, described by it. */
export const fieldAria = (id: string, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});

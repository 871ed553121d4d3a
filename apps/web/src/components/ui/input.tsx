import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { FieldFrame, fieldAria } from './field-frame.tsx';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label?: ReactNode;
  error?: string;
  hint?: ReactNode;
}

export const inputClass =
  'h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900 placeholder:text-stone-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-stone-100 disabled:text-stone-500 aria-[invalid=true]:border-red-500';

/** A labelled input with its error text under it, wired for screen readers. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, id, className = '', ...rest },
  ref,
) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error}>
      <input
        ref={ref}
        id={inputId}
        {...fieldAria(inputId, error)}
        className={`${inputClass} ${className}`}
        {...rest}
      />
    </FieldFrame>
  );
});

import { forwardRef, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { FieldFrame, fieldAria } from './field-frame.tsx';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label?: ReactNode;
  error?: string;
}

export const selectClass =
  'h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-stone-100 disabled:text-stone-400 aria-[invalid=true]:border-red-500';

/** A labelled native select (native pickers are the best on phones). */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, error, id, className = '', children, ...rest },
  ref,
) {
  const auto = useId();
  const selectId = id ?? auto;
  return (
    <FieldFrame id={selectId} label={label} error={error}>
      <select
        ref={ref}
        id={selectId}
        {...fieldAria(selectId, error)}
        className={`${selectClass} ${className}`}
        {...rest}
      >
        {children}
      </select>
    </FieldFrame>
  );
});

import { forwardRef, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label?: ReactNode;
  error?: string;
}

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, error, id, className = '', ...rest },
  ref,
) {
  const auto = useId();
  const areaId = id ?? auto;
  return (
    <div className="flex flex-col gap-1">
      {label ? (
        <label htmlFor={areaId} className="text-sm font-medium text-stone-700">
          {label}
        </label>
      ) : null}
      <textarea
        ref={ref}
        id={areaId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${areaId}-error` : undefined}
        className={`min-h-24 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 placeholder:text-stone-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-500 ${className}`}
        {...rest}
      />
      {error ? (
        <p id={`${areaId}-error`} className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
});

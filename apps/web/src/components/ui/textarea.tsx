import { forwardRef, type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { FieldFrame, fieldAria } from './field-frame.tsx';

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
    <FieldFrame id={areaId} label={label} error={error}>
      <textarea
        ref={ref}
        id={areaId}
        {...fieldAria(areaId, error)}
        className={`min-h-24 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm text-stone-900 placeholder:text-stone-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-500 ${className}`}
        {...rest}
      />
    </FieldFrame>
  );
});

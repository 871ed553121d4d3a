import { forwardRef, type InputHTMLAttributes, useId } from 'react';
import { z } from 'zod';

const MAX_BYTES = 5 * 1024 * 1024;

/**
 * A form's photos (a review's, a return's) as the browser holds them: at most `max` files of 5 MB. The
 * server checks each again by its bytes; this only saves a shopper an upload that would be refused.
 */
export function photoFilesSchema({ min = 0, max, message }: { min?: number; max: number; message: string }) {
  return z
    .custom<FileList | undefined>()
    .transform((files) => [...(files ?? [])])
    .pipe(
      z
        .array(z.instanceof(File))
        .min(min, message)
        .max(max, message)
        .refine((files) => files.every((f) => f.size <= MAX_BYTES), 'Ukuran foto paling besar 5 MB'),
    );
}

interface PhotoFilesInputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
}

/** The photo picker of those forms: several files, photo types only, its error under it. */
export const PhotoFilesInput = forwardRef<HTMLInputElement, PhotoFilesInputProps>(function PhotoFilesInput(
  { label, error, ...rest },
  ref,
) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        type="file"
        multiple
        accept="image/jpeg,image/png,image/webp,image/avif"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="text-sm file:mr-3 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium"
        {...rest}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
});

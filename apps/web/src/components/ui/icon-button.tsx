import type { ButtonHTMLAttributes, ReactNode } from 'react';

/** A small square icon button for table rows; `label` is its accessible name and tooltip. */
export function IconButton({
  label,
  tone = 'default',
  children,
  className = '',
  ...rest
}: {
  label: string;
  tone?: 'default' | 'danger';
  children: ReactNode;
} & ButtonHTMLAttributes<HTMLButtonElement>) {
  const colours =
    tone === 'danger'
      ? 'text-red-600 hover:bg-red-50 disabled:text-stone-300 disabled:hover:bg-transparent'
      : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900 disabled:text-stone-300';
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={`inline-flex size-9 items-center justify-center rounded-lg transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed ${colours} ${className}`}
      {...rest}
    >
      {children}
    </button>
  );
}

import type { ButtonHTMLAttributes, ComponentType } from 'react';

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  label: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  tone?: 'default' | 'danger';
}

/** A square icon button whose accessible name (and tooltip) is `label`. */
export function IconButton({
  label,
  icon: Icon,
  tone = 'default',
  className = '',
  ...rest
}: IconButtonProps) {
  const colours =
    tone === 'danger'
      ? 'text-red-600 hover:bg-red-50'
      : 'text-stone-600 hover:bg-stone-100 hover:text-stone-900';
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={`inline-flex size-9 items-center justify-center rounded-lg transition-colors focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-40 ${colours} ${className}`}
      {...rest}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}

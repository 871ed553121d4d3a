import type { ReactNode } from 'react';

export type BadgeTone = 'yellow' | 'blue' | 'purple' | 'green' | 'red' | 'gray' | 'brand';

const TONES: Record<BadgeTone, string> = {
  yellow: 'bg-yellow-100 text-yellow-800',
  blue: 'bg-blue-100 text-blue-800',
  purple: 'bg-purple-100 text-purple-800',
  green: 'bg-green-100 text-green-800',
  red: 'bg-red-100 text-red-800',
  gray: 'bg-stone-100 text-stone-700',
  brand: 'bg-brand-100 text-brand-800',
};

export function Badge({
  tone = 'gray',
  children,
  className = '',
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ${TONES[tone]} ${className}`}
    >
      {children}
    </span>
  );
}

import type { ReactNode } from 'react';

/** One line of a money summary: a label left, an amount right. */
export function SummaryRow({
  label,
  children,
  strong = false,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex items-baseline justify-between gap-4 ${strong ? 'text-base font-bold text-stone-900' : 'text-sm text-stone-600'}`}
    >
      <dt>{label}</dt>
      <dd className={strong ? '' : 'font-medium text-stone-900'}>{children}</dd>
    </div>
  );
}

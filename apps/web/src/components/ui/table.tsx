import type { ReactNode } from 'react';

/** A horizontally scrollable table shell, so wide admin tables never widen the page on a phone. */
export function Table({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div className={`relative overflow-x-auto rounded-xl border border-stone-200 bg-white ${className}`}>
      <table className="w-full min-w-max text-left text-sm">{children}</table>
    </div>
  );
}

export const th = 'bg-stone-50 px-4 py-3 text-xs font-semibold uppercase tracking-wide text-stone-500';
export const td = 'border-t border-stone-100 px-4 py-3 align-middle';

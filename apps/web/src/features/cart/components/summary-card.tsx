import { type ReactNode, useId } from 'react';

/** A summary box of the checkout ('Ringkasan Belanja', 'Ringkasan Pesanan'), named by its title. */
export function SummaryCard({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

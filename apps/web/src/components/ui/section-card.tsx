import { type ReactNode, useId } from 'react';

/** A white card under its own heading, which names it for screen readers (a region). */
export function SectionCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-xl border border-stone-200 bg-white p-4">
      <h2 id={id} className="mb-3 font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

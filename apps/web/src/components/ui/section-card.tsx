import { type ReactNode, useId } from 'react';

/**
 * A white card under its own heading, which names it for screen readers (a region). `large` is the
 * checkout's roomier box ('Ringkasan Belanja'); the dashboard's cards are the compact ones.
 */
export function SectionCard({
  title,
  large = false,
  children,
}: {
  title: ReactNode;
  large?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`border border-stone-200 bg-white ${large ? 'rounded-2xl p-5' : 'rounded-xl p-4'}`}
    >
      <h2 id={id} className={large ? 'mb-4 text-lg font-semibold' : 'mb-3 font-semibold'}>
        {title}
      </h2>
      {children}
    </section>
  );
}

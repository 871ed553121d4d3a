import type { ReactNode } from 'react';

/** A dialog form's buttons, kept in view at the bottom while a long form scrolls on a phone. */
export function FormActions({ children }: { children: ReactNode }) {
  return (
    <div className="sticky bottom-0 -mx-5 -mb-4 flex justify-end gap-2 border-t border-stone-100 bg-white px-5 py-3">
      {children}
    </div>
  );
}

import { type ReactElement, Suspense } from 'react';
import { nextTask } from './next-task.ts';

/**
 * Progressive hydration (ADR 096). Taking a drawn page over in one pass is one long task (most of it
 * code running for the first time) that a tap or a frame waits for, and Lighthouse counts as blocking.
 * A part wrapped in `HydrateLater` is left as the server drew it during that pass and taken over in a
 * task of its own right after, in page order: the pass and each part are then short tasks.
 *
 * How: while the first pass runs, the part suspends; Preact keeps the server's element of a part that
 * suspends during hydration and hydrates it when its promise resolves. Outside that pass (a page the app
 * draws itself, a later render, the server) the part renders at once, as if it were not wrapped.
 */

let firstPass = false;
const waiting: (() => void)[] = [];

function Deferred({ children }: { children: ReactElement }) {
  if (firstPass) throw new Promise<void>((resolve) => waiting.push(resolve));
  return children;
}

/**
 * Hydrates `children` after the first pass. It must draw exactly one element, always: Preact keeps the
 * first node the server drew for a part that suspends, so a part that drew nothing would claim its next
 * sibling (a component that may draw nothing keeps a box of its own, like the barang offer's).
 */
export function HydrateLater({ children }: { children: ReactElement }) {
  return (
    <Suspense fallback={null}>
      <Deferred>{children}</Deferred>
    </Suspense>
  );
}

/**
 * Runs `hydrate` (the first pass, synchronous) with every `HydrateLater` part held back, then takes the
 * parts over one task each. Resolves once the last part is hydrated.
 */
export async function hydrateInParts(hydrate: () => void): Promise<void> {
  firstPass = true;
  try {
    hydrate();
  } finally {
    firstPass = false;
  }
  for (let resolve = waiting.shift(); resolve; resolve = waiting.shift()) {
    await nextTask();
    // The part renders in this task's microtasks (Preact batches renders in a microtask).
    resolve();
  }
  await nextTask();
}

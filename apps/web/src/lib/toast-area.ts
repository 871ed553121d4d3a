import { type RefObject, useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * Where toasts go on a phone, decided by the layout on screen (docs/decisions/021-toast-placement.md):
 * right under a layout's sticky header, whose height it measures (the header wraps, grows with a search
 * row, changes with the viewport: no constant fits), or at the bottom for a layout without a header,
 * whose first controls sit at the very top, right of its side rail (its measured width).
 *
 * The measures live here, not in CSS variables on the root element: a variable set there makes the
 * browser restyle the whole page (about 20 ms of a phone's main thread each time, ADR 096), while only
 * the toast area, mounted at the first tap, reads them.
 */
export type ToastArea = 'under-header' | 'bottom';

export interface ToastPlacement {
  area: ToastArea;
  /** The storefront header's height, px. */
  top: number;
  /** The dashboard rail's width, px. */
  left: number;
}

let placement: ToastPlacement = { area: 'under-header', top: 0, left: 0 };
const listeners = new Set<() => void>();
function place(next: Partial<ToastPlacement>) {
  const merged = { ...placement, ...next };
  if (merged.area === placement.area && merged.top === placement.top && merged.left === placement.left)
    return;
  placement = merged;
  for (const l of listeners) l();
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useToastPlacement(): ToastPlacement {
  return useSyncExternalStore(subscribe, () => placement);
}

/** Toasts under this header: its height, kept current. */
export function useToastsUnderHeader(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => place({ top: Math.ceil(el.getBoundingClientRect().height) });
    place({ area: 'under-header' });
    // The observer's first report comes with the next frame, once the browser has laid the page out:
    // measuring here instead would lay it out inside the app's start, one long task (ADR 095).
    if (typeof ResizeObserver === 'undefined') measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      place({ top: 0 });
    };
  }, [ref]);
}

/**
 * A layout without a header: toasts at the bottom of a phone screen, clear of the page's first controls,
 * and right of the layout's side rail (its width, kept current).
 */
export function useToastsAtBottom(railRef: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const el = railRef.current;
    const measure = () => el && place({ left: Math.ceil(el.getBoundingClientRect().width) });
    place({ area: 'bottom' });
    // As under a header: the observer's first report measures, after the browser's own layout.
    if (typeof ResizeObserver === 'undefined') measure();
    const observer = el && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(measure) : undefined;
    if (el) observer?.observe(el);
    return () => {
      observer?.disconnect();
      place({ area: 'under-header', left: 0 });
    };
  }, [railRef]);
}

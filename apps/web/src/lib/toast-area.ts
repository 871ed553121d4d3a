import { type RefObject, useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * Where toasts go on a phone, decided by the layout on screen (docs/decisions/021-toast-placement.md):
 * right under a layout's sticky header, whose height it measures into the CSS variable `--toast-top`
 * (the header wraps, grows with a search row, changes with the viewport: no constant fits), or at the
 * bottom for a layout without a header, whose first controls sit at the very top.
 */
export type ToastArea = 'under-header' | 'bottom';

let area: ToastArea = 'under-header';
const listeners = new Set<() => void>();
function setArea(next: ToastArea) {
  if (area === next) return;
  area = next;
  for (const l of listeners) l();
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useToastArea(): ToastArea {
  return useSyncExternalStore(subscribe, () => area);
}

/** Toasts under this header: its height, kept current, is `--toast-top` on the root element. */
export function useToastsUnderHeader(ref: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const measure = () =>
      root.style.setProperty('--toast-top', `${Math.ceil(el.getBoundingClientRect().height)}px`);
    setArea('under-header');
    // The observer's first report comes with the next frame, once the browser has laid the page out:
    // measuring here instead would lay it out inside the app's start, one long task (ADR 095).
    if (typeof ResizeObserver === 'undefined') measure();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--toast-top');
    };
  }, [ref]);
}

/**
 * A layout without a header: toasts at the bottom of a phone screen, clear of the page's first controls,
 * and right of the layout's side rail (its width, kept current, is `--toast-left`).
 */
export function useToastsAtBottom(railRef: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const el = railRef.current;
    const root = document.documentElement;
    const measure = () =>
      el && root.style.setProperty('--toast-left', `${Math.ceil(el.getBoundingClientRect().width)}px`);
    setArea('bottom');
    // As under a header: the observer's first report measures, after the browser's own layout.
    if (typeof ResizeObserver === 'undefined') measure();
    const observer = el && typeof ResizeObserver !== 'undefined' ? new ResizeObserver(measure) : undefined;
    if (el) observer?.observe(el);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--toast-left');
      setArea('under-header');
    };
  }, [railRef]);
}

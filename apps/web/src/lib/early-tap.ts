/**
 * A page the server drew can be tapped before its code has run. The page's inline script (the API's
 * PAGE_SCRIPT, ADR 046) remembers the last button tapped then; this module takes it over when the
 * app starts and taps it again once the app is drawn, so a shopper's Login or "add to cart" is not lost.
 */
declare global {
  interface Window {
    /** The button tapped before the app was alive (set by the page's inline script). */
    __tokoTap?: HTMLElement;
    /** Set when the app starts: from then on the app takes every tap (the page script records no more). */
    __tokoAlive?: boolean;
    /** Set once the whole page is the app's (every part hydrated, ADR 096) and the held tap replayed. */
    __tokoDrawn?: boolean;
  }
}

let pending: HTMLElement | null = null;
let holding: ((event: Event) => void) | null = null;

/**
 * Called right before the app hydrates: takes the early tap, and stops the page script recording more.
 * Until the page is drawn (its parts hydrate over a few tasks, ADR 096) a tapped button may not have its
 * handler yet, so the app holds such a tap itself: the last one is tapped again once the page is drawn.
 */
export function holdEarlyTap(win: Window = window) {
  win.__tokoAlive = true;
  pending = win.__tokoTap ?? null;
  delete win.__tokoTap;
  holding ??= (event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button) return;
    // Not submitted and not handled now: tapped again, with its handler, once the page is drawn.
    event.preventDefault();
    event.stopPropagation();
    pending = button;
  };
  win.document.addEventListener('click', holding, true);
}

/**
 * Called once the page is drawn: stops holding taps, and taps the held button once when it is still on
 * the page (hydration keeps the server's elements; a page drawn afresh has replaced them, and a tap on a
 * stranger element is worse than none).
 */
export function replayEarlyTap(win: Window = window) {
  if (holding) win.document.removeEventListener('click', holding, true);
  holding = null;
  win.__tokoDrawn = true;
  const button = pending;
  pending = null;
  if (button?.isConnected) button.click();
}

/**
 * A page the server drew can be tapped before its code has run. The page's inline script (the API's
 * PAGE_SCRIPT, ADR 046) remembers the last button tapped then; this module takes it over when the
 * app starts and taps it again once the app is drawn, so a shopper's Login or "add to cart" is not lost.
 */
declare global {
  interface Window {
    /** The button tapped before the app was alive (set by the page's inline script). */
    __tokoTap?: HTMLElement;
    /** Set when the app starts: from then on the app's own handlers take every tap. */
    __tokoAlive?: boolean;
  }
}

let pending: HTMLElement | null = null;

/** Called right before the app hydrates: takes the early tap, and stops the page script recording more. */
export function holdEarlyTap(win: Window = window) {
  win.__tokoAlive = true;
  pending = win.__tokoTap ?? null;
  delete win.__tokoTap;
}

/**
 * Taps the held button once, when it is still on the page (hydration keeps the server's elements; a
 * page drawn afresh has replaced them, and a tap on a stranger element is worse than none).
 */
export function replayEarlyTap() {
  const button = pending;
  pending = null;
  if (button?.isConnected) button.click();
}

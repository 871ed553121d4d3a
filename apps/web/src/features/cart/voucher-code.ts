import { useSyncExternalStore } from 'react';

// The voucher code the shopper applied on the cart page, carried to the address step that places the
// order. Kept in sessionStorage, so a reload keeps it and a new tab or a closed browser starts without.

const KEY = 'toko.voucher-code';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setVoucherCode(code: string | null): void {
  try {
    if (code) sessionStorage.setItem(KEY, code);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the code then lives until the page is left.
  }
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The applied code, or null. */
export function useVoucherCode(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}

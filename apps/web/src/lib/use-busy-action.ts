import { useCallback, useRef, useState } from 'react';

/**
 * One user action at a time: while `action` runs, `busy` is true and further calls are ignored (they
 * resolve to undefined). The guard is a ref, not state, so a double click inside one frame (before React
 * re-renders the disabled button) is still one action. Forms get it through `Form`; one-shot buttons
 * ('Buat Pesanan', 'Ya, Batalkan', 'Tambah ke Keranjang') use it directly.
 */
export function useBusyAction<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const running = useRef(false);
  const latest = useRef(action);
  latest.current = action;
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (...args: A): Promise<R | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      return await latest.current(...args);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { run, busy };
}

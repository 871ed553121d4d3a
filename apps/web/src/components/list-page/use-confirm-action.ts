import { useState } from 'react';
import { runWithToasts } from '../../lib/notify.ts';

type Text<T> = string | ((target: T) => string);
const say = <T>(text: Text<T>, target: T) => (typeof text === 'function' ? text(target) : text);

/**
 * An action that asks first ('Hapus X?', 'Batalkan pesanan X?'): the row waiting for the answer, and the
 * confirm that runs the request, toasts the outcome ('<failure>: <server message>', docs/product.md 8) and closes
 * the question only when it worked. Spread `dialog` into a ConfirmDialog.
 */
export function useConfirmAction<T>(
  perform: (target: T) => Promise<unknown>,
  texts: { success: Text<T>; failure: Text<T>; after?: (target: T) => void },
) {
  const [target, setTarget] = useState<T | null>(null);
  const close = () => setTarget(null);
  const confirm = async () => {
    if (target === null) return;
    if (await runWithToasts(() => perform(target), say(texts.success, target), say(texts.failure, target))) {
      close();
      texts.after?.(target);
    }
  };
  return {
    target,
    ask: (t: T) => setTarget(t),
    dialog: { open: target !== null, onConfirm: confirm, onClose: close },
  };
}

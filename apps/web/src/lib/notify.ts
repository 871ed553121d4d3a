import { toast } from 'sonner';
import { errorMessage } from '../api/client.ts';

/** A failure toast as docs/product.md 8 writes it: 'Gagal ...: {server message}' or ': Unknown error'. */
export function toastFailure(prefix: string, err: unknown) {
  toast.error(`${prefix}: ${errorMessage(err)}`);
}

/** Runs a request and toasts how it went (the failure as above); true when it worked. */
export async function runWithToasts(perform: () => Promise<unknown>, success: string, failure: string) {
  try {
    await perform();
    toast.success(success);
    return true;
  } catch (err) {
    toastFailure(failure, err);
    return false;
  }
}

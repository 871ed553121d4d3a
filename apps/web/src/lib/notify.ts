import { toast } from 'sonner';
import { errorMessage } from '../api/client.ts';

/** A failure toast as spec 8 writes it: 'Gagal ...: {server message}' or ': Unknown error'. */
export function toastFailure(prefix: string, err: unknown) {
  toast.error(`${prefix}: ${errorMessage(err)}`);
}

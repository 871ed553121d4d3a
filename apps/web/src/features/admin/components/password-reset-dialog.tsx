import type { User } from '@toko/shared';
import { useConfirmAction } from '../../../components/list-page/use-confirm-action.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useSendPasswordReset } from '../api/send-password-reset.ts';

/**
 * 'Kirim link reset' (the users table and the customer page): asks first, then mails the account a
 * reset link; the owner never sees the link. `ask(user)` opens the question, `dialog` draws it.
 */
export function usePasswordReset() {
  const sendReset = useSendPasswordReset();
  const resetting = useConfirmAction((u: User) => sendReset.mutateAsync(u.id), {
    success: (u) => `Tautan atur ulang password dikirim ke ${u.email}`,
    failure: 'Gagal mengirim tautan',
  });
  const dialog = (
    <ConfirmDialog
      {...resetting.dialog}
      title="Kirim Link Reset"
      message={
        <>
          Kirim tautan atur ulang password ke <strong>{resetting.target?.email}</strong>? Tautan berlaku 30
          menit dan hanya bisa dibuka dari email tersebut.
        </>
      }
      confirmLabel="Kirim link reset"
      cancelLabel="Batal"
    />
  );
  return { ask: resetting.ask, dialog };
}

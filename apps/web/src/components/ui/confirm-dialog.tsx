import type { ReactNode } from 'react';
import { useBusyAction } from '../../lib/use-busy-action.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  loading?: boolean;
  /** The confirm button stays off (the message says why), e.g. a location members still live in. */
  confirmDisabled?: boolean;
  /** Return the request's promise: repeats are ignored (and the button busy) until it settles. */
  onConfirm: () => unknown;
  onClose: () => void;
}

/** "Are you sure?" with a cancel and a confirm button. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Ya',
  cancelLabel = 'Batal',
  tone = 'danger',
  loading,
  confirmDisabled,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const confirm = useBusyAction(async () => {
    await onConfirm();
  });
  const busy = loading || confirm.busy;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={tone} onClick={() => confirm.run()} loading={busy} disabled={confirmDisabled}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="text-sm text-stone-700">{message}</div>
    </Dialog>
  );
}

import { type RejectPaymentBody, RejectPaymentBodySchema } from '@toko/shared';
import type { ReactNode } from 'react';
import { ReasonForm } from './reason-form.tsx';
import { Dialog } from './ui/dialog.tsx';

export interface RejectProofProps {
  /** The dialog's title and its button: 'Tolak Pembayaran', 'Tolak Iuran'. */
  title: string;
  /** Whose proof, for how much, and that the payer reads the reason and may upload again. */
  intro: ReactNode;
  reject: (body: RejectPaymentBody) => Promise<unknown>;
  success: string;
  failure: string;
}

/**
 * Refusing a proof of transfer (an order's or an arisan member's): the reason is required, because the
 * payer reads it and then uploads a new proof.
 */
export function RejectProofDialog({
  open,
  onClose,
  ...props
}: RejectProofProps & { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={props.title} size="md">
      {open ? <RejectProofForm {...props} onClose={onClose} /> : null}
    </Dialog>
  );
}

function RejectProofForm({
  title,
  intro,
  reject,
  success,
  failure,
  onClose,
}: RejectProofProps & { onClose: () => void }) {
  return (
    <ReasonForm
      schema={RejectPaymentBodySchema}
      intro={intro}
      label="Alasan penolakan"
      placeholder="Contoh: Nominal transfer tidak sesuai"
      submitLabel={title}
      save={reject}
      success={success}
      failure={failure}
      onClose={onClose}
    />
  );
}

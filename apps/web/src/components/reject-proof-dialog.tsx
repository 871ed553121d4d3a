import { type RejectPaymentBody, RejectPaymentBodySchema } from '@toko/shared';
import type { ReactNode } from 'react';
import { Dialog } from './ui/dialog.tsx';
import { CancelButton, Form, SubmitButton, useZodForm } from './ui/form.tsx';
import { Textarea } from './ui/textarea.tsx';

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
  const form = useZodForm(RejectPaymentBodySchema, { reason: '' });
  return (
    <Form
      form={form}
      aria-label={title}
      onSubmit={reject}
      success={success}
      failure={failure}
      onSuccess={onClose}
    >
      <p className="text-sm text-stone-700">{intro}</p>
      <Textarea
        label="Alasan penolakan"
        placeholder="Contoh: Nominal transfer tidak sesuai"
        maxLength={300}
        autoFocus
        {...form.register('reason')}
        error={form.formState.errors.reason?.message}
      />
      <div className="flex justify-end gap-2">
        <CancelButton onClick={onClose}>Batal</CancelButton>
        <SubmitButton variant="danger">{title}</SubmitButton>
      </div>
    </Form>
  );
}

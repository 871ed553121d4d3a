import type { ReactNode } from 'react';
import type { z } from 'zod';
import { CancelButton, Form, FormActions, SubmitButton, useZodForm } from './ui/form.tsx';
import { Textarea } from './ui/textarea.tsx';

/**
 * A decision that needs a reason (refusing a proof, correcting a payment, undoing a recipient): what it
 * does, the reason, and the button that does it. The reason is kept where the payer or the history shows it.
 */
export function ReasonForm({
  schema,
  intro,
  label,
  placeholder,
  submitLabel,
  save,
  success,
  failure,
  onClose,
}: {
  schema: z.ZodType<{ reason: string }>;
  intro: ReactNode;
  label: string;
  placeholder?: string;
  submitLabel: string;
  save: (body: { reason: string }) => Promise<unknown>;
  success: string;
  failure: string;
  onClose: () => void;
}) {
  const form = useZodForm(schema, { reason: '' });
  return (
    <Form
      form={form}
      aria-label={submitLabel}
      onSubmit={save}
      success={success}
      failure={failure}
      onSuccess={onClose}
    >
      <p className="text-sm text-stone-700">{intro}</p>
      <Textarea
        label={label}
        placeholder={placeholder}
        rows={3}
        maxLength={300}
        autoFocus
        {...form.register('reason')}
        error={form.formState.errors.reason?.message}
      />
      <FormActions>
        <CancelButton onClick={onClose}>Batal</CancelButton>
        <SubmitButton variant="danger">{submitLabel}</SubmitButton>
      </FormActions>
    </Form>
  );
}

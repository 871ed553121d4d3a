import { IsoDateSchema, type ReceivedBody } from '@toko/shared';
import { forwardRef } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CancelButton, Form, FormActions, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Field, type FieldProps } from '../../../components/ui/input.tsx';
import { todayInShop } from '../../../lib/format.ts';
import { useSetReceived } from '../api/set-received.ts';

export interface ReceivedTarget {
  arisanId: number;
  memberId: number;
  memberName: string;
  receivedDate: string | null;
  hasReceived: boolean;
}

/** What both ways of recording a recipient (this dialog, 'Tunjuk Penerima') say (docs/product.md 8). */
export const RECEIVED_SAVED = 'Data terima arisan berhasil diperbarui!';
export const RECEIVED_FAILED = 'Gagal memperbarui data terima arisan';

/** The date a member received the pot: a calendar date, never after today in the shop. */
export const ReceivedDateField = forwardRef<HTMLInputElement, FieldProps>(
  function ReceivedDateField(props, ref) {
    return <Field ref={ref} label="Tanggal terima" type="date" max={todayInShop()} {...props} />;
  },
);

/** The fields that differ from what the member already has: docs/product.md 4 sends only changed fields. */
export function changedReceivedFields(
  initial: { receivedDate: string | null; hasReceived: boolean },
  form: { receivedDate: string; hasReceived: boolean },
): ReceivedBody | null {
  const body: ReceivedBody = {};
  if (form.receivedDate && form.receivedDate !== (initial.receivedDate ?? ''))
    body.received_date = form.receivedDate;
  if (form.hasReceived !== initial.hasReceived) body.isReceived = form.hasReceived;
  return Object.keys(body).length > 0 ? body : null;
}

// The dialog's fields; what is sent is only what changed (checked again by the server's ReceivedBodySchema).
const ReceivedFormSchema = z.object({
  received_date: z.union([z.literal(''), IsoDateSchema]),
  isReceived: z.boolean(),
});

/** 'Set Tanggal Terima': the date the member received the pot. */
export function ReceivedDialog({ target, onClose }: { target: ReceivedTarget | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onClose={onClose} title="Set Tanggal Terima" size="sm">
      {target ? (
        <ReceivedForm key={`${target.arisanId}-${target.memberId}`} target={target} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function ReceivedForm({ target, onClose }: { target: ReceivedTarget; onClose: () => void }) {
  const save = useSetReceived();
  const form = useZodForm(ReceivedFormSchema, {
    received_date: target.receivedDate ?? '',
    isReceived: target.hasReceived,
  });

  const submit = async (values: z.infer<typeof ReceivedFormSchema>) => {
    const body = changedReceivedFields(target, {
      receivedDate: values.received_date,
      hasReceived: values.isReceived,
    });
    if (!body) return false;
    await save.mutateAsync({ arisanId: target.arisanId, memberId: target.memberId, body });
    return true;
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      failure={RECEIVED_FAILED}
      onSuccess={(saved) => {
        if (saved) toast.success(RECEIVED_SAVED);
        else toast.info('Tidak ada perubahan yang dilakukan');
        onClose();
      }}
    >
      <p className="text-sm text-stone-600">
        Kapan <span className="font-medium text-stone-900">{target.memberName}</span> menerima uang arisan?
      </p>
      <ReceivedDateField
        {...form.register('received_date', {
          onChange: (e) => {
            if (e.target.value) form.setValue('isReceived', true);
          },
        })}
        error={form.formState.errors.received_date?.message}
      />
      <label className="flex items-center gap-2 text-sm text-stone-700">
        <input type="checkbox" className="size-4 accent-brand-700" {...form.register('isReceived')} />
        Sudah menerima
      </label>
      <FormActions>
        <CancelButton onClick={onClose}>Batal</CancelButton>
        <SubmitButton>Simpan</SubmitButton>
      </FormActions>
    </Form>
  );
}

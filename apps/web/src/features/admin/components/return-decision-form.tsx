import { type OrderReturn, type ReturnDecisionBody, ReturnDecisionBodySchema } from '@toko/shared';
import { errorMessage } from '../../../api/client.ts';
import { Form, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useDecideReturn } from '../api/decide-return.ts';

type Decision = ReturnDecisionBody['decision'];
interface DecisionValues {
  decision: Decision;
  note: string;
}

/**
 * 'Setujui' or 'Tolak' with one note: optional when approving, required when rejecting (the customer reads
 * why). Each button sets the decision before the form submits, so the shared schema checks the note by the
 * button pressed.
 */
export function ReturnDecisionForm({
  value,
  onDecided,
}: {
  value: OrderReturn;
  onDecided: (next: OrderReturn) => void;
}) {
  const decide = useDecideReturn();
  const form = useZodForm<ReturnDecisionBody, DecisionValues>(ReturnDecisionBodySchema, {
    decision: 'approve',
    note: '',
  });
  const choose = (decision: Decision) => () => form.setValue('decision', decision);

  return (
    <Form
      form={form}
      aria-label="Keputusan pengembalian"
      className="flex flex-col gap-3 rounded-xl border border-stone-200 p-4"
      // An approval without a note sends none rather than an empty one.
      onSubmit={(body) =>
        decide.mutateAsync({
          id: value.id,
          body: body.decision === 'approve' && !body.note ? { decision: 'approve' } : body,
        })
      }
      success={(next) => (next.status === 'approved' ? 'Pengembalian disetujui' : 'Pengembalian ditolak')}
      failure={(err) =>
        `${form.getValues('decision') === 'approve' ? 'Gagal menyetujui' : 'Gagal menolak'} pengembalian: ${errorMessage(err)}`
      }
      onSuccess={onDecided}
    >
      <h3 className="font-semibold">Keputusan</h3>
      <p className="text-stone-600">
        Catatan dikirim ke pembeli: boleh kosong saat menyetujui, wajib diisi saat menolak.
      </p>
      <Textarea
        label="Catatan untuk pembeli"
        rows={3}
        maxLength={500}
        {...form.register('note')}
        error={form.formState.errors.note?.message}
      />
      <div className="flex justify-end gap-2">
        <SubmitButton variant="danger" onClick={choose('reject')}>
          Tolak
        </SubmitButton>
        <SubmitButton onClick={choose('approve')}>Setujui</SubmitButton>
      </div>
    </Form>
  );
}

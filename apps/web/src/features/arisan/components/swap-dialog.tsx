import { type ArisanMemberRow, type RecordSwapBody, RecordSwapBodySchema } from '@toko/shared';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CancelButton, Form, FormActions, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { useArisan } from '../api/arisan.ts';
import { useRecordSwap } from '../api/record-swap.ts';

export interface SwapTarget {
  arisanId: number;
  member: ArisanMemberRow;
}

/**
 * 'Tukar Giliran' (ADR 081): the organiser records that two members who have not received exchange their
 * places in the receiving order, as they agreed (members with an account can also ask in 'Arisan Saya').
 */
export function SwapDialog({ target, onClose }: { target: SwapTarget | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onClose={onClose} title="Tukar Giliran" size="sm">
      {target ? <SwapForm key={target.member.id} target={target} onClose={onClose} /> : null}
    </Dialog>
  );
}

type SwapInput = { member_id: number; other_member_id: number | undefined };

function SwapForm({ target: { arisanId, member }, onClose }: { target: SwapTarget; onClose: () => void }) {
  // Every member (the detail API pages at most 100) who has not received, other than this one.
  const detail = useArisan(arisanId, { limit: 100 });
  const candidates = (detail.data?.members ?? []).filter(
    (m) => !m.has_received && m.member_id !== member.member_id,
  );
  const swap = useRecordSwap();
  const form = useZodForm<RecordSwapBody, SwapInput>(RecordSwapBodySchema, {
    member_id: member.member_id,
    other_member_id: undefined,
  });
  const chosen = candidates.find((m) => m.member_id === form.watch('other_member_id'));

  if (!detail.data) return <Spinner />;
  return (
    <Form
      form={form}
      onSubmit={(body) => swap.mutateAsync({ arisanId, body })}
      success="Giliran berhasil ditukar!"
      failure="Gagal menukar giliran"
      onSuccess={onClose}
    >
      <p className="text-sm text-stone-700">
        <span className="font-medium text-stone-900">{member.name}</span> sekarang di posisi {member.position}
        . Catat hanya jika kedua member sudah setuju; penukaran masuk ke Riwayat Perubahan.
      </p>
      {candidates.length === 0 ? (
        <EmptyState>Tidak ada member lain yang belum menerima.</EmptyState>
      ) : (
        <Select
          label="Tukar dengan"
          {...form.register('other_member_id', { setValueAs: (v) => (v === '' ? undefined : Number(v)) })}
          error={form.formState.errors.other_member_id?.message}
        >
          <option value="">Pilih member</option>
          {candidates.map((m) => (
            <option key={m.member_id} value={m.member_id}>
              {m.position}. {m.name}
            </option>
          ))}
        </Select>
      )}
      {chosen ? (
        <p className="rounded-lg bg-stone-50 p-3 text-sm text-stone-700" data-testid="swap-preview">
          Setelah ditukar: {member.name} di posisi {chosen.position}, {chosen.name} di posisi{' '}
          {member.position}.
        </p>
      ) : null}
      <FormActions>
        <CancelButton onClick={onClose}>Batal</CancelButton>
        <SubmitButton disabled={candidates.length === 0}>Tukar Giliran</SubmitButton>
      </FormActions>
    </Form>
  );
}

import {
  type AssignRecipientBody,
  AssignRecipientBodySchema,
  PAYOUT_METHOD_LABEL,
  PAYOUT_METHODS,
  type PayoutFields,
  PayoutFieldsSchema,
  RevokeRecipientBodySchema,
  type ScheduleCycle,
} from '@toko/shared';
import { useState } from 'react';
import { toast } from 'sonner';
import { DrawProof } from '../../../components/draw-proof.tsx';
import { ReasonForm } from '../../../components/reason-form.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { CancelButton, Form, FormActions, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { MoneyInput, moneyText } from '../../../components/ui/money-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { EmptyState } from '../../../components/ui/states.tsx';
import { todayInShop } from '../../../lib/format.ts';
import { toastFailure } from '../../../lib/notify.ts';
import { useArisan } from '../api/arisan.ts';
import { useAssignRecipient } from '../api/assign-recipient.ts';
import { usePrepareDraw, useRunDraw } from '../api/draw.ts';
import { useRecordPayout } from '../api/payouts.ts';
import { useRevokeRecipient } from '../api/revoke-recipient.ts';
import { RECEIVED_FAILED, RECEIVED_SAVED, ReceivedDateField } from './received-dialog.tsx';

// The row actions of 'Jadwal': each opens one dialog body, keyed on its cycle so its state starts fresh.

export type CycleAction = { kind: 'draw' | 'assign' | 'revoke' | 'payout'; cycle: ScheduleCycle };

export const CYCLE_ACTION_TITLE: Record<CycleAction['kind'], string> = {
  draw: 'Undian Putaran',
  assign: 'Tunjuk Penerima Putaran',
  revoke: 'Batalkan Penerima Putaran',
  payout: 'Bayar Pot Putaran',
};

export function CycleActionBody({
  arisanId,
  action,
  onClose,
}: {
  arisanId: number;
  action: CycleAction;
  onClose: () => void;
}) {
  if (action.kind === 'draw')
    return <DrawSteps arisanId={arisanId} cycle={action.cycle.cycle} onClose={onClose} />;
  if (action.kind === 'payout')
    return <PayoutForm arisanId={arisanId} cycle={action.cycle} onClose={onClose} />;
  if (action.kind === 'assign')
    return <AssignForm arisanId={arisanId} cycle={action.cycle} onClose={onClose} />;
  return <RevokeForm arisanId={arisanId} cycle={action.cycle} onClose={onClose} />;
}

/** Publish the commitment first, then draw: the proof shows everything needed to recompute it. */
function DrawSteps({ arisanId, cycle, onClose }: { arisanId: number; cycle: number; onClose: () => void }) {
  const prepare = usePrepareDraw();
  const run = useRunDraw();
  const draw = run.data ?? prepare.data;

  const commit = async () => {
    try {
      await prepare.mutateAsync({ arisanId, cycle });
    } catch (err) {
      toastFailure('Gagal menyiapkan undian', err);
    }
  };
  const drawNow = async () => {
    try {
      const result = await run.mutateAsync({ arisanId, cycle });
      // One toast per cycle: a double tap gets the same draw back from the server (not a second winner).
      toast.success(`Pemenang putaran ${cycle}: ${result.winner_name}`, { id: `draw-${arisanId}-${cycle}` });
    } catch (err) {
      toastFailure('Gagal mengundi', err);
    }
  };

  return (
    <div className="flex flex-col gap-4 text-sm">
      <p className="text-stone-600">
        Sebelum mengundi, toko menerbitkan komitmen: hash sha256 dari seed rahasia. Undian memilih di antara
        member yang sudah lunas untuk putaran yang jatuh tempo dan belum menerima. Setelah diundi, seed dibuka
        sehingga siapa pun bisa menghitung ulang hasilnya.
      </p>
      {draw ? <DrawProof draw={draw} /> : null}
      <FormActions>
        <Button variant="outline" onClick={onClose}>
          Tutup
        </Button>
        {!draw ? (
          <Button onClick={commit} loading={prepare.isPending}>
            Terbitkan Komitmen
          </Button>
        ) : draw.drawn_at === null ? (
          <Button onClick={drawNow} loading={run.isPending}>
            Undi Sekarang
          </Button>
        ) : null}
      </FormActions>
    </div>
  );
}

/** What each cycle action's form gets: the arisan, the cycle, and how to close. */
interface CycleFormProps {
  arisanId: number;
  cycle: ScheduleCycle;
  onClose: () => void;
}

type AssignInput = { member_id: number | undefined; received_date: string };

function AssignForm({ arisanId, cycle, onClose }: CycleFormProps) {
  // Every member (the detail API pages at most 100), minus those who already received.
  const detail = useArisan(arisanId, { limit: 100 });
  // 'Urut' (ADR 081): the cycle is the turn of the member at its position, and only theirs.
  const byTurn = detail.data?.arisan.recipient_rule === 'urut';
  const candidates = (detail.data?.members ?? []).filter((m) =>
    byTurn ? m.position === cycle.cycle && !m.has_received : !m.has_received,
  );
  const assign = useAssignRecipient();
  const form = useZodForm<AssignRecipientBody, AssignInput>(AssignRecipientBodySchema, {
    member_id: undefined,
    received_date: todayInShop(),
  });
  const errors = form.formState.errors;

  if (!detail.data) return <Spinner />;
  return (
    <Form
      form={form}
      onSubmit={(body) => assign.mutateAsync({ arisanId, cycle: cycle.cycle, body })}
      success={RECEIVED_SAVED}
      failure={RECEIVED_FAILED}
      onSuccess={onClose}
    >
      {candidates.length === 0 ? (
        <EmptyState>Semua member sudah menerima.</EmptyState>
      ) : (
        <Select
          label="Member"
          {...form.register('member_id', { setValueAs: (v) => (v === '' ? undefined : Number(v)) })}
          error={errors.member_id?.message}
        >
          <option value="">Pilih member</option>
          {candidates.map((m) => (
            <option key={m.member_id} value={m.member_id}>
              {m.position}. {m.name}
            </option>
          ))}
        </Select>
      )}
      <ReceivedDateField {...form.register('received_date')} error={errors.received_date?.message} />
      <FormActions>
        <CancelButton onClick={onClose}>Batal</CancelButton>
        <SubmitButton disabled={candidates.length === 0}>Simpan</SubmitButton>
      </FormActions>
    </Form>
  );
}

function RevokeForm({ arisanId, cycle, onClose }: CycleFormProps) {
  const revoke = useRevokeRecipient();
  return (
    <ReasonForm
      schema={RevokeRecipientBodySchema}
      intro={`${cycle.recipient?.name} tidak lagi tercatat sebagai penerima putaran ${cycle.cycle}. Catatan lama tetap disimpan di Riwayat Perubahan.`}
      label="Alasan koreksi"
      submitLabel="Batalkan Penerima"
      save={({ reason }) => revoke.mutateAsync({ arisanId, cycle: cycle.cycle, reason })}
      success="Penerima dibatalkan dan koreksi dicatat"
      failure="Gagal membatalkan penerima"
      onClose={onClose}
    />
  );
}

type PayoutInput = { amount: string; paid_date: string; method: string };

/** The pot handed to the cycle's recipient: amount (the cycle's contributions unless changed), date, method, proof. */
function PayoutForm({ arisanId, cycle, onClose }: CycleFormProps) {
  // The photo is a file, outside the schema's text fields.
  const [proof, setProof] = useState<File | null>(null);
  const save = useRecordPayout();
  // A lelang's winner receives the pot minus the discount: left empty, the server fills that in (ADR 077).
  const lelang = cycle.recipient?.method === 'lelang';
  const form = useZodForm<PayoutFields, PayoutInput>(PayoutFieldsSchema, {
    amount: lelang ? '' : moneyText(cycle.paid_amount),
    paid_date: todayInShop(),
    method: 'cash',
  });
  const errors = form.formState.errors;

  const submit = (values: PayoutFields) => {
    const body = new FormData();
    if (values.amount !== undefined) body.append('amount', String(values.amount));
    body.append('paid_date', values.paid_date);
    body.append('method', values.method);
    if (proof) body.append('proof', proof);
    return save.mutateAsync({ arisanId, cycle: cycle.cycle, form: body });
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      success="Pembayaran pot berhasil dicatat!"
      failure="Gagal mencatat pembayaran pot"
      onSuccess={onClose}
    >
      <p className="text-sm text-stone-600">
        Pot putaran {cycle.cycle} untuk{' '}
        <span className="font-medium text-stone-900">{cycle.recipient?.name}</span>.
      </p>
      <MoneyInput
        label="Jumlah (Rp)"
        hint={
          lelang ? 'Kosongkan: pot dikurangi potongan lelang, jumlah paling banyak untuk pemenang' : undefined
        }
        {...form.register('amount')}
        error={errors.amount?.message}
      />
      <Field
        label="Tanggal bayar"
        type="date"
        max={todayInShop()}
        {...form.register('paid_date')}
        error={errors.paid_date?.message}
      />
      <Select label="Cara bayar" {...form.register('method')} error={errors.method?.message}>
        {PAYOUT_METHODS.map((m) => (
          <option key={m} value={m}>
            {PAYOUT_METHOD_LABEL[m]}
          </option>
        ))}
      </Select>
      <Field
        label="Foto bukti (opsional)"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={(e) => setProof(e.target.files?.[0] ?? null)}
      />
      <FormActions>
        <CancelButton onClick={onClose}>Batal</CancelButton>
        <SubmitButton>Simpan</SubmitButton>
      </FormActions>
    </Form>
  );
}

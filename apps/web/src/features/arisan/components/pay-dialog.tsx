import { type Arisan, IsoDateSchema } from '@toko/shared';
import { Wallet } from 'lucide-react';
import { useMemo } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CancelButton, Form, FormActions, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { formatRupiah, todayInShop } from '../../../lib/format.ts';
import { usePaymentQuote } from '../api/payment-quote.ts';
import { useRecordContribution } from '../api/record-contribution.ts';

export interface PayTarget {
  arisanId: number;
  arisanName: string;
  memberId: number;
  memberName: string;
  contributionAmount: number;
  remainingCycles: number;
  /** The arisan's late fee per late cycle (0 = none). */
  lateFee: number;
}

/** What the dialog needs to pay for one member of an arisan (a money arisan or an arisan barang). */
export const payTarget = (
  arisan: Arisan,
  member: { member_id: number; name: string },
  remainingCycles: number,
): PayTarget => ({
  arisanId: arisan.id,
  arisanName: arisan.name,
  memberId: member.member_id,
  memberName: member.name,
  contributionAmount: arisan.contribution_amount,
  remainingCycles,
  lateFee: arisan.late_fee,
});

/** A member row's 'Bayar': off until the arisan has started, and once every cycle is paid. */
export function PayButton({
  name,
  started,
  paidUp,
  onClick,
}: {
  name: string;
  started: boolean;
  paidUp: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={`Bayar ${name}`}
      disabled={paidUp || !started}
      title={!started ? 'Mulai arisan terlebih dahulu' : paidUp ? 'Sudah lunas' : undefined}
      onClick={onClick}
    >
      <Wallet className="size-4" aria-hidden />
      Bayar
    </Button>
  );
}

/** The dialog's fields: cycles 1..remaining and a payment date no later than today (WIB). */
export function payFormSchema(remainingCycles: number, today: string) {
  const cyclesMessage = `Jumlah putaran harus 1 sampai ${remainingCycles}`;
  return z.object({
    cycles: z
      .number({ error: cyclesMessage })
      .int(cyclesMessage)
      .min(1, cyclesMessage)
      .max(remainingCycles, cyclesMessage),
    payment_date: IsoDateSchema.refine(
      (d) => d <= today,
      'Tanggal pembayaran wajib diisi dan tidak boleh setelah hari ini',
    ),
  });
}
type PayValues = z.infer<ReturnType<typeof payFormSchema>>;

/**
 * Records a contribution (docs/product.md 4, 5): cycles from 1 to the remaining cycles, the amount shown as
 * contribution x cycles, the late fee for cycles paid after their date shown apart (decision 039), and the
 * payment date (today by default, never in the future).
 */
export function PayDialog({ target, onClose }: { target: PayTarget | null; onClose: () => void }) {
  return (
    <Dialog open={target !== null} onClose={onClose} title="Bayar Kontribusi" size="sm">
      {target ? (
        <PayForm key={`${target.arisanId}-${target.memberId}`} target={target} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function PayForm({ target, onClose }: { target: PayTarget; onClose: () => void }) {
  const today = todayInShop();
  const schema = useMemo(() => payFormSchema(target.remainingCycles, today), [target.remainingCycles, today]);
  const form = useZodForm<PayValues>(schema, { cycles: 1, payment_date: today });
  const record = useRecordContribution();
  const errors = form.formState.errors;

  const [cycles, paymentDate] = form.watch(['cycles', 'payment_date']);
  const valid = schema.safeParse({ cycles, payment_date: paymentDate }).success;
  const amount = valid ? target.contributionAmount * cycles : 0;
  // The fee depends on which dues are still unpaid: the server answers it (and checks it again on save).
  const quote = usePaymentQuote(
    target.arisanId,
    target.memberId,
    cycles,
    paymentDate,
    valid && target.lateFee > 0,
  );
  const lateFee = target.lateFee > 0 && valid ? (quote.data?.late_fee ?? null) : 0;

  return (
    <Form
      form={form}
      onSubmit={(values) =>
        record.mutateAsync({
          arisanId: target.arisanId,
          memberId: target.memberId,
          body: {
            amount: target.contributionAmount * values.cycles,
            cycles: values.cycles,
            payment_date: values.payment_date,
            // The fee the admin saw; the server refuses a different one.
            ...(lateFee !== null ? { late_fee: lateFee } : {}),
          },
        })
      }
      success="Kontribusi berhasil dicatat!"
      failure="Gagal mencatat kontribusi"
      onSuccess={onClose}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-stone-50 px-3 py-2 text-sm">
        <dt className="text-stone-500">Member</dt>
        <dd className="font-medium">{target.memberName}</dd>
        <dt className="text-stone-500">Arisan</dt>
        <dd className="font-medium">{target.arisanName}</dd>
        <dt className="text-stone-500">Kontribusi</dt>
        <dd>{formatRupiah(target.contributionAmount)} / putaran</dd>
        {target.lateFee > 0 ? (
          <>
            <dt className="text-stone-500">Denda</dt>
            <dd>{formatRupiah(target.lateFee)} / putaran terlambat</dd>
          </>
        ) : null}
        <dt className="text-stone-500">Sisa putaran</dt>
        <dd>{target.remainingCycles}</dd>
      </dl>
      <Field
        label="Jumlah putaran"
        type="number"
        inputMode="numeric"
        min={1}
        max={target.remainingCycles}
        step={1}
        {...form.register('cycles', { valueAsNumber: true })}
        error={errors.cycles?.message}
        hint={`1 sampai ${target.remainingCycles} putaran`}
      />
      <Field
        label="Tanggal pembayaran"
        type="date"
        max={today}
        {...form.register('payment_date')}
        error={errors.payment_date?.message}
      />
      <dl className="flex flex-col gap-1 rounded-lg border border-stone-200 px-3 py-2 text-sm">
        <div className="flex items-baseline justify-between">
          <dt className="text-stone-600">Jumlah dibayar</dt>
          <dd>
            <output aria-label="Jumlah dibayar" className="text-lg font-semibold">
              {formatRupiah(amount)}
            </output>
          </dd>
        </div>
        {target.lateFee > 0 ? (
          <>
            <div className="flex items-baseline justify-between">
              <dt className="text-stone-600">
                Denda keterlambatan
                {quote.data && valid ? ` (${quote.data.late_cycles} putaran terlambat)` : ''}
              </dt>
              <dd>
                <output aria-label="Denda keterlambatan" className="font-semibold text-amber-800">
                  {lateFee === null ? '…' : formatRupiah(lateFee)}
                </output>
              </dd>
            </div>
            <div className="flex items-baseline justify-between border-t border-stone-200 pt-1">
              <dt className="text-stone-600">Total diterima</dt>
              <dd>
                <output aria-label="Total diterima" className="font-semibold">
                  {lateFee === null ? '…' : formatRupiah(amount + lateFee)}
                </output>
              </dd>
            </div>
          </>
        ) : null}
      </dl>
      <FormActions>
        <CancelButton onClick={onClose}>Batal</CancelButton>
        <SubmitButton>Bayar</SubmitButton>
      </FormActions>
    </Form>
  );
}

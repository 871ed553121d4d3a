import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { FormActions } from '../../../components/ui/form.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { formatRupiah, todayInShop } from '../../../lib/format.ts';
import { useRecordContribution } from '../api/record-contribution.ts';
import { toastFailure } from '../notify.ts';

export interface PayTarget {
  arisanId: number;
  arisanName: string;
  memberId: number;
  memberName: string;
  contributionAmount: number;
  remainingCycles: number;
}

/**
 * Records a contribution (spec 4, 5): cycles from 1 to the remaining cycles, the amount shown as
 * contribution x cycles, and the payment date (today by default, never in the future).
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
  const [cycles, setCycles] = useState('1');
  const [paymentDate, setPaymentDate] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const record = useRecordContribution();

  const count = Number(cycles);
  const validCycles = Number.isInteger(count) && count >= 1 && count <= target.remainingCycles;
  const amount = validCycles ? target.contributionAmount * count : 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!validCycles) {
      setError(`Jumlah putaran harus 1 sampai ${target.remainingCycles}`);
      return;
    }
    if (!paymentDate || paymentDate > today) {
      setError('Tanggal pembayaran wajib diisi dan tidak boleh setelah hari ini');
      return;
    }
    setError(null);
    try {
      await record.mutateAsync({
        arisanId: target.arisanId,
        memberId: target.memberId,
        body: { amount, cycles: count, payment_date: paymentDate },
      });
      toast.success('Kontribusi berhasil dicatat!');
      onClose();
    } catch (err) {
      toastFailure('Gagal mencatat kontribusi', err);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-stone-50 px-3 py-2 text-sm">
        <dt className="text-stone-500">Member</dt>
        <dd className="font-medium">{target.memberName}</dd>
        <dt className="text-stone-500">Arisan</dt>
        <dd className="font-medium">{target.arisanName}</dd>
        <dt className="text-stone-500">Kontribusi</dt>
        <dd>{formatRupiah(target.contributionAmount)} / putaran</dd>
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
        value={cycles}
        onChange={(e) => {
          setCycles(e.target.value);
          setError(null);
        }}
        hint={`1 sampai ${target.remainingCycles} putaran`}
      />
      <div className="flex items-baseline justify-between rounded-lg border border-stone-200 px-3 py-2">
        <span className="text-sm text-stone-600">Jumlah dibayar</span>
        <output aria-label="Jumlah dibayar" className="text-lg font-semibold">
          {formatRupiah(amount)}
        </output>
      </div>
      <Field
        label="Tanggal pembayaran"
        type="date"
        max={today}
        value={paymentDate}
        onChange={(e) => {
          setPaymentDate(e.target.value);
          setError(null);
        }}
      />
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <FormActions>
        <Button variant="outline" onClick={onClose} disabled={record.isPending}>
          Batal
        </Button>
        <Button type="submit" loading={record.isPending}>
          Bayar
        </Button>
      </FormActions>
    </form>
  );
}

import { type Member, MONEY_INVALID, parseRupiah, type SavingType } from '@toko/shared';
import { SAVING_TYPE_LABEL, SAVING_TYPES } from '@toko/shared/constants';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { MoneyInput } from '../../../components/ui/money-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { todayInShop } from '../../../lib/format.ts';
import { useCreateArisan } from '../api/create-arisan.ts';
import { toastFailure } from '../notify.ts';
import { FormActions } from './form-actions.tsx';
import { MemberPicker } from './member-picker.tsx';

/** 'Add Arisan' (spec 3, create form): name, contribution, type, duration, start date and members. */
export function AddArisanDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Add Arisan" size="lg">
      {open ? <AddArisanForm onClose={onClose} /> : null}
    </Dialog>
  );
}

function AddArisanForm({ onClose }: { onClose: () => void }) {
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const [savingType, setSavingType] = useState<SavingType>('daily');
  const [duration, setDuration] = useState('');
  const [startDate, setStartDate] = useState(todayInShop());
  const [selected, setSelected] = useState<Member[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const create = useCreateArisan();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // '250.000', 'Rp 250.000' and '250000' are the same contribution; decimals are refused under the field.
    const contribution = parseRupiah(amount);
    if (contribution === null || contribution <= 0) {
      setAmountError(MONEY_INVALID);
      return;
    }
    setAmountError(null);
    const cycles = Number(duration);
    if (!name.trim() || !Number.isInteger(cycles) || cycles < 1 || !startDate) {
      setError('Isi nama, kontribusi (rupiah bulat), durasi (minimal 1) dan tanggal mulai');
      return;
    }
    setError(null);
    try {
      await create.mutateAsync({
        name: name.trim(),
        payment_amount: contribution,
        payment_type: savingType,
        duration: cycles,
        start_date: startDate,
        members_ids: selected.map((m) => m.id),
      });
      toast.success('Arisan berhasil dibuat!');
      onClose();
    } catch (err) {
      toastFailure('Gagal membuat arisan', err);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field label="Nama arisan" value={name} onChange={(e) => setName(e.target.value)} maxLength={100} />
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyInput
          label="Kontribusi per putaran (Rp)"
          value={amount}
          error={amountError ?? undefined}
          onChange={(e) => setAmount(e.target.value)}
        />
        <Select label="Tipe" value={savingType} onChange={(e) => setSavingType(e.target.value as SavingType)}>
          {SAVING_TYPES.map((t) => (
            <option key={t} value={t}>
              {SAVING_TYPE_LABEL[t]}
            </option>
          ))}
        </Select>
        <Field
          label="Durasi (putaran)"
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={duration}
          onChange={(e) => setDuration(e.target.value)}
        />
        <Field
          label="Tanggal mulai"
          type="date"
          value={startDate}
          onChange={(e) => setStartDate(e.target.value)}
        />
      </div>
      <MemberPicker selected={selected} onChange={setSelected} />
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <FormActions>
        <Button variant="outline" onClick={onClose} disabled={create.isPending}>
          Batal
        </Button>
        <Button type="submit" loading={create.isPending}>
          Simpan
        </Button>
      </FormActions>
    </form>
  );
}

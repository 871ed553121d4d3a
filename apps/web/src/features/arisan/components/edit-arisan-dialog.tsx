import { type Arisan, type ArisanStatus, MONEY_INVALID, parseRupiah, type SavingType } from '@toko/shared';
import {
  ARISAN_STATUS_LABEL,
  ARISAN_STATUSES,
  SAVING_TYPE_LABEL,
  SAVING_TYPES,
} from '@toko/shared/constants';
import { defaultEndDate } from '@toko/shared/schedule';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { MoneyInput, moneyText } from '../../../components/ui/money-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { useUpdateArisan } from '../api/update-arisan.ts';
import { toastFailure } from '../notify.ts';
import { FormActions } from './form-actions.tsx';

/** The edit dialog (spec 3 edit form): every field required; totals are shown but computed by the server. */
export function EditArisanDialog({
  arisan,
  open,
  onClose,
}: {
  arisan: Arisan;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title="Edit Arisan" size="lg">
      {open ? <EditArisanForm arisan={arisan} onClose={onClose} /> : null}
    </Dialog>
  );
}

function EditArisanForm({ arisan, onClose }: { arisan: Arisan; onClose: () => void }) {
  const [name, setName] = useState(arisan.name);
  const [amount, setAmount] = useState(moneyText(arisan.contribution_amount));
  const [savingType, setSavingType] = useState<SavingType>(arisan.saving_type);
  const [duration, setDuration] = useState(String(arisan.duration));
  const [startDate, setStartDate] = useState(arisan.start_date);
  const [endDate, setEndDate] = useState(arisan.end_date);
  const [status, setStatus] = useState<ArisanStatus>(arisan.status ?? 'active');
  const [error, setError] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const update = useUpdateArisan();
  const moneyIn = arisan.total_saving > 0;

  // The end date follows the schedule when the start, type or duration change (it stays editable).
  const replan = (next: { start?: string; type?: SavingType; cycles?: string }) => {
    const start = next.start ?? startDate;
    const type = next.type ?? savingType;
    const cycles = Number(next.cycles ?? duration);
    if (start && Number.isInteger(cycles) && cycles >= 1) setEndDate(defaultEndDate(start, type, cycles));
  };

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
    if (!name.trim() || !Number.isInteger(cycles) || cycles < 1 || !startDate || !endDate) {
      setError('Semua field wajib diisi dengan benar');
      return;
    }
    if (endDate < startDate) {
      setError('Tanggal selesai tidak boleh sebelum tanggal mulai');
      return;
    }
    setError(null);
    try {
      await update.mutateAsync({
        id: arisan.id,
        name: name.trim(),
        total_saving: arisan.total_saving,
        total_members: arisan.total_members,
        contribution_amount: contribution,
        saving_type: savingType,
        duration: cycles,
        start_date: startDate,
        end_date: endDate,
        status,
      });
      toast.success('Arisan berhasil diperbarui!');
      onClose();
    } catch (err) {
      toastFailure('Gagal memperbarui arisan', err);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field
        label="Nama arisan"
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        maxLength={100}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyInput
          label="Kontribusi per putaran (Rp)"
          required
          value={amount}
          disabled={moneyIn}
          error={amountError ?? undefined}
          hint={moneyIn ? 'Tidak dapat diubah: sudah ada pembayaran' : undefined}
          onChange={(e) => setAmount(e.target.value)}
        />
        <Select
          label="Tipe"
          value={savingType}
          required
          onChange={(e) => {
            const type = e.target.value as SavingType;
            setSavingType(type);
            replan({ type });
          }}
        >
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
          required
          value={duration}
          onChange={(e) => {
            setDuration(e.target.value);
            replan({ cycles: e.target.value });
          }}
        />
        <Select
          label="Status"
          value={status}
          required
          onChange={(e) => setStatus(e.target.value as ArisanStatus)}
        >
          {ARISAN_STATUSES.map((s) => (
            <option key={s} value={s}>
              {ARISAN_STATUS_LABEL[s]}
            </option>
          ))}
        </Select>
        <Field
          label="Tanggal mulai"
          type="date"
          required
          value={startDate}
          onChange={(e) => {
            setStartDate(e.target.value);
            replan({ start: e.target.value });
          }}
        />
        <Field
          label="Tanggal selesai"
          type="date"
          required
          value={endDate}
          onChange={(e) => setEndDate(e.target.value)}
        />
        <Field
          label="Total tabungan"
          value={formatRupiah(arisan.total_saving)}
          readOnly
          disabled
          hint="Dihitung dari pembayaran"
        />
        <Field
          label="Total member"
          value={String(arisan.total_members)}
          readOnly
          disabled
          hint="Dihitung dari keanggotaan"
        />
      </div>
      {error ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <FormActions>
        <Button variant="outline" onClick={onClose} disabled={update.isPending}>
          Batal
        </Button>
        <Button type="submit" loading={update.isPending}>
          Simpan
        </Button>
      </FormActions>
    </form>
  );
}

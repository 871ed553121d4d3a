import {
  type Arisan,
  type ArisanUpdateBody,
  ArisanUpdateBodySchema,
  type ArisanUpdateInput,
} from '@toko/shared';
import {
  ARISAN_STATUS_LABEL,
  ARISAN_STATUSES,
  SAVING_TYPE_LABEL,
  SAVING_TYPES,
  type SavingType,
} from '@toko/shared/constants';
import { defaultEndDate } from '@toko/shared/schedule';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CancelButton, Form, FormActions, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { MoneyInput, moneyText } from '../../../components/ui/money-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { formatRupiah } from '../../../lib/format.ts';
import { useUpdateArisan } from '../api/update-arisan.ts';

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
  const update = useUpdateArisan();
  const moneyIn = arisan.total_saving > 0;
  const form = useZodForm<ArisanUpdateBody, ArisanUpdateInput>(ArisanUpdateBodySchema, {
    name: arisan.name,
    contribution_amount: moneyText(arisan.contribution_amount),
    late_fee: moneyText(arisan.late_fee),
    saving_type: arisan.saving_type,
    duration: arisan.duration,
    status: arisan.status ?? 'active',
    start_date: arisan.start_date,
    end_date: arisan.end_date,
  });
  const errors = form.formState.errors;

  // The end date follows the schedule when the start, type or duration change (it stays editable).
  const replan = () => {
    const { start_date, saving_type, duration } = form.getValues();
    if (start_date && Number.isInteger(duration) && duration >= 1)
      form.setValue('end_date', defaultEndDate(start_date, saving_type as SavingType, duration));
  };

  return (
    <Form
      form={form}
      onSubmit={(body) =>
        update.mutateAsync({
          id: arisan.id,
          ...body,
          total_saving: arisan.total_saving,
          total_members: arisan.total_members,
        })
      }
      success="Arisan berhasil diperbarui!"
      failure="Gagal memperbarui arisan"
      onSuccess={onClose}
    >
      <Field
        label="Nama arisan"
        required
        maxLength={100}
        {...form.register('name')}
        error={errors.name?.message}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyInput
          label="Kontribusi per putaran (Rp)"
          required
          // Read-only rather than disabled: a disabled field is left out of the values the form checks.
          readOnly={moneyIn}
          aria-disabled={moneyIn || undefined}
          className={moneyIn ? 'bg-stone-100 text-stone-500' : ''}
          hint={moneyIn ? 'Tidak dapat diubah: sudah ada pembayaran' : undefined}
          {...form.register('contribution_amount')}
          error={errors.contribution_amount?.message}
        />
        <MoneyInput
          label="Denda keterlambatan per putaran (Rp)"
          hint="Opsional: dikenakan untuk setiap putaran yang dibayar setelah tanggalnya"
          {...form.register('late_fee')}
          error={errors.late_fee?.message}
        />
        <Select
          label="Tipe"
          required
          {...form.register('saving_type', { onChange: replan })}
          error={errors.saving_type?.message}
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
          {...form.register('duration', { valueAsNumber: true, onChange: replan })}
          error={errors.duration?.message}
        />
        <Select label="Status" required {...form.register('status')} error={errors.status?.message}>
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
          {...form.register('start_date', { onChange: replan })}
          error={errors.start_date?.message}
        />
        <Field
          label="Tanggal selesai"
          type="date"
          required
          {...form.register('end_date')}
          error={errors.end_date?.message}
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
      <FormActions>
        <CancelButton onClick={onClose}>Batal</CancelButton>
        <SubmitButton>Simpan</SubmitButton>
      </FormActions>
    </Form>
  );
}

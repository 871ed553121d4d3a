import {
  type Arisan,
  ArisanCreateBodySchema,
  type ArisanUpdateBody,
  ArisanUpdateBodySchema,
  type ArisanUpdateInput,
  type Member,
} from '@toko/shared';
import {
  ARISAN_STATUS_LABEL,
  ARISAN_STATUSES,
  SAVING_TYPE_LABEL,
  SAVING_TYPES,
  type SavingType,
} from '@toko/shared/constants';
import { defaultEndDate } from '@toko/shared/schedule';
import { useState } from 'react';
import type { DefaultValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CancelButton, Form, FormActions, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { MoneyInput, moneyText } from '../../../components/ui/money-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { formatRupiah, todayInShop } from '../../../lib/format.ts';
import { useCreateArisan } from '../api/create-arisan.ts';
import { useUpdateArisan } from '../api/update-arisan.ts';
import { MemberPicker } from './member-picker.tsx';
import { ArisanPositionTerms } from './position-cost-table.tsx';
import { RecipientRuleFields } from './recipient-rule-fields.tsx';

/**
 * 'Add Arisan' and 'Edit Arisan' (docs/product.md 3, the create and the edit form): one form. Adding also picks the
 * members (their order is their positions); editing also sets the status and the end date, and shows the
 * totals the server computes.
 */
export function ArisanFormDialog({
  arisan,
  open,
  onClose,
}: {
  /** The arisan to edit; without one the dialog adds a new arisan. */
  arisan?: Arisan;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={arisan ? 'Ubah Arisan' : 'Add Arisan'} size="lg">
      {open ? <ArisanForm arisan={arisan} onClose={onClose} /> : null}
    </Dialog>
  );
}

const startValues = (): DefaultValues<ArisanUpdateInput> => ({
  name: '',
  contribution_amount: '',
  late_fee: '',
  saving_type: 'daily',
  start_date: todayInShop(),
  recipient_rule: 'kocok',
  draw_paid_up_only: true,
  lelang_cap_percent: 30,
  lelang_commission_percent: 0,
});

const editValues = (a: Arisan): ArisanUpdateInput => ({
  name: a.name,
  contribution_amount: moneyText(a.contribution_amount),
  late_fee: moneyText(a.late_fee),
  early_min_on_time_percent: a.early_min_on_time_percent ?? '',
  saving_type: a.saving_type,
  duration: a.duration,
  status: a.status ?? 'active',
  start_date: a.start_date,
  end_date: a.end_date,
  recipient_rule: a.recipient_rule,
  draw_paid_up_only: a.draw_paid_up_only,
  lelang_cap_percent: a.lelang_cap_percent,
  lelang_commission_percent: a.lelang_commission_percent,
});

function ArisanForm({ arisan, onClose }: { arisan?: Arisan; onClose: () => void }) {
  const create = useCreateArisan();
  const update = useUpdateArisan();
  // The picker keeps the ticked members (their order is their positions); the form sends their ids.
  const [selected, setSelected] = useState<Member[]>([]);
  // Both schemas read the same fields; the create one also takes the members, the edit one the status.
  const schema = (arisan ? ArisanUpdateBodySchema : ArisanCreateBodySchema) as z.ZodType<ArisanUpdateBody>;
  const form = useZodForm<ArisanUpdateBody, ArisanUpdateInput>(
    schema,
    arisan ? editValues(arisan) : startValues(),
  );
  const errors = form.formState.errors;
  const moneyIn = (arisan?.total_saving ?? 0) > 0;

  // Editing: the end date follows the schedule when the start, type or duration change (it stays editable).
  const replan = () => {
    if (!arisan) return;
    const { start_date, saving_type, duration } = form.getValues();
    if (start_date && Number.isInteger(duration) && duration >= 1)
      form.setValue('end_date', defaultEndDate(start_date, saving_type as SavingType, duration));
  };

  return (
    <Form
      form={form}
      onSubmit={(body) =>
        arisan
          ? update.mutateAsync({
              id: arisan.id,
              ...body,
              total_saving: arisan.total_saving,
              total_members: arisan.total_members,
            })
          : create.mutateAsync({ ...body, members_ids: selected.map((m) => m.id) })
      }
      success={arisan ? 'Arisan berhasil diperbarui!' : 'Arisan berhasil dibuat!'}
      failure={arisan ? 'Gagal memperbarui arisan' : 'Gagal membuat arisan'}
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
        {arisan ? (
          <Select label="Status" required {...form.register('status')} error={errors.status?.message}>
            {ARISAN_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ARISAN_STATUS_LABEL[s]}
              </option>
            ))}
          </Select>
        ) : null}
        <Field
          label="Tanggal mulai"
          type="date"
          required
          {...form.register('start_date', { onChange: replan })}
          error={errors.start_date?.message}
        />
        {arisan ? <EndAndTotals arisan={arisan} form={form} /> : null}
      </div>
      <RecipientRuleFields
        form={form}
        locked={arisan?.started ?? false}
        allowLelang={(arisan?.kind ?? 'uang') === 'uang'}
      />
      <ArisanPositionTerms form={form} showCost={!arisan} />
      {arisan ? null : <MemberPicker selected={selected} onChange={setSelected} />}
      <FormActions>
        <CancelButton onClick={onClose}>Batal</CancelButton>
        <SubmitButton>Simpan</SubmitButton>
      </FormActions>
    </Form>
  );
}

/** Editing only: the end date (it follows the plan, and stays editable) and the totals the server keeps. */
function EndAndTotals({
  arisan,
  form,
}: {
  arisan: Arisan;
  form: UseFormReturn<ArisanUpdateInput, unknown, ArisanUpdateBody>;
}) {
  return (
    <>
      <Field
        label="Tanggal selesai"
        type="date"
        required
        {...form.register('end_date')}
        error={form.formState.errors.end_date?.message}
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
    </>
  );
}

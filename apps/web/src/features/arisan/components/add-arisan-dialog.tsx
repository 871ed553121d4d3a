import {
  type ArisanCreateBody,
  ArisanCreateBodySchema,
  type ArisanCreateInput,
  type Member,
} from '@toko/shared';
import { SAVING_TYPE_LABEL, SAVING_TYPES } from '@toko/shared/constants';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { CancelButton, Form, FormActions, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Field } from '../../../components/ui/input.tsx';
import { MoneyInput } from '../../../components/ui/money-input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { todayInShop } from '../../../lib/format.ts';
import { useCreateArisan } from '../api/create-arisan.ts';
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
  // The picker keeps the ticked members (their order is their positions); the form sends their ids.
  const [selected, setSelected] = useState<Member[]>([]);
  const create = useCreateArisan();
  const form = useZodForm<ArisanCreateBody, ArisanCreateInput>(ArisanCreateBodySchema, {
    name: '',
    contribution_amount: '',
    late_fee: '',
    saving_type: 'daily',
    start_date: todayInShop(),
  });
  const errors = form.formState.errors;

  return (
    <Form
      form={form}
      onSubmit={(body) => create.mutateAsync({ ...body, members_ids: selected.map((m) => m.id) })}
      success="Arisan berhasil dibuat!"
      failure="Gagal membuat arisan"
      onSuccess={onClose}
    >
      <Field label="Nama arisan" maxLength={100} {...form.register('name')} error={errors.name?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyInput
          label="Kontribusi per putaran (Rp)"
          {...form.register('contribution_amount')}
          error={errors.contribution_amount?.message}
        />
        <MoneyInput
          label="Denda keterlambatan per putaran (Rp)"
          hint="Opsional: dikenakan untuk setiap putaran yang dibayar setelah tanggalnya"
          {...form.register('late_fee')}
          error={errors.late_fee?.message}
        />
        <Select label="Tipe" {...form.register('saving_type')} error={errors.saving_type?.message}>
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
          {...form.register('duration', { valueAsNumber: true })}
          error={errors.duration?.message}
        />
        <Field
          label="Tanggal mulai"
          type="date"
          {...form.register('start_date')}
          error={errors.start_date?.message}
        />
      </div>
      <MemberPicker selected={selected} onChange={setSelected} />
      <FormActions>
        <CancelButton onClick={onClose}>Batal</CancelButton>
        <SubmitButton>Simpan</SubmitButton>
      </FormActions>
    </Form>
  );
}

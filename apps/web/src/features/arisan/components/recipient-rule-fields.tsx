import {
  type ArisanUpdateBody,
  type ArisanUpdateInput,
  RECIPIENT_RULE_LABELS,
  RECIPIENT_RULES,
} from '@toko/shared';
import type { UseFormReturn } from 'react-hook-form';
import { Field } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';

/**
 * 'Cara Menentukan Penerima' in the add and edit forms (ADR 077, 078): the rule, who may win, and the
 * lelang's cap and commission. Agreed before the start: once started they are shown, not changed.
 */
export function RecipientRuleFields({
  form,
  locked,
  allowLelang,
}: {
  form: UseFormReturn<ArisanUpdateInput, unknown, ArisanUpdateBody>;
  /** The arisan has started: the server refuses a change, so the fields say so. */
  locked: boolean;
  /** Lelang is for the money arisan only. */
  allowLelang: boolean;
}) {
  const errors = form.formState.errors;
  const rule = form.watch('recipient_rule');
  const rules = RECIPIENT_RULES.filter((r) => allowLelang || r !== 'lelang');
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-stone-200 p-3" disabled={locked}>
      <legend className="px-1 text-sm font-semibold text-stone-800">Cara Menentukan Penerima</legend>
      {locked ? <p className="text-xs text-stone-600">Tidak dapat diubah: arisan sudah dimulai</p> : null}
      <Select
        label="Cara menentukan penerima"
        {...form.register('recipient_rule')}
        error={errors.recipient_rule?.message}
      >
        {rules.map((r) => (
          <option key={r} value={r}>
            {RECIPIENT_RULE_LABELS[r]}
          </option>
        ))}
      </Select>
      {rule === 'lelang' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label="Batas potongan (% dari pot)"
            type="number"
            inputMode="numeric"
            min={1}
            max={50}
            step={1}
            hint="1-50%: tawaran tertinggi yang boleh diajukan"
            {...form.register('lelang_cap_percent', { valueAsNumber: true })}
            error={errors.lelang_cap_percent?.message}
          />
          <Field
            label="Komisi pengelola (% dari potongan)"
            type="number"
            inputMode="numeric"
            min={0}
            max={7}
            step={1}
            hint="0-7%: sisanya dibagi ke member yang belum menerima"
            {...form.register('lelang_commission_percent', { valueAsNumber: true })}
            error={errors.lelang_commission_percent?.message}
          />
        </div>
      ) : null}
      <label className="flex items-center gap-2 text-sm text-stone-800">
        <input type="checkbox" className="size-4 accent-brand-700" {...form.register('draw_paid_up_only')} />
        Hanya member yang lunas boleh menang
      </label>
    </fieldset>
  );
}

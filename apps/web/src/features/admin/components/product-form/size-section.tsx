import { PRODUCT_SIZE_LABEL, PRODUCT_SIZE_LIMITS, type ProductSizeField } from '@toko/shared';
import { Field } from '../../../../components/ui/input.tsx';
import type { ProductFormApi } from './values.ts';

const FIELDS: ProductSizeField[] = ['weight_gram', 'length_cm', 'width_cm', 'height_cm'];

/**
 * Weight and package size, for the shipping cost (ADR 073): a per-kg rate charges the larger of the
 * weight and the volume weight (P x L x T / 6000). All optional; without a weight a unit counts 1 kg.
 */
export function SizeSection({ form }: { form: ProductFormApi }) {
  const errors = form.formState.errors;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-stone-700">
        Berat &amp; Ukuran Paket (ongkos kirim)
      </legend>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {FIELDS.map((name) => (
          <Field
            key={name}
            label={PRODUCT_SIZE_LABEL[name]}
            type="number"
            inputMode="numeric"
            min={1}
            max={PRODUCT_SIZE_LIMITS[name]}
            step={1}
            {...form.register(name)}
            error={errors[name]?.message}
          />
        ))}
      </div>
      <p className="text-sm text-stone-600">
        Kosongkan bila tidak diketahui: tanpa berat, satu unit dihitung 1 kg untuk tarif per kg.
      </p>
    </fieldset>
  );
}

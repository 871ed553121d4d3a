import { Field } from '../../../../components/ui/input.tsx';
import type { ProductFormApi } from './values.ts';

/** Units in stock: a whole number, 0 or more (the shop shows 'Stok habis' at 0). */
export function StockSection({ form }: { form: ProductFormApi }) {
  return (
    <section aria-label="Stock" className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Field
        label="Stock *"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        {...form.register('stock')}
        error={form.formState.errors.stock?.message}
      />
    </section>
  );
}

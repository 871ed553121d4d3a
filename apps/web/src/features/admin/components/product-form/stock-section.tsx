import { HOLD_SHARE_PERCENT, purchaseLimit } from '@toko/shared/purchase-limits';
import { useWatch } from 'react-hook-form';
import { Field } from '../../../../components/ui/input.tsx';
import { type ProductFormApi, VARIANT_HINT } from './values.ts';

const whole = (typed: string) => (/^\s*\d+\s*$/.test(typed) ? Number(typed) : null);

/**
 * What the shop will hold one shopper to, worked out as the admin types: 20% of the stock (at least 1),
 * or the typed 'Maks. pembelian' when lower (ADR 051).
 */
export function maxPurchaseHint(stock: string, maxPurchase: string): string {
  const units = whole(stock);
  const typed = whole(maxPurchase);
  const rule = `Kosong: otomatis ${HOLD_SHARE_PERCENT}% dari stok (minimal 1). Angka yang lebih besar tetap dibatasi ${HOLD_SHARE_PERCENT}% stok.`;
  if (units === null || (maxPurchase.trim() !== '' && (typed === null || typed < 1))) return rule;
  return `${rule} Berlaku: ${purchaseLimit(units, typed)} unit per pembeli untuk pesanan yang belum dibayar.`;
}

/**
 * Units in stock: a whole number, 0 or more (the shop shows 'Stok habis' at 0); the threshold under which
 * the dashboard lists it as running low (ADR 085); and 'Maks. pembelian', the most one shopper may hold in
 * unpaid orders.
 */
export function StockSection({ form, byVariants = false }: { form: ProductFormApi; byVariants?: boolean }) {
  const [stock, maxPurchase] = useWatch({ control: form.control, name: ['stock', 'max_purchase'] });
  const errors = form.formState.errors;
  return (
    <section aria-label="Stok" className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Field
        label="Stok *"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        {...form.register('stock')}
        readOnly={byVariants}
        error={errors.stock?.message}
        hint={byVariants ? VARIANT_HINT.stock : undefined}
      />
      <Field
        label="Batas stok menipis"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        {...form.register('low_stock_threshold')}
        error={errors.low_stock_threshold?.message}
        hint="Produk masuk 'Stok menipis' di dasbor bila stoknya di bawah angka ini (0: tidak pernah)."
      />
      <Field
        label="Maks. pembelian"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        placeholder="Otomatis"
        {...form.register('max_purchase')}
        error={errors.max_purchase?.message}
        hint={maxPurchaseHint(stock, maxPurchase)}
      />
    </section>
  );
}

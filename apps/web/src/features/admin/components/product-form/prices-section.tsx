import { discountPercent, parseRupiah } from '@toko/shared';
import { useWatch } from 'react-hook-form';
import { MoneyInput } from '../../../../components/ui/money-input.tsx';
import { type ProductFormApi, VARIANT_HINT } from './values.ts';

/** The discount the shop will show, worked out from the two prices as the admin types them. */
export function discountHint(price: string, originalPrice: string): string {
  const amount = parseRupiah(price);
  const original = parseRupiah(originalPrice);
  const percent = amount !== null && original !== null ? discountPercent(amount, original) : null;
  return percent !== null && Number.isFinite(percent)
    ? `Pembeli melihat diskon ${percent}%`
    : 'Harga sebelum diskon; kosongkan jika tidak ada';
}

/** Price and original price in rupiah; the discount is derived from them, never typed (ADR 020). */
export function PricesSection({ form, byVariants = false }: { form: ProductFormApi; byVariants?: boolean }) {
  const [price, originalPrice] = useWatch({ control: form.control, name: ['price', 'original_price'] });
  const errors = form.formState.errors;
  return (
    <section aria-label="Harga" className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {/* With variants the price is the lowest variant's (ADR 090): shown, set in 'Varian'. */}
      <MoneyInput
        label="Harga (Rp) *"
        {...form.register('price')}
        readOnly={byVariants}
        error={errors.price?.message}
        hint={byVariants ? VARIANT_HINT.price : undefined}
      />
      <MoneyInput
        label="Harga asli (Rp)"
        {...form.register('original_price')}
        error={errors.original_price?.message}
        hint={discountHint(price, originalPrice)}
      />
    </section>
  );
}

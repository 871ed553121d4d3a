import { MONEY_INVALID, parseRupiah } from '@toko/shared/format';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { MoneyInput, moneyText } from '../../../components/ui/money-input.tsx';
import { FILTER_PRICE_MAX, FILTER_TEXT, type ProductFilters } from './product-filters.ts';

/** A typed amount: none, whole rupiah, or not an amount (said under the field). */
function readAmount(text: string): number | undefined | 'bad' | 'high' {
  if (text.trim() === '') return undefined;
  const n = parseRupiah(text);
  if (n === null) return 'bad';
  return n > FILTER_PRICE_MAX ? 'high' : n;
}
const amountError = (v: ReturnType<typeof readAmount>) =>
  v === 'bad' ? MONEY_INVALID : v === 'high' ? FILTER_TEXT.tooHigh : undefined;

/**
 * The filters of a product list (ADR 076): price range typed the Indonesian way ('1.250.000'), in stock
 * only, rating 4+. 'Terapkan' puts them in the URL; 'Hapus filter' takes them all off. A panel under the
 * list's heading from 640 px, a sheet from the bottom of the screen on a phone.
 */
export default function FilterPanel({
  value,
  onApply,
  onClose,
  mode,
}: {
  value: ProductFilters;
  onApply: (filters: ProductFilters) => void;
  onClose: () => void;
  mode: 'panel' | 'sheet';
}) {
  const id = useId();
  const [min, setMin] = useState(moneyText(value.min_price));
  const [max, setMax] = useState(moneyText(value.max_price));
  const [inStock, setInStock] = useState(value.in_stock === 1);
  const [rated, setRated] = useState(value.min_rating === 4);
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const lo = readAmount(min);
    const hi = readAmount(max);
    const next = { min: amountError(lo), max: amountError(hi) };
    if (typeof lo === 'number' && typeof hi === 'number' && lo > hi) next.min = FILTER_TEXT.range;
    setErrors(next);
    if (next.min || next.max) return;
    onApply({
      min_price: lo as number | undefined,
      max_price: hi as number | undefined,
      in_stock: inStock ? 1 : undefined,
      min_rating: rated ? 4 : undefined,
    });
  };
  const clear = () => {
    setMin('');
    setMax('');
    setInStock(false);
    setRated(false);
    setErrors({});
    onApply({});
  };

  const check = 'size-4 rounded border-stone-300 accent-brand-700';
  const form = (
    <form id={`${id}-form`} onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <MoneyInput
          label={FILTER_TEXT.minPrice}
          value={min}
          onChange={(e) => setMin(e.target.value)}
          error={errors.min}
          name="min_price"
        />
        <MoneyInput
          label={FILTER_TEXT.maxPrice}
          value={max}
          onChange={(e) => setMax(e.target.value)}
          error={errors.max}
          name="max_price"
        />
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
        <label className="flex min-h-11 items-center gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            className={check}
            checked={inStock}
            onChange={(e) => setInStock(e.target.checked)}
          />
          {FILTER_TEXT.inStock}
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm text-stone-800">
          <input
            type="checkbox"
            className={check}
            checked={rated}
            onChange={(e) => setRated(e.target.checked)}
          />
          {FILTER_TEXT.rating}
        </label>
      </div>
      {mode === 'panel' ? (
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" onClick={clear}>
            {FILTER_TEXT.clear}
          </Button>
          <Button type="submit">{FILTER_TEXT.apply}</Button>
        </div>
      ) : null}
    </form>
  );

  if (mode === 'panel')
    return (
      <section
        aria-label={FILTER_TEXT.title}
        className="mb-5 rounded-xl border border-stone-200 bg-white p-4"
        data-testid="filter-panel"
      >
        {form}
      </section>
    );
  return (
    <Dialog
      open
      onClose={onClose}
      title={FILTER_TEXT.title}
      sheet
      footer={
        <>
          <Button type="button" variant="ghost" onClick={clear}>
            {FILTER_TEXT.clear}
          </Button>
          <Button type="submit" form={`${id}-form`}>
            {FILTER_TEXT.apply}
          </Button>
        </>
      }
    >
      {form}
    </Dialog>
  );
}

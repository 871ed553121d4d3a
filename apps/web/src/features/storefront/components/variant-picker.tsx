import type { Product, ProductVariant } from '@toko/shared';
import { findVariant } from '@toko/shared/variant-names';
import { useState } from 'react';

/**
 * The product page's choice of a variant (docs/decisions/090-product-variants.md): one value per option,
 * the first variant in stock chosen to start with. A value that makes no variant in stock with the
 * other values chosen is shown but cannot be picked.
 */
export function useVariantChoice(product: Pick<Product, 'options' | 'variants'>) {
  const [chosen, setChosen] = useState<(string | undefined)[]>(() => {
    const first = product.variants.find((v) => v.stock > 0) ?? product.variants[0];
    return first ? [...first.option_values] : [];
  });
  const variant = product.options.length > 0 ? findVariant(product.variants, chosen) : undefined;
  const choose = (option: number, value: string) =>
    setChosen((current) => {
      const next = [...current];
      next[option] = value;
      // Keep the other choices when that variant exists; otherwise move to one in stock with this value.
      if (findVariant(product.variants, next)?.stock) return next;
      const near = product.variants.find((v) => v.option_values[option] === value && v.stock > 0);
      return near ? [...near.option_values] : next;
    });
  return { chosen, variant, choose };
}

/** Whether some variant in stock has this value with the other options as chosen. */
function available(
  variants: ProductVariant[],
  chosen: (string | undefined)[],
  option: number,
  value: string,
) {
  return variants.some(
    (v) =>
      v.stock > 0 &&
      v.option_values[option] === value &&
      v.option_values.every((x, i) => i === option || chosen[i] === undefined || chosen[i] === x),
  );
}

export function VariantPicker({
  product,
  chosen,
  onChoose,
}: {
  product: Pick<Product, 'options' | 'variants'>;
  chosen: (string | undefined)[];
  onChoose: (option: number, value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-4" data-testid="variant-picker">
      {product.options.map((option, i) => (
        <fieldset key={option.name}>
          <legend className="mb-2 text-sm text-stone-600">
            {option.name}: <span className="font-semibold text-stone-900">{chosen[i] ?? 'pilih'}</span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {option.values.map((value) => {
              const inStock = available(product.variants, chosen, i, value);
              return (
                <label key={value} className="relative">
                  {/* Native radios: arrow keys move along the values, a sold-out one is skipped. */}
                  <input
                    type="radio"
                    name={`opsi-${i}`}
                    value={value}
                    checked={chosen[i] === value}
                    disabled={!inStock}
                    // One name in every browser (text split over two spans is joined differently).
                    aria-label={inStock ? value : `${value}, stok habis`}
                    onChange={() => onChoose(i, value)}
                    className="peer sr-only"
                  />
                  <span
                    className={`inline-flex min-h-10 cursor-pointer items-center rounded-lg border px-3 text-sm font-medium transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-checked:border-brand-700 peer-checked:bg-brand-50 peer-checked:text-brand-800 peer-disabled:cursor-not-allowed peer-disabled:border-dashed peer-disabled:bg-stone-50 peer-disabled:text-stone-500 peer-disabled:line-through ${
                      inStock ? 'border-stone-300 bg-white text-stone-800 hover:border-stone-400' : ''
                    }`}
                  >
                    {value}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}

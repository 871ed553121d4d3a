import { groupRupiah, parseRupiah } from '@toko/shared/format';
import { type ChangeEvent, forwardRef, useId, useRef } from 'react';
import { FieldFrame, fieldAria } from './field-frame.tsx';
import type { FieldProps } from './input.tsx';
import { inputClass } from './input.tsx';

/** The text left of the amount: the field reads as rupiah while it is typed. */
const stripPrefix = (t: string) => t.replace(/^\s*rp\.?\s*/i, '');

/**
 * What the field shows after an edit. A whole amount ('1250000', '1.250.000', 'Rp 1.250.000') is shown
 * grouped ('1.250.000'). A digit typed into or deleted from a grouped amount regroups it ('1.2500' ->
 * '12.500'). Anything else (a comma, a dot the person typed, letters) stays as typed, so the form's
 * check can say what is wrong under the field instead of guessing a number.
 */
export function regroup(next: string, previous: string): string {
  const amount = parseRupiah(next);
  if (amount !== null) return groupRupiah(amount);
  const body = stripPrefix(next);
  const prevBody = stripPrefix(previous);
  const prevGrouped = prevBody !== '' && parseRupiah(prevBody) !== null;
  const sameDots = body.split('.').length === prevBody.split('.').length;
  const oneDigitEdit = Math.abs(body.replaceAll('.', '').length - prevBody.replaceAll('.', '').length) === 1;
  if (prevGrouped && sameDots && oneDigitEdit && /^[\d.]+$/.test(body)) {
    const digits = body.replaceAll('.', '');
    if (/^\d+$/.test(digits)) return groupRupiah(Number(digits));
  }
  return next;
}

/**
 * A money field: Indonesian grouping in and out ('1.250.000', 'Rp 1.250.000' and '1250000' are the same
 * amount), a fixed 'Rp' in front. Its value is text; the shared schema turns it into whole rupiah or
 * refuses decimals and nonsense with a message, shown under the field.
 */
export const MoneyInput = forwardRef<HTMLInputElement, FieldProps>(function MoneyInput(
  { label, error, hint, id, className = '', onChange, ...rest },
  ref,
) {
  const auto = useId();
  const inputId = id ?? auto;
  const previous = useRef(typeof rest.value === 'string' ? rest.value : String(rest.defaultValue ?? ''));
  const handle = (e: ChangeEvent<HTMLInputElement>) => {
    const shown = regroup(e.target.value, previous.current);
    e.target.value = shown;
    previous.current = shown;
    onChange?.(e);
  };
  return (
    <FieldFrame id={inputId} label={label} hint={hint} error={error}>
      <div className="flex">
        <span className="inline-flex items-center rounded-l-lg border border-r-0 border-stone-300 bg-stone-100 px-3 text-sm text-stone-700">
          Rp
        </span>
        <input
          ref={ref}
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          {...fieldAria(inputId, error)}
          className={`${inputClass} rounded-l-none ${className}`}
          onChange={handle}
          {...rest}
        />
      </div>
    </FieldFrame>
  );
});

/** A stored amount as the field shows it ('' for none). */
export const moneyText = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? '' : groupRupiah(amount);

import { parsePhoneNumber } from '@toko/shared';
import { forwardRef, useState } from 'react';
import { Field, type FieldProps } from './input.tsx';

/** '6281234567890' -> '+62 812-3456-7890', how the stored number is read back to a person. */
export function displayPhone(stored: string): string {
  const rest = stored.replace(/^62/, '');
  return `+62 ${rest.slice(0, 3)}-${rest.slice(3, 7)}-${rest.slice(7)}`.replace(/-$/, '');
}

/**
 * A phone field that takes the number as people write it ('0812-3456-7890', '+62 812 3456 7890',
 * '812 3456 7890'). The shared schema stores one form (62..., packages/shared/src/phone.ts) and refuses a
 * number it cannot read with a message under the field; the hint shows the number as it will be saved.
 */
export const PhoneInput = forwardRef<HTMLInputElement, FieldProps>(function PhoneInput(
  { hint, onChange, ...rest },
  ref,
) {
  const [typed, setTyped] = useState(String(rest.value ?? rest.defaultValue ?? ''));
  const normal = typed.trim() ? parsePhoneNumber(typed) : null;
  return (
    <Field
      ref={ref}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={25}
      hint={normal ? `Disimpan sebagai ${displayPhone(normal)}` : hint}
      onChange={(e) => {
        setTyped(e.target.value);
        onChange?.(e);
      }}
      {...rest}
    />
  );
});

import { formatPhoneNumber, parsePhoneNumber } from '@toko/shared/phone';
import { forwardRef, useState } from 'react';
import { Field, type FieldProps } from './input.tsx';

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
      hint={normal ? `Disimpan sebagai ${formatPhoneNumber(normal)}` : hint}
      onChange={(e) => {
        setTyped(e.target.value);
        onChange?.(e);
      }}
      {...rest}
    />
  );
});

import { forwardRef } from 'react';
import { Field, type FieldProps } from './input.tsx';

export interface PasswordFieldProps extends Omit<FieldProps, 'type' | 'autoComplete'> {
  /** A password being chosen (the browser offers to generate and save it) rather than one being typed. */
  isNew?: boolean;
}

/** A labelled password input with its error under it, as every password form of the shop has it. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { isNew = false, ...props },
  ref,
) {
  return (
    <Field ref={ref} type="password" autoComplete={isNew ? 'new-password' : 'current-password'} {...props} />
  );
});

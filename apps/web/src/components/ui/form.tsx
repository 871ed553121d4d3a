import { zodResolver } from '@hookform/resolvers/zod';
import { createContext, type ReactNode, useContext, useRef } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { ApiError, errorMessage } from '../../api/client.ts';
import { useBusyAction } from '../../lib/use-busy-action.ts';
import { Button, type ButtonProps } from './button.tsx';

/**
 * The one way a form submits (bulletproof-react's `Form`): react-hook-form checks the values with the
 * shared zod schema, the submit button is busy and repeats are ignored while the request is in flight,
 * the user sees exactly one outcome (one toast), field errors (the schema's or the server's `errors`)
 * sit under their field, and a refused form scrolls its first error into view (on a phone it is often
 * below the keyboard).
 */
export function useZodForm<TOut extends FieldValues, TIn extends FieldValues = TOut>(
  schema: z.ZodType<TOut>,
  defaultValues: DefaultValues<TIn>,
) {
  return useForm<TIn, unknown, TOut>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

const FormBusyContext = createContext(false);

/** True while the surrounding Form's request is in flight (for its Cancel and Delete buttons). */
export const useFormBusy = () => useContext(FormBusyContext);

export interface FormProps<TIn extends FieldValues, TOut, R> {
  form: UseFormReturn<TIn, unknown, TOut>;
  /** The request; its result goes to onSuccess. */
  onSubmit: (values: TOut) => Promise<R>;
  /** The success toast, if any. */
  success?: string | ((result: R) => string);
  /**
   * The failure toast's prefix, as docs/product.md 8 writes it: '<failure>: <server message>'; or the whole text,
   * for the few forms whose failure toast the spec words differently.
   */
  failure: string | ((err: unknown) => string);
  onSuccess?: (result: R, values: TOut) => void;
  children: ReactNode;
  id?: string;
  className?: string;
  'aria-label'?: string;
}

function scrollToFirstError(root: HTMLElement | null, framesLeft = 3) {
  // After React has rendered the messages: on a busy device that can be a frame or two later, so a form
  // that shows no refused field yet is looked at again (a closed form is not).
  requestAnimationFrame(() => {
    if (!root?.isConnected) return;
    const first = root.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) {
      if (framesLeft > 0) scrollToFirstError(root, framesLeft - 1);
      return;
    }
    first.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    first.focus({ preventScroll: true });
  });
}

export function Form<TIn extends FieldValues, TOut, R>({
  form,
  onSubmit,
  success,
  failure,
  onSuccess,
  children,
  id,
  className = 'flex flex-col gap-4',
  'aria-label': ariaLabel,
}: FormProps<TIn, TOut, R>) {
  const ref = useRef<HTMLFormElement>(null);
  const { run, busy } = useBusyAction(async (values: TOut) => {
    let result: R;
    try {
      result = await onSubmit(values);
    } catch (err) {
      if (err instanceof ApiError && err.errors?.length) {
        for (const e of err.errors) form.setError(e.path as Path<TIn>, { message: e.message });
        scrollToFirstError(ref.current);
      }
      toast.error(typeof failure === 'function' ? failure(err) : `${failure}: ${errorMessage(err)}`);
      return;
    }
    if (success) toast.success(typeof success === 'function' ? success(result) : success);
    onSuccess?.(result, values);
  });

  return (
    <FormBusyContext.Provider value={busy}>
      <form
        ref={ref}
        id={id}
        noValidate
        aria-label={ariaLabel}
        aria-busy={busy || undefined}
        className={className}
        onSubmit={form.handleSubmit(
          (values) => run(values),
          () => scrollToFirstError(ref.current),
        )}
      >
        {children}
      </form>
    </FormBusyContext.Provider>
  );
}

/** The form's submit button: busy (spinner, disabled) while the request runs. */
export function SubmitButton({ loading, ...props }: ButtonProps) {
  const busy = useFormBusy();
  return <Button {...props} type="submit" loading={busy || loading} />;
}

/** A Cancel (or Back) button of a form: disabled while its request runs. */
export function CancelButton(props: ButtonProps) {
  const busy = useFormBusy();
  return <Button variant="outline" {...props} disabled={busy || props.disabled} />;
}

/**
 * A dialog form's buttons, kept in view at the bottom while a long form scrolls on a phone. The dialog's
 * scroll box has 1rem of bottom padding: the bar sticks 1rem lower (-bottom-4), so no line of the form
 * shows through under it.
 */
export function FormActions({ children }: { children: ReactNode }) {
  return (
    <div className="sticky -bottom-4 -mx-5 -mb-4 flex justify-end gap-2 border-t border-stone-100 bg-white px-5 py-3">
      {children}
    </div>
  );
}

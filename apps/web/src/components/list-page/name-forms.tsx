import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { Dialog } from '../ui/dialog.tsx';
import { CancelButton, Form, FormActions, SubmitButton, useZodForm } from '../ui/form.tsx';
import { Field } from '../ui/input.tsx';

type NameSchema = z.ZodType<{ name: string }>;

interface NameTexts {
  success: string;
  failure: string;
}

/**
 * The add row above a list of names (categories, locations): one field and the add button. With
 * `ignoreBlank` a press while the trimmed name is empty does nothing (locations, docs/product.md 5).
 */
export function AddNameForm({
  schema,
  label,
  placeholder,
  maxLength,
  submitLabel,
  ignoreBlank = false,
  save,
  success,
  failure,
}: NameTexts & {
  /** The request; a category or a location is one name. */
  save: (body: { name: string }) => Promise<unknown>;
  schema: NameSchema;
  label: string;
  placeholder: string;
  maxLength: number;
  submitLabel: ReactNode;
  ignoreBlank?: boolean;
}) {
  const form = useZodForm(schema, { name: '' });
  return (
    <Form
      form={form}
      onSubmit={save}
      success={success}
      failure={failure}
      onSuccess={() => form.reset({ name: '' })}
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <div className="flex-1 sm:max-w-sm">
        <Field
          label={label}
          placeholder={placeholder}
          maxLength={maxLength}
          {...form.register('name')}
          error={form.formState.errors.name?.message}
        />
      </div>
      <SubmitButton
        className="sm:mt-6"
        // Enter in the field clicks this button too, so both are ignored while the name is blank.
        onClick={(e) => {
          if (ignoreBlank && !form.getValues('name').trim()) e.preventDefault();
        }}
      >
        <Plus className="size-4" aria-hidden />
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}

interface EditNameProps<T> extends NameTexts {
  save: (body: { name: string }, item: T) => Promise<unknown>;
  schema: NameSchema;
  title: string;
  label: string;
  maxLength: number;
  cancelLabel: string;
  submitLabel: string;
  /** The item being renamed; null keeps the dialog closed. */
  item: T | null;
  onClose: () => void;
}

/** Renaming one item of a list in a dialog; the form starts from the chosen item each time it opens. */
export function EditNameDialog<T extends { id: number; name: string }>({
  item,
  title,
  onClose,
  ...rest
}: EditNameProps<T>) {
  return (
    <Dialog open={item !== null} onClose={onClose} title={title} size="sm">
      {item ? <EditNameForm key={item.id} item={item} onClose={onClose} {...rest} /> : null}
    </Dialog>
  );
}

function EditNameForm<T extends { id: number; name: string }>({
  item,
  schema,
  label,
  maxLength,
  cancelLabel,
  submitLabel,
  save,
  success,
  failure,
  onClose,
}: Omit<EditNameProps<T>, 'title' | 'item'> & { item: T }) {
  const form = useZodForm(schema, { name: item.name });
  return (
    <Form
      form={form}
      onSubmit={(body) => save(body, item)}
      success={success}
      failure={failure}
      onSuccess={onClose}
    >
      <Field
        label={label}
        maxLength={maxLength}
        autoFocus
        {...form.register('name')}
        error={form.formState.errors.name?.message}
      />
      <FormActions>
        <CancelButton onClick={onClose}>{cancelLabel}</CancelButton>
        <SubmitButton>{submitLabel}</SubmitButton>
      </FormActions>
    </Form>
  );
}

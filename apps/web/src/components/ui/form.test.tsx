import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../api/client.ts';
import { spyOnToasts } from '../../test/render.tsx';
import { Form, SubmitButton, useZodForm } from './form.tsx';
import { Field } from './input.tsx';

spyOnToasts();
afterEach(() => vi.clearAllMocks());

const Schema = z.object({ name: z.string().trim().min(1, 'Nama wajib diisi') });

function NameForm({ onSubmit }: { onSubmit: (v: { name: string }) => Promise<unknown> }) {
  const form = useZodForm(Schema, { name: '' });
  return (
    <Form form={form} onSubmit={onSubmit} success="Tersimpan" failure="Gagal menyimpan">
      <Field label="Nama" {...form.register('name')} error={form.formState.errors.name?.message} />
      <SubmitButton>Simpan</SubmitButton>
    </Form>
  );
}

describe('Form', () => {
  it('sends once while a request is in flight, with the button busy, and shows one success', async () => {
    let finish: (v: unknown) => void = () => {};
    const onSubmit = vi.fn(() => new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<NameForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Nama'), 'Sofa');
    const button = screen.getByRole('button', { name: 'Simpan' });
    // Two submits in the same frame, before React re-renders the disabled button.
    fireEvent.submit(button.closest('form')!);
    fireEvent.submit(button.closest('form')!);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    await user.dblClick(button);
    finish({ id: 1 });
    await waitFor(() => expect(button).not.toBeDisabled());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('puts the server’s field errors under the fields and shows one failure toast', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(409, {
        message: 'Nama sudah dipakai',
        code: 'CONFLICT',
        errors: [{ path: 'name', message: 'Nama sudah dipakai' }],
      });
    });
    const user = userEvent.setup();
    render(<NameForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Nama'), 'Sofa');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nama sudah dipakai')).toBeInTheDocument();
    expect(screen.getByLabelText('Nama')).toHaveAttribute('aria-invalid', 'true');
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith('Gagal menyimpan: Nama sudah dipakai');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('scrolls the first refused field into view and sends nothing', async () => {
    const scroll = vi.fn();
    HTMLElement.prototype.scrollIntoView = scroll;
    const onSubmit = vi.fn(async () => {});
    render(<NameForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nama wajib diisi')).toBeInTheDocument();
    const input = screen.getByLabelText('Nama');
    await waitFor(() => expect(scroll.mock.contexts).toContain(input), { timeout: 3000 });
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHONE_INVALID, PhoneSchema } from '@toko/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { spyOnToasts } from '../../test/render.tsx';
import { Form, SubmitButton, useZodForm } from './form.tsx';
import { PhoneInput } from './phone-input.tsx';

spyOnToasts();
afterEach(() => vi.clearAllMocks());

const Schema = z.object({ phone: PhoneSchema });

function PhoneForm({ onSubmit }: { onSubmit: (v: { phone: string }) => Promise<void> }) {
  const form = useZodForm(Schema, { phone: '' });
  return (
    <Form form={form} onSubmit={onSubmit} failure="Gagal">
      <PhoneInput
        label="No. Telepon"
        {...form.register('phone')}
        error={form.formState.errors.phone?.message}
      />
      <SubmitButton>Simpan</SubmitButton>
    </Form>
  );
}

async function typeAndSave(text: string) {
  const onSubmit = vi.fn(async () => {});
  const user = userEvent.setup();
  render(<PhoneForm onSubmit={onSubmit} />);
  const input = screen.getByLabelText('No. Telepon');
  await user.type(input, text);
  await user.click(screen.getByRole('button', { name: 'Simpan' }));
  return { input, onSubmit };
}

describe('PhoneInput', () => {
  it.each(['0812-3456-7890', '+62 812 3456 7890', '812 3456 7890', '081234567890'])(
    'stores %j as 6281234567890 and says so under the field',
    async (text) => {
      const { onSubmit } = await typeAndSave(text);
      expect(screen.getByText('Disimpan sebagai +62 812-3456-7890')).toBeInTheDocument();
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ phone: '6281234567890' }));
    },
  );

  it.each(['0812-ABCD-7890', '021 555', 'telepon saya'])(
    'refuses %j with a message under the field and sends nothing',
    async (text) => {
      const { input, onSubmit } = await typeAndSave(text);
      expect(await screen.findByText(PHONE_INVALID)).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );
});

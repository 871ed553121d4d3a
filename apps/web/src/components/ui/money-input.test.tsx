import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MONEY_INVALID, rupiahFromText } from '@toko/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { spyOnToasts } from '../../test/render.tsx';
import { Form, SubmitButton, useZodForm } from './form.tsx';
import { MoneyInput } from './money-input.tsx';

spyOnToasts();
afterEach(() => vi.clearAllMocks());

// The shape every money field of the shared schemas has (contribution, price, fees).
const Schema = z.object({
  price: z.preprocess(rupiahFromText, z.number({ error: MONEY_INVALID }).int(MONEY_INVALID).min(0)),
});

function PriceForm({ onSubmit }: { onSubmit: (v: { price: number }) => Promise<void> }) {
  const form = useZodForm(Schema, { price: '' });
  return (
    <Form form={form} onSubmit={onSubmit} failure="Gagal">
      <MoneyInput label="Harga" {...form.register('price')} error={form.formState.errors.price?.message} />
      <SubmitButton>Simpan</SubmitButton>
    </Form>
  );
}

async function typeAndSave(text: string) {
  const onSubmit = vi.fn(async () => {});
  const user = userEvent.setup();
  render(<PriceForm onSubmit={onSubmit} />);
  const input = screen.getByLabelText('Harga') as HTMLInputElement;
  if (text) await user.type(input, text);
  await user.click(screen.getByRole('button', { name: 'Simpan' }));
  return { input, onSubmit };
}

describe('MoneyInput', () => {
  it.each(['1250000', '1.250.000', 'Rp 1.250.000'])(
    'reads %j as Rp 1.250.000 and shows it grouped',
    async (text) => {
      const { input, onSubmit } = await typeAndSave(text);
      expect(input.value).toBe('1.250.000');
      expect(screen.getByText('Rp')).toBeInTheDocument();
      await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ price: 1_250_000 }));
    },
  );

  it('groups the amount while it is typed', async () => {
    const user = userEvent.setup();
    render(<PriceForm onSubmit={async () => {}} />);
    const input = screen.getByLabelText('Harga') as HTMLInputElement;
    await user.type(input, '2500');
    expect(input.value).toBe('2.500');
    await user.type(input, '00');
    expect(input.value).toBe('250.000');
    await user.type(input, '{Backspace}');
    expect(input.value).toBe('25.000');
  });

  it.each(['1.250.000,50', '12.5', 'dua ratus ribu'])(
    'refuses %j with a message under the field',
    async (text) => {
      const { input, onSubmit } = await typeAndSave(text);
      expect(await screen.findByText(MONEY_INVALID)).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(MONEY_INVALID);
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );

  it('refuses an empty amount', async () => {
    const { onSubmit } = await typeAndSave('');
    expect(await screen.findByText(MONEY_INVALID)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Combobox } from './combobox.tsx';

const OPTIONS = [
  { value: 'Bangkalan', label: 'Kab. Bangkalan' },
  { value: 'Malang', label: 'Kab. Malang' },
  { value: 'Kota Malang', label: 'Kota Malang' },
  { value: 'Kota Surabaya', label: 'Kota Surabaya' },
];

function Picker({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Combobox
        label="Kabupaten"
        options={OPTIONS}
        value={value}
        onChange={setValue}
        placeholder="Pilih Kabupaten"
      />
      <output aria-label="nilai">{value}</output>
    </>
  );
}

const box = () => screen.getByRole('combobox', { name: 'Kabupaten' });
const shown = () => screen.getAllByRole('option').map((o) => o.textContent);

describe('Combobox', () => {
  it('filters by what is typed, anywhere in the label, whatever the case', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(box());
    expect(shown()).toHaveLength(4);
    await user.type(box(), 'MAL');
    expect(shown()).toEqual(['Kab. Malang', 'Kota Malang']);
    await user.type(box(), 'xyz');
    expect(screen.getByText('Tidak ditemukan')).toBeInTheDocument();
  });

  it('works by keyboard: arrows move (and wrap), Enter picks, Escape puts back the picked value', async () => {
    const user = userEvent.setup();
    render(<Picker initial="Kota Surabaya" />);
    box().focus();
    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    // Opens on the picked one, then wraps from the last to the first.
    expect(box()).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Kota Surabaya' }).id,
    );
    expect(screen.getByRole('option', { name: 'Kota Surabaya' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByLabelText('nilai')).toHaveTextContent('Bangkalan');
    expect(box()).toHaveValue('Kab. Bangkalan');
    expect(box()).toHaveAttribute('aria-expanded', 'false');

    await user.clear(box());
    await user.keyboard('sura');
    expect(shown()).toEqual(['Kota Surabaya']);
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).toHaveValue('Kab. Bangkalan');
    expect(screen.getByLabelText('nilai')).toHaveTextContent('Bangkalan');
  });

  it('picks with a click and keeps the label tied to the input', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await user.click(box());
    await user.click(screen.getByRole('option', { name: 'Kota Malang' }));
    expect(box()).toHaveValue('Kota Malang');
    expect(screen.getByLabelText('Kabupaten')).toBe(box());
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressForm } from './address-form.tsx';

function renderForm(props: Partial<Parameters<typeof AddressForm>[0]> = {}) {
  const onSubmit = vi.fn(async (body) => ({ id: 1, ...body }));
  render(
    <AddressForm
      address={null}
      firstAddress={false}
      onSubmit={onSubmit}
      onSaved={() => {}}
      success="Tersimpan"
      failure="Gagal"
      onCancel={() => {}}
      {...props}
    />,
  );
  return onSubmit;
}

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe('AddressForm', () => {
  it('shows every field with the spec’s placeholders and buttons', () => {
    renderForm();
    expect(screen.getByLabelText('Label Alamat')).toHaveAttribute('placeholder', 'Rumah, Kantor, dll.');
    expect(screen.getByLabelText('Nama Penerima')).toBeInTheDocument();
    expect(screen.getByLabelText('No. Telepon')).toHaveAttribute('placeholder', '085xxxxxxxxx');
    expect(screen.getByLabelText('Kode Pos')).toHaveAttribute('placeholder', '69118');
    expect(screen.getByLabelText('Jalan/Alamat').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('jadikan alamat ini sebagai alamat utama')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Simpan Alamat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Batal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hapus Alamat' })).not.toBeInTheDocument();
  });

  it('cascades: each level waits for the one above, and a change clears those below', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(select('Provinsi').value).toBe('Jawa Timur');
    expect(select('Kabupaten')).toBeEnabled();
    expect(select('Kecamatan')).toBeDisabled();
    expect(select('Desa/Kelurahan')).toBeDisabled();

    await user.selectOptions(select('Kabupaten'), 'Kota Surabaya');
    expect(select('Kecamatan')).toBeEnabled();
    expect(select('Desa/Kelurahan')).toBeDisabled();
    await user.selectOptions(select('Kecamatan'), 'Gubeng');
    await user.selectOptions(select('Desa/Kelurahan'), 'Airlangga');

    await user.selectOptions(select('Kecamatan'), 'Tegalsari');
    expect(select('Desa/Kelurahan').value).toBe('');

    await user.selectOptions(select('Kabupaten'), 'Bangkalan');
    expect(select('Kecamatan').value).toBe('');
    expect(select('Desa/Kelurahan').value).toBe('');
    expect(select('Desa/Kelurahan')).toBeDisabled();
    expect([...select('Kecamatan').options].map((o) => o.value)).toContain('Arosbaya');

    await user.selectOptions(select('Provinsi'), '');
    expect(select('Kabupaten')).toBeDisabled();
  });

  it('names each missing field and sends nothing', async () => {
    const onSubmit = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Simpan Alamat' }));
    for (const text of [
      'Label Alamat wajib diisi',
      'Nama Penerima wajib diisi',
      'No. Telepon wajib diisi',
      'Kabupaten wajib diisi',
      'Kecamatan wajib diisi',
      'Desa/Kelurahan wajib diisi',
      'Jalan/Alamat wajib diisi',
      'Kode Pos wajib diisi',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the filled form, as the first address the default', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm({ firstAddress: true });
    expect(screen.getByLabelText('jadikan alamat ini sebagai alamat utama')).toBeChecked();
    await user.type(screen.getByLabelText('Label Alamat'), 'Rumah');
    await user.type(screen.getByLabelText('Nama Penerima'), 'Siti');
    await user.type(screen.getByLabelText('No. Telepon'), '081234567890');
    await user.selectOptions(select('Kabupaten'), 'Sampang');
    await user.selectOptions(select('Kecamatan'), 'Camplong');
    await user.selectOptions(select('Desa/Kelurahan'), 'Anggersek');
    await user.type(screen.getByLabelText('Jalan/Alamat'), 'Jl. Pantai 1');
    await user.type(screen.getByLabelText('Kode Pos'), '69281');
    await user.click(screen.getByRole('button', { name: 'Simpan Alamat' }));
    expect(onSubmit).toHaveBeenCalledWith({
      label: 'Rumah',
      recipient: 'Siti',
      phone: '6281234567890',
      provinsi: 'Jawa Timur',
      kabupaten: 'Sampang',
      kecamatan: 'Camplong',
      desa: 'Anggersek',
      jalan: 'Jl. Pantai 1',
      postal_code: '69281',
      is_default: true,
    });
  });

  it('edits an address: filled in, Perbarui Alamat and Hapus Alamat', async () => {
    const onDelete = vi.fn();
    renderForm({
      onDelete,
      address: {
        id: 3,
        label: 'Kantor',
        recipient: 'Budi',
        phone: '081234567801',
        provinsi: 'Jawa Timur',
        kabupaten: 'Kota Surabaya',
        kecamatan: 'Gubeng',
        desa: 'Airlangga',
        jalan: 'Jl. Airlangga 12',
        postal_code: '60286',
        is_default: false,
        pinLocation: null,
      },
    });
    expect(select('Desa/Kelurahan').value).toBe('Airlangga');
    expect(screen.getByRole('button', { name: 'Perbarui Alamat' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hapus Alamat' }));
    expect(onDelete).toHaveBeenCalled();
  });
});

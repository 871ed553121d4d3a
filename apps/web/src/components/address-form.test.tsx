import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickRegion, regionHandlers } from '../test/regions.ts';
import { mockApi, renderPage, resetPage } from '../test/render.tsx';
import { AddressForm } from './address-form.tsx';

afterEach(resetPage);

function renderForm(
  props: Partial<Parameters<typeof AddressForm>[0]> = {},
  area: Parameters<typeof regionHandlers>[0] = null,
) {
  const onSubmit = vi.fn(async (body) => ({ id: 1, ...body }));
  const api = mockApi(regionHandlers(area));
  renderPage(
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
  return Object.assign(onSubmit, { api });
}

const box = (label: string) => screen.getByRole('combobox', { name: label }) as HTMLInputElement;

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

  it('offers exactly the delivery area, preselecting its one province, and cascades', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await waitFor(() => expect(box('Provinsi').value).toBe('Jawa Timur'));
    expect(box('Kecamatan')).toBeDisabled();
    expect(box('Desa/Kelurahan')).toBeDisabled();

    await user.click(box('Kabupaten'));
    // Only the enabled kabupaten, shown as 'Kab.' or 'Kota'; Malang is not in this area.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Kab. Bangkalan',
      'Kab. Sampang',
      'Kota Surabaya',
    ]);
    await user.keyboard('{Escape}');
    await pickRegion(user, document.body, 'Kabupaten', 'sura', 'Kota Surabaya');
    expect(box('Kabupaten').value).toBe('Kota Surabaya');
    await waitFor(() => expect(box('Kecamatan')).toBeEnabled());
    await pickRegion(user, document.body, 'Kecamatan', 'gub', 'Gubeng');
    await pickRegion(user, document.body, 'Desa/Kelurahan', 'air', 'Airlangga');

    // A change clears the levels below it.
    await pickRegion(user, document.body, 'Kecamatan', 'tegal', 'Tegalsari');
    expect(box('Desa/Kelurahan').value).toBe('');
    await pickRegion(user, document.body, 'Kabupaten', 'bang', 'Kab. Bangkalan');
    expect(box('Kecamatan').value).toBe('');
    expect(box('Desa/Kelurahan')).toBeDisabled();
    expect(onSubmit.api.calls.map((c) => c.url.search)).toContain('?parent=35.78');
  });

  it('finds Malang by typing mal when the whole province is open, and works by keyboard', async () => {
    const user = userEvent.setup();
    renderForm({}, { provinsi: ['33', '35'], kabupaten: [] });
    // Two provinces: the spec's Jawa Timur stays the first pick, since it is in the area.
    await waitFor(() => expect(box('Provinsi').value).toBe('Jawa Timur'));
    box('Provinsi').focus();
    await user.keyboard('{ArrowDown}');
    expect(box('Provinsi')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(box('Provinsi').value).toBe('Jawa Tengah');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(box('Provinsi').value).toBe('Jawa Timur');

    await waitFor(() => expect(box('Kabupaten')).toBeEnabled());
    box('Kabupaten').focus();
    await user.keyboard('mal');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Kab. Malang', 'Kota Malang']),
    );
    await user.keyboard('{ArrowDown}');
    expect(box('Kabupaten')).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Kota Malang' }).id,
    );
    await user.keyboard('{Enter}');
    expect(box('Kabupaten').value).toBe('Kota Malang');

    // Escape closes the list and puts back what was picked.
    await user.keyboard('sura{Escape}');
    expect(box('Kabupaten')).toHaveAttribute('aria-expanded', 'false');
    expect(box('Kabupaten').value).toBe('Kota Malang');
  });

  it('preselects the one province of an area without Jawa Timur', async () => {
    renderForm({}, { provinsi: [], kabupaten: ['33.74'] });
    await waitFor(() => expect(box('Provinsi').value).toBe('Jawa Tengah'));
    const user = userEvent.setup();
    await user.click(box('Kabupaten'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Kota Semarang']);
  });

  it('names each missing field and sends nothing', async () => {
    const onSubmit = renderForm();
    await waitFor(() => expect(box('Provinsi').value).toBe('Jawa Timur'));
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

  it('sends the filled form with the names an address carries, as the first address the default', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm({ firstAddress: true });
    expect(screen.getByLabelText('jadikan alamat ini sebagai alamat utama')).toBeChecked();
    await user.type(screen.getByLabelText('Label Alamat'), 'Rumah');
    await user.type(screen.getByLabelText('Nama Penerima'), 'Siti');
    await user.type(screen.getByLabelText('No. Telepon'), '081234567890');
    await waitFor(() => expect(box('Provinsi').value).toBe('Jawa Timur'));
    await pickRegion(user, document.body, 'Kabupaten', 'samp', 'Kab. Sampang');
    await pickRegion(user, document.body, 'Kecamatan', 'camp', 'Camplong');
    await pickRegion(user, document.body, 'Desa/Kelurahan', 'ang', 'Anggersek');
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
    expect(box('Desa/Kelurahan').value).toBe('Airlangga');
    await waitFor(() => expect(box('Desa/Kelurahan')).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Perbarui Alamat' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hapus Alamat' }));
    expect(onDelete).toHaveBeenCalled();
  });
});

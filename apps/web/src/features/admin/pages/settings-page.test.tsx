import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SettingChange, ShopSettings } from '@toko/shared';
import { STATIC_QRIS, STATIC_QRIS_NMID } from '@toko/shared/qris.fixtures';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_AREA, pickRegion, regionHandlers } from '../../../test/regions.ts';
import {
  installBrowserShims,
  json,
  mockApi,
  putValue,
  renderPage,
  resetPage,
} from '../../../test/render.tsx';
import SettingsPage from './settings-page.tsx';

beforeAll(installBrowserShims);
afterEach(resetPage);

const SETTINGS: ShopSettings = {
  shop_name: 'Toko',
  shop_email: '',
  shop_phone: '',
  shop_address: '',
  bank_holder: 'PT Toko Furnitur Indonesia',
  bank_bca: '1234567890',
  bank_bni: '0987654321',
  bank_mandiri: '1122334455',
  seller_whatsapp: '6281234567890',
  delivery_area: DEFAULT_AREA,
  shipping_zones: [],
  qris_payload: '',
  return_window_days: 7,
};

const CHANGE: SettingChange = {
  id: 1,
  field: 'bank_bca',
  old_value: '1111111111',
  new_value: '1234567890',
  changed_by: 'Admin Toko',
  changed_at: '2026-11-26T03:00:00.000Z',
};

function renderSettings() {
  const sent: { url: string; body: unknown }[] = [];
  const api = mockApi({
    ...regionHandlers(),
    'GET /api/settings': () => ({ data: SETTINGS }),
    'GET /api/settings/history': () => ({ data: [CHANGE] }),
    'PUT /api/settings': ({ body }) => {
      sent.push({ url: '/settings', body });
      if ((body as { bank_bni?: string }).bank_bni === '12') {
        const message = 'Nomor rekening harus 6-20 angka';
        return json({ message, code: 'VALIDATION_ERROR', errors: [{ path: 'bank_bni', message }] }, 400);
      }
      return { data: { ...SETTINGS, ...(body as object) } };
    },
    'PUT /api/settings/shipping-zones': ({ body }) => {
      sent.push({ url: '/settings/shipping-zones', body });
      const { zones } = body as {
        zones: { name: string; kabupaten: string[]; rate_type: string; rate: number }[];
      };
      return {
        data: {
          ...SETTINGS,
          shipping_zones: zones.map((z) => ({
            ...z,
            provinsi: [],
            kabupaten: DEFAULT_AREA.kabupaten.filter((k) => z.kabupaten.includes(k.code)),
            free_threshold: null,
          })),
        },
      };
    },
    'PUT /api/settings/delivery-area': ({ body }) => {
      sent.push({ url: '/settings/delivery-area', body });
      return {
        data: {
          ...SETTINGS,
          delivery_area: {
            provinsi: [{ code: '33', name: 'Jawa Tengah', label: 'Jawa Tengah' }],
            kabupaten: DEFAULT_AREA.kabupaten,
          },
        },
      };
    },
  });
  renderPage(<SettingsPage />, { path: '/dashboard/settings', as: 'admin' });
  return { api, sent };
}

describe("SettingsPage ('Pengaturan Toko')", () => {
  it('shows the contact, bank accounts, WhatsApp, delivery area and the history', async () => {
    renderSettings();
    expect(await screen.findByRole('heading', { name: 'Pengaturan Toko' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Rekening BCA')).toHaveValue('1234567890');
    for (const name of [
      'Kontak Toko',
      'Rekening Bank',
      'WhatsApp',
      'QRIS',
      'Area Pengiriman',
      'Riwayat Perubahan',
    ]) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    const area = screen.getByRole('region', { name: 'Area Pengiriman' });
    expect(within(area).getByText('Kota Surabaya')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Riwayat Perubahan' });
    expect(await within(history).findByText('Rekening BCA')).toBeInTheDocument();
    expect(within(history).getByText('1111111111')).toBeInTheDocument();
    expect(within(history).getByText('Admin Toko')).toBeInTheDocument();
  });

  it('saves the changed bank account, and shows a refused field under it', async () => {
    const user = userEvent.setup();
    const { sent } = renderSettings();
    const bni = await screen.findByLabelText('Rekening BNI');
    await user.clear(bni);
    await user.type(bni, '12');
    await user.click(screen.getByRole('button', { name: 'Simpan Pengaturan' }));
    expect(await screen.findByText('Nomor rekening harus 6-20 angka')).toBeInTheDocument();
    await user.clear(bni);
    await user.type(bni, '5556667778');
    await user.click(screen.getByRole('button', { name: 'Simpan Pengaturan' }));
    expect(await screen.findByText('Pengaturan toko berhasil disimpan')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      url: '/settings',
      body: expect.objectContaining({ bank_bni: '5556667778' }),
    });
  });

  it("saves the return window ('Batas Pengembalian') as a number of days", async () => {
    const user = userEvent.setup();
    const { sent } = renderSettings();
    const days = await screen.findByLabelText('Batas Pengembalian (hari)');
    expect(days).toHaveValue(7);
    expect(
      screen.getByText('Hari setelah pesanan sampai; 0 = toko tidak menerima pengembalian'),
    ).toBeInTheDocument();
    await user.clear(days);
    await user.type(days, '14');
    await user.click(screen.getByRole('button', { name: 'Simpan Pengaturan' }));
    expect(await screen.findByText('Pengaturan toko berhasil disimpan')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      url: '/settings',
      body: expect.objectContaining({ return_window_days: 14 }),
    });
  });

  it('shows whom a pasted QRIS pays, refuses one whose CRC does not check, and saves the text', async () => {
    const { sent } = renderSettings();
    const section = await screen.findByRole('region', { name: 'QRIS' });
    expect(within(section).getByText('QRIS tidak dipakai.')).toBeInTheDocument();
    const box = within(section).getByLabelText('QRIS');
    // Pasted, as the owner would (typing 200 characters one by one would only slow the test).
    putValue(box, STATIC_QRIS.replace('TOKO FURNITUR', 'TOKO FURNITUB'));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Pengaturan' }));
    expect(await within(section).findByText(/Kode pemeriksa QRIS \(CRC\) tidak cocok/)).toBeInTheDocument();
    expect(sent).toEqual([]);

    putValue(box, STATIC_QRIS);
    expect(
      within(section).getByText(`TOKO FURNITUR INDONESIA, SURABAYA · NMID ${STATIC_QRIS_NMID}`),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Pengaturan' }));
    expect(await screen.findByText('Pengaturan toko berhasil disimpan')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({
      url: '/settings',
      body: expect.objectContaining({ qris_payload: STATIC_QRIS }),
    });
  });

  it('opens a whole province from a search, removes a kabupaten, and saves the area by code', async () => {
    const user = userEvent.setup();
    const { sent } = renderSettings();
    const area = await screen.findByRole('region', { name: 'Area Pengiriman' });
    await pickRegion(user, area, 'Tambah Provinsi', 'teng', 'Jawa Tengah');
    await user.click(within(area).getByRole('button', { name: 'Hapus Kab. Sampang' }));
    await user.click(within(area).getByRole('button', { name: 'Simpan Area Pengiriman' }));
    await vi.waitFor(() =>
      expect(sent.at(-1)).toEqual({
        url: '/settings/delivery-area',
        body: { provinsi: ['33'], kabupaten: ['35.26', '35.78'] },
      }),
    );
    expect(await screen.findByText('Area pengiriman berhasil disimpan')).toBeInTheDocument();
  });

  it("adds a shipping zone ('Ongkos Kirim') from the area's regions and saves the list by code", async () => {
    const user = userEvent.setup();
    const { sent } = renderSettings();
    const section = await screen.findByRole('region', { name: 'Ongkos Kirim' });
    expect(within(section).getByText('Belum ada zona: semua pengiriman gratis.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Tambah Zona' }));
    await user.type(within(section).getByLabelText('Nama Zona'), 'Surabaya');
    await pickRegion(user, section, 'Provinsi dari kabupaten/kota zona', 'tim', 'Jawa Timur');
    await pickRegion(user, section, 'Tambah Kabupaten/Kota ke Zona', 'sura', 'Kota Surabaya');
    await user.selectOptions(within(section).getByLabelText('Jenis Tarif'), 'per_kg');
    await user.type(within(section).getByLabelText('Tarif per kg'), '5000');
    await user.click(within(section).getByRole('button', { name: 'Simpan Zona' }));
    await vi.waitFor(() =>
      expect(sent.at(-1)).toEqual({
        url: '/settings/shipping-zones',
        body: {
          zones: [
            {
              name: 'Surabaya',
              provinsi: [],
              kabupaten: ['35.78'],
              rate_type: 'per_kg',
              rate: 5000,
              free_threshold: null,
            },
          ],
        },
      }),
    );
    expect(await screen.findByText('Zona berhasil ditambahkan')).toBeInTheDocument();
  });

  it('says what is missing in a zone before sending it', async () => {
    const user = userEvent.setup();
    const { sent } = renderSettings();
    const section = await screen.findByRole('region', { name: 'Ongkos Kirim' });
    await user.click(within(section).getByRole('button', { name: 'Tambah Zona' }));
    await user.click(within(section).getByRole('button', { name: 'Simpan Zona' }));
    expect(await within(section).findByText('Nama zona wajib diisi')).toBeInTheDocument();
    expect(sent.filter((s) => s.url === '/settings/shipping-zones')).toEqual([]);
  });
});

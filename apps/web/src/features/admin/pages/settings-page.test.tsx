import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SettingChange, ShopSettings } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_AREA, pickRegion, regionHandlers } from '../../../test/regions.ts';
import { installBrowserShims, json, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
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
    for (const name of ['Kontak Toko', 'Rekening Bank', 'WhatsApp', 'Area Pengiriman', 'Riwayat Perubahan']) {
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
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Voucher } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, json, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import VouchersPage, { voucherState } from './vouchers-page.tsx';

// 'Voucher' in the dashboard (docs/decisions/072-vouchers.md): the list with usage, add, edit, switch off.

beforeAll(installBrowserShims);
afterEach(resetPage);

const HEMAT: Voucher = {
  id: 1,
  code: 'HEMAT10',
  type: 'percent',
  value: 10,
  min_purchase: 500_000,
  max_discount: 100_000,
  quota: 10,
  per_customer: 1,
  starts_at: '2026-11-30T17:00:00.000Z',
  ends_at: '2026-12-31T16:59:59.000Z',
  active: true,
  used: 3,
  created_at: '2026-11-20T00:00:00.000Z',
};

function vouchersApi() {
  const rows: Voucher[] = [{ ...HEMAT }];
  return Object.assign(
    mockApi({
      'GET /api/vouchers': () => ({
        data: rows,
        pagination: { currentPage: 1, totalPages: 1, totalItems: rows.length, limit: 20, hasNextPage: false },
      }),
      'POST /api/vouchers': (call) => {
        const body = call.body as { code: string };
        if (body.code === 'HEMAT10') {
          const message = 'Kode voucher sudah dipakai voucher lain';
          return json({ message, code: 'VALIDATION_ERROR', errors: [{ path: 'code', message }] }, 400);
        }
        const row = { ...HEMAT, ...(call.body as object), id: rows.length + 1, used: 0 } as Voucher;
        rows.unshift(row);
        return json({ data: row }, 201);
      },
      'PUT /api/vouchers/1': (call) => {
        rows[rows.length - 1] = { ...HEMAT, ...(call.body as object) } as Voucher;
        return { data: rows[rows.length - 1] };
      },
      'POST /api/vouchers/1/deactivate': () => {
        rows[rows.length - 1] = { ...rows[rows.length - 1]!, active: false };
        return { data: rows[rows.length - 1] };
      },
      'GET /api/vouchers/1/orders': () => ({
        data: [
          {
            order_id: 9,
            order_number: 'ORD-20261201-AB12C',
            createdAt: '2026-12-01T03:00:00.000Z',
            customer_name: 'Siti Rahma',
            discount: 60_000,
            total_amount: 540_123,
            status: 'cancelled',
            given_back: true,
          },
        ],
        pagination: { currentPage: 1, totalPages: 1, totalItems: 1, limit: 100, hasNextPage: false },
      }),
    }),
    { rows },
  );
}

const render = () => renderPage(<VouchersPage />, { as: 'admin', path: '/dashboard/vouchers' });

describe('VouchersPage', () => {
  it('lists each voucher with what it takes off, its usage against the quota and its period', async () => {
    vouchersApi();
    render();
    const row = (await screen.findByText('HEMAT10')).closest('tr')!;
    expect(row).toHaveTextContent('10%, maks. Rp 100.000');
    expect(row).toHaveTextContent('Rp 500.000');
    expect(row).toHaveTextContent('3 / 10');
    expect(row).toHaveTextContent('01 Des 2026 - 31 Des 2026');
    expect(row).toHaveTextContent(/Aktif|Belum berlaku|Berakhir/);
  });

  it('tells a code that is used up or over from one a shopper can use', () => {
    const now = Date.parse('2026-12-10T00:00:00Z');
    expect(voucherState(HEMAT, now)).toBe('Aktif');
    expect(voucherState({ ...HEMAT, used: 10 }, now)).toBe('Habis');
    expect(voucherState(HEMAT, Date.parse('2027-01-01T00:00:00Z'))).toBe('Berakhir');
    expect(voucherState(HEMAT, Date.parse('2026-11-01T00:00:00Z'))).toBe('Belum berlaku');
    expect(voucherState({ ...HEMAT, active: false }, now)).toBe('Nonaktif');
  });

  it('adds a voucher: amounts as typed, dates as WIB days, and a server refusal under its field', async () => {
    const api = vouchersApi();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Tambah Voucher' }));
    const dialog = screen.getByRole('dialog', { name: 'Tambah Voucher' });
    await user.type(within(dialog).getByLabelText('Kode Voucher'), 'HEMAT10');
    await user.selectOptions(within(dialog).getByLabelText('Jenis'), 'fixed');
    await user.type(within(dialog).getByLabelText('Potongan (Rp)'), '25000');
    await user.type(within(dialog).getByLabelText('Minimal belanja (Rp)'), '200000');
    await user.type(within(dialog).getByLabelText('Kuota'), '50');
    await user.type(within(dialog).getByLabelText('Mulai berlaku'), '2026-12-01');
    await user.type(within(dialog).getByLabelText('Berakhir'), '2026-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Voucher' }));
    expect(await within(dialog).findByText('Kode voucher sudah dipakai voucher lain')).toBeInTheDocument();

    const code = within(dialog).getByLabelText('Kode Voucher');
    await user.clear(code);
    await user.type(code, 'akhirtahun');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Voucher' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      code: 'AKHIRTAHUN',
      type: 'fixed',
      value: 25_000,
      min_purchase: 200_000,
      max_discount: null,
      quota: 50,
      per_customer: 1,
      starts_at: '2026-12-01T00:00:00+07:00',
      ends_at: '2026-12-31T23:59:59+07:00',
    });
    expect(await screen.findByText('Voucher ditambahkan')).toBeInTheDocument();
  });

  it('says what is wrong before sending: a percent over 100 and an end before the start', async () => {
    const api = vouchersApi();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Tambah Voucher' }));
    const dialog = screen.getByRole('dialog', { name: 'Tambah Voucher' });
    await user.type(within(dialog).getByLabelText('Kode Voucher'), 'BESAR');
    await user.type(within(dialog).getByLabelText('Diskon (%)'), '150');
    await user.type(within(dialog).getByLabelText('Mulai berlaku'), '2026-12-10');
    await user.type(within(dialog).getByLabelText('Berakhir'), '2026-12-01');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Voucher' }));
    expect(await within(dialog).findByText('Persen diskon harus bilangan bulat 1-100')).toBeInTheDocument();
    expect(within(dialog).getByText('Berakhir harus setelah mulai berlaku')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/vouchers')).toBe(false);
  });

  it('edits with the saved terms filled in, switches off after asking, and shows the orders that used it', async () => {
    const api = vouchersApi();
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Ubah HEMAT10' }));
    const dialog = screen.getByRole('dialog', { name: 'Ubah Voucher' });
    expect(within(dialog).getByLabelText('Minimal belanja (Rp)')).toHaveValue('500.000');
    expect(within(dialog).getByLabelText('Mulai berlaku')).toHaveValue('2026-12-01');
    expect(within(dialog).getByLabelText('Berakhir')).toHaveValue('2026-12-31');
    const quota = within(dialog).getByLabelText('Kuota');
    await user.clear(quota);
    await user.type(quota, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan Voucher' }));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ code: 'HEMAT10', quota: 20 }),
    );

    await user.click(await screen.findByRole('button', { name: 'Nonaktifkan HEMAT10' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Nonaktifkan Voucher' })).getByRole('button', {
        name: 'Nonaktifkan',
      }),
    );
    expect(await screen.findByText('Nonaktif')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Pesanan dengan HEMAT10' }));
    const orders = await screen.findByRole('dialog', { name: 'Pesanan dengan HEMAT10' });
    expect(await within(orders).findByText('ORD-20261201-AB12C')).toBeInTheDocument();
    expect(within(orders).getByText('Kuota dikembalikan')).toBeInTheDocument();
  });
});

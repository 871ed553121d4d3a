import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerOverview } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, json, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import CustomerPage from './customer-page.tsx';

beforeAll(installBrowserShims);
afterEach(resetPage);

const OVERVIEW: CustomerOverview = {
  user: {
    id: 12,
    fullname: 'Siti Rahma',
    email: 'siti@example.com',
    phone_number: '6281234567890',
    role: 'customer',
  },
  joined_at: '2026-03-01T03:00:00.000Z',
  blocked_at: null,
  addresses: [
    {
      id: 3,
      label: 'Rumah',
      recipient: 'Siti Rahma',
      phone: '6281234567890',
      text: 'Jl. Raya Arosbaya No. 7, Balung, Arosbaya, Bangkalan, Jawa Timur, 69151',
      is_default: true,
    },
  ],
  orders: [
    {
      id: 40,
      order_number: 'ORD-20261120-AB12C',
      status: 'delivered',
      payment_status: 'paid',
      total_amount: 4_250_000,
      created_at: '2026-11-20T03:00:00.000Z',
    },
  ],
  order_count: 1,
  lifetime_value: 4_250_000,
  arisan: [
    {
      arisan_id: 9,
      name: 'Arisan RT 5',
      kind: 'uang',
      status: 'active',
      position: 2,
      paid_cycles: 3,
      duration: 10,
      received: false,
    },
  ],
};

const renderCustomer = () =>
  renderPage(<CustomerPage />, { as: 'admin', path: '/dashboard/users/12', route: '/dashboard/users/:id' });

describe("CustomerPage ('/dashboard/users/:id')", () => {
  it('shows contact, value, addresses, orders and arisan of the customer', async () => {
    mockApi({ 'GET /api/users/12/overview': () => ({ data: OVERVIEW }) });
    renderCustomer();
    expect(await screen.findByRole('heading', { name: 'Siti Rahma', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Kontak' })).toHaveTextContent('siti@example.com');
    expect(screen.getByRole('link', { name: 'WhatsApp Siti Rahma' })).toHaveAttribute(
      'href',
      expect.stringContaining('wa.me/6281234567890'),
    );
    expect(screen.getByRole('region', { name: 'Nilai Belanja' })).toHaveTextContent(/Rp\s4\.250\.000/);
    expect(screen.getByRole('region', { name: 'Alamat' })).toHaveTextContent('Bangkalan');
    const orders = screen.getByRole('region', { name: 'Pesanan Terakhir' });
    expect(within(orders).getByText('ORD-20261120-AB12C')).toBeInTheDocument();
    const arisan = screen.getByRole('region', { name: 'Arisan' });
    expect(within(arisan).getByRole('link', { name: 'Arisan RT 5' })).toHaveAttribute(
      'href',
      '/dashboard/arisans/9',
    );
    expect(arisan).toHaveTextContent('posisi 2 · 3/10 putaran dibayar');
  });

  it('says what is empty for a new customer', async () => {
    mockApi({
      'GET /api/users/12/overview': () => ({
        data: { ...OVERVIEW, addresses: [], orders: [], order_count: 0, lifetime_value: 0, arisan: [] },
      }),
    });
    renderCustomer();
    expect(await screen.findByText('Belum ada pesanan.')).toBeInTheDocument();
    expect(screen.getByText('Belum ada alamat.')).toBeInTheDocument();
    expect(screen.getByText('Tidak ikut arisan.')).toBeInTheDocument();
  });

  it('says the user does not exist', async () => {
    mockApi({
      'GET /api/users/12/overview': () =>
        json({ message: 'Pengguna tidak ditemukan', code: 'NOT_FOUND' }, 404),
    });
    renderCustomer();
    expect(await screen.findByText('Pengguna tidak ditemukan.')).toBeInTheDocument();
  });

  it('blocks the customer after a confirmation that says what it does, then offers to unblock', async () => {
    let blockedAt: string | null = null;
    const posted: string[] = [];
    mockApi({
      'GET /api/users/12/overview': () => ({ data: { ...OVERVIEW, blocked_at: blockedAt } }),
      'POST /api/users/12/block': (call) => {
        posted.push(call.path);
        blockedAt = '2026-11-27T03:00:00.000Z';
        return { user: OVERVIEW.user };
      },
    });
    renderCustomer();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Blokir Akun' }));
    const dialog = await screen.findByRole('dialog', { name: 'Blokir akun ini?' });
    expect(dialog).toHaveTextContent(
      'tidak bisa login atau membuat pesanan, dan semua sesinya berakhir sekarang',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Blokir' }));
    expect(await screen.findByRole('button', { name: 'Buka Blokir' })).toBeInTheDocument();
    expect(screen.getByText('Diblokir')).toBeInTheDocument();
    expect(posted).toEqual(['/api/users/12/block']);
  });

  it('makes the customer staff after saying what staff may do, and back again (ADR 087)', async () => {
    let role: 'customer' | 'staff' = 'customer';
    const sent: unknown[] = [];
    mockApi({
      'GET /api/users/12/overview': () => ({ data: { ...OVERVIEW, user: { ...OVERVIEW.user, role } } }),
      'PUT /api/users/12': (call) => {
        sent.push(call.body);
        role = (call.body as { role: typeof role }).role;
        return { user: { ...OVERVIEW.user, role } };
      },
    });
    renderCustomer();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Jadikan Staf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jadikan staf?' });
    expect(dialog).toHaveTextContent('tanpa melihat uang penjualan, pengguna, pengaturan atau cadangan');
    await user.click(within(dialog).getByRole('button', { name: 'Jadikan Staf' }));
    expect(await screen.findByText('Siti Rahma kini staf')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Jadikan Pembeli' })).toBeInTheDocument();
    expect(screen.getByText('Staf')).toBeInTheDocument();
    // Staff is not blocked from here: blocking is for shoppers.
    expect(screen.queryByRole('button', { name: 'Blokir Akun' })).toBeNull();
    expect(sent).toEqual([{ role: 'staff' }]);
  });

  it("mails the customer a password reset link after asking, from 'Kirim Link Reset'", async () => {
    const posted: string[] = [];
    mockApi({
      'GET /api/users/12/overview': () => ({ data: OVERVIEW }),
      'POST /api/users/12/password-reset': (call) => {
        posted.push(call.path);
        return { message: 'Tautan dikirim' };
      },
    });
    renderCustomer();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Kirim Link Reset' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kirim Link Reset' });
    expect(dialog).toHaveTextContent('siti@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Kirim link reset' }));
    expect(
      await screen.findByText('Tautan atur ulang password dikirim ke siti@example.com'),
    ).toBeInTheDocument();
    expect(posted).toEqual(['/api/users/12/password-reset']);
  });
});

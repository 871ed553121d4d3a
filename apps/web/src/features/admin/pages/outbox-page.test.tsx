import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OutboxList, OutboxMessage } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installBrowserShims, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import OutboxPage from './outbox-page.tsx';

beforeAll(installBrowserShims);
afterEach(resetPage);

const message = (over: Partial<OutboxMessage>): OutboxMessage => ({
  id: 1,
  channel: 'email',
  kind: 'order_created',
  recipient: 'budi@example.com',
  subject: 'Instruksi pembayaran pesanan ORD-1 | Toko',
  text: 'Halo Budi,\n\nJumlah transfer: Rp 1.250.123',
  status: 'pending',
  attempts: 0,
  last_error: null,
  next_attempt_at: '2026-11-26T10:00:00.000Z',
  created_at: '2026-11-26T10:00:00.000Z',
  sent_at: null,
  ...over,
});

const list = (data: OutboxMessage[], emailConfigured: boolean): OutboxList => ({
  data,
  pagination: { currentPage: 1, totalPages: 1, totalItems: data.length, limit: 20, hasNextPage: false },
  email_configured: emailConfigured,
});

describe("OutboxPage ('Pesan Keluar')", () => {
  it('lists messages with kind, status, tries and last error, hides reset links, and filters by status', async () => {
    const api = mockApi({
      'GET /api/admin/outbox': (call) =>
        call.query.get('status') === 'failed'
          ? list(
              [message({ id: 3, status: 'failed', attempts: 8, last_error: '550 mailbox unavailable' })],
              false,
            )
          : list(
              [
                message({ id: 2, kind: 'password_reset', subject: 'Atur ulang password | Toko', text: null }),
                message({ id: 1 }),
              ],
              false,
            ),
    });
    const user = userEvent.setup();
    renderPage(<OutboxPage />, { as: 'admin', path: '/dashboard/pesan-keluar' });
    expect(await screen.findByText(/Email belum diatur \(SMTP_URL kosong\)/)).toBeInTheDocument();
    const order = (await screen.findByText('Instruksi pembayaran pesanan ORD-1 | Toko')).closest('tr')!;
    expect(within(order).getByText('Instruksi pembayaran')).toBeInTheDocument();
    expect(within(order).getByText('Menunggu dikirim')).toBeInTheDocument();
    await user.click(within(order).getByText('Lihat isi'));
    expect(within(order).getByText(/Jumlah transfer: Rp 1\.250\.123/)).toBeVisible();
    const reset = screen.getByText('Atur ulang password | Toko').closest('tr')!;
    expect(within(reset).getByText('Isi disembunyikan (tautan pribadi)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Gagal' }));
    const failed = (await screen.findByText('550 mailbox unavailable')).closest('tr')!;
    expect(within(failed).getByText('8 kali dicoba')).toBeInTheDocument();
    expect(api.calls.at(-1)?.query.get('status')).toBe('failed');
  });
});

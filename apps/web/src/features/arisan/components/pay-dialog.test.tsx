import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../api/query-keys.ts';
import { todayInShop } from '../../../lib/format.ts';
import { installBrowserShims, json, mockApi, renderPage, spyOnToasts } from '../../../test/render.tsx';
import { PayDialog, type PayTarget } from './pay-dialog.tsx';

spyOnToasts();

beforeAll(installBrowserShims);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const target: PayTarget = {
  arisanId: 7,
  arisanName: 'Arisan RT 5',
  memberId: 3,
  memberName: 'Siti',
  contributionAmount: 250_000,
  remainingCycles: 2,
  lateFee: 0,
};

describe('PayDialog', () => {
  it('shows the amount as contribution x cycles and sends exactly that', async () => {
    const calls = mockApi({
      'POST /api/arisans/7/member/3/contribution': () => json({ success: true, data: {} }, 201),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<PayDialog target={target} onClose={onClose} />);

    expect(screen.getByLabelText('Jumlah dibayar')).toHaveTextContent('Rp 250.000');
    await user.clear(screen.getByLabelText('Jumlah putaran'));
    await user.type(screen.getByLabelText('Jumlah putaran'), '2');
    expect(screen.getByLabelText('Jumlah dibayar')).toHaveTextContent('Rp 500.000');
    expect(toast.success).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Bayar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ amount: 500_000, cycles: 2, payment_date: todayInShop(), late_fee: 0 });
    expect(toast.success).toHaveBeenCalledWith('Kontribusi berhasil dicatat!');
  });

  it("refreshes 'Verifikasi Iuran' after a payment by hand (the server cancels the member's open transfer)", async () => {
    mockApi({
      'POST /api/arisans/7/member/3/contribution': () => json({ success: true, data: {} }, 201),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    const { client } = renderPage(<PayDialog target={target} onClose={onClose} />);
    const queue = queryKeys.arisanTransfers.list('review');
    client.setQueryData(queue, []);
    expect(client.getQueryState(queue)?.isInvalidated).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Bayar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(client.getQueryState(queue)?.isInvalidated).toBe(true);
  });

  it('refuses more cycles than remain without calling the server', async () => {
    const calls = mockApi({});
    const user = userEvent.setup();
    renderPage(<PayDialog target={target} onClose={vi.fn()} />);
    await user.clear(screen.getByLabelText('Jumlah putaran'));
    await user.type(screen.getByLabelText('Jumlah putaran'), '3');
    await user.click(screen.getByRole('button', { name: 'Bayar' }));
    expect(await screen.findByText('Jumlah putaran harus 1 sampai 2')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusal in the failure toast", async () => {
    mockApi({
      'POST /api/arisans/7/member/3/contribution': () =>
        json({ message: 'Arisan belum dimulai', code: 'CONFLICT' }, 409),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<PayDialog target={target} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Bayar' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Gagal mencatat kontribusi: Arisan belum dimulai'),
    );
    expect(toast.success).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the late fee apart from the contribution, as the server quotes it, and sends the fee shown', async () => {
    const calls = mockApi({
      'GET /api/arisans/7/member/3/payment-quote': (call) => {
        const cycles = Number(call.query.get('cycles'));
        // The member's two oldest unpaid cycles are late.
        const late = Math.min(cycles, 2);
        return json({
          data: {
            cycles,
            amount: 250_000 * cycles,
            late_cycles: late,
            late_fee_per_cycle: 5_000,
            late_fee: late * 5_000,
          },
        });
      },
      'POST /api/arisans/7/member/3/contribution': () => json({ success: true, data: {} }, 201),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<PayDialog target={{ ...target, remainingCycles: 3, lateFee: 5_000 }} onClose={onClose} />);

    expect(
      screen.getByText('Rp 5.000 / putaran terlambat', { normalizer: (t) => t.replace(/\s+/g, ' ') }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Denda keterlambatan')).toHaveTextContent('Rp 5.000'));
    await user.clear(screen.getByLabelText('Jumlah putaran'));
    await user.type(screen.getByLabelText('Jumlah putaran'), '3');
    await waitFor(() => expect(screen.getByLabelText('Denda keterlambatan')).toHaveTextContent('Rp 10.000'));
    expect(screen.getByLabelText('Jumlah dibayar')).toHaveTextContent('Rp 750.000');
    expect(screen.getByLabelText('Total diterima')).toHaveTextContent('Rp 760.000');
    await user.click(screen.getByRole('button', { name: 'Bayar' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ amount: 750_000, cycles: 3, payment_date: todayInShop(), late_fee: 10_000 });
  });
});

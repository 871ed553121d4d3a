import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { todayInShop } from '../../../lib/format.ts';
import { installBrowserShims, json, mockApi, renderPage } from '../../../test/render.tsx';
import { PayDialog, type PayTarget } from './pay-dialog.tsx';

vi.mock('sonner', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  Toaster: () => null,
}));

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
    expect(calls[0]!.body).toEqual({ amount: 500_000, cycles: 2, payment_date: todayInShop() });
    expect(toast.success).toHaveBeenCalledWith('Kontribusi berhasil dicatat!');
  });

  it('refuses more cycles than remain without calling the server', async () => {
    const calls = mockApi({});
    const user = userEvent.setup();
    renderPage(<PayDialog target={target} onClose={vi.fn()} />);
    await user.clear(screen.getByLabelText('Jumlah putaran'));
    await user.type(screen.getByLabelText('Jumlah putaran'), '3');
    await user.click(screen.getByRole('button', { name: 'Bayar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Jumlah putaran harus 1 sampai 2');
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
});

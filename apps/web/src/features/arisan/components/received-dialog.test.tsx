import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installBrowserShims, mockApi, renderPage, spyOnToasts } from '../../../test/render.tsx';
import { changedReceivedFields, ReceivedDialog, type ReceivedTarget } from './received-dialog.tsx';

spyOnToasts();

beforeAll(installBrowserShims);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const target: ReceivedTarget = {
  arisanId: 4,
  memberId: 9,
  memberName: 'Dewi',
  receivedDate: null,
  hasReceived: false,
};

describe('changedReceivedFields', () => {
  it('keeps only what changed', () => {
    const initial = { receivedDate: null, hasReceived: false };
    expect(changedReceivedFields(initial, { receivedDate: '', hasReceived: false })).toBeNull();
    expect(changedReceivedFields(initial, { receivedDate: '2026-11-20', hasReceived: true })).toEqual({
      received_date: '2026-11-20',
      isReceived: true,
    });
    expect(
      changedReceivedFields(
        { receivedDate: '2026-11-20', hasReceived: true },
        { receivedDate: '2026-11-21', hasReceived: true },
      ),
    ).toEqual({ received_date: '2026-11-21' });
  });
});

describe('ReceivedDialog', () => {
  it("says 'Tidak ada perubahan yang dilakukan' and closes when nothing changed", async () => {
    const calls = mockApi({});
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<ReceivedDialog target={target} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(toast.info).toHaveBeenCalledWith('Tidak ada perubahan yang dilakukan');
    expect(onClose).toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });

  it('sends the date and the received flag, then confirms', async () => {
    const calls = mockApi({
      'PUT /api/arisans/4/member/9/received': () => ({ success: true, data: {} }),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<ReceivedDialog target={target} onClose={onClose} />);
    await user.type(screen.getByLabelText('Tanggal terima'), '2026-11-20');
    expect(screen.getByLabelText('Sudah menerima')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]!.body).toEqual({ received_date: '2026-11-20', isReceived: true });
    expect(toast.success).toHaveBeenCalledWith('Data terima arisan berhasil diperbarui!');
  });
});

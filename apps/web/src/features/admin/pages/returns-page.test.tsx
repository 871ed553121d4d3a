import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type OrderReturn, RETURN_TEXT, type ReturnStatus } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatRupiah } from '../../../lib/format.ts';
import {
  type Call,
  installBrowserShims,
  json,
  mockApi,
  renderPage,
  resetPage,
} from '../../../test/render.tsx';
import ReturnsPage from './returns-page.tsx';

// 'Pengembalian' in the dashboard (ADR 089): the waiting requests, the decision with its note, the refund.

beforeAll(installBrowserShims);
afterEach(resetPage);

const CHAIR: OrderReturn = {
  id: 11,
  order_id: 40,
  order_number: 'ORD-20261201-A0001',
  customer: { fullname: 'Rina Wati', email: 'rina@toko.local' },
  status: 'requested',
  reason: 'Kaki kursi patah saat diterima',
  owner_note: null,
  items: [
    { order_item_id: 1, name: 'Kursi Jati', quantity: 2, price: 250_000 },
    { order_item_id: 2, name: 'Bantal Sofa', quantity: 1, price: 75_000 },
  ],
  photo_ids: [5, 6],
  requested_at: '2026-12-02T03:00:00.000Z',
  decided_at: null,
  refund: null,
  refundable: 500_000,
};
const TABLE: OrderReturn = {
  ...CHAIR,
  id: 12,
  order_id: 41,
  order_number: 'ORD-20261201-A0002',
  customer: { fullname: 'Joko Susilo', email: 'joko@toko.local' },
  reason: 'Warna meja tidak sesuai foto',
  items: [{ order_item_id: 3, name: 'Meja Lipat', quantity: 1, price: 300_000 }],
  photo_ids: [7],
};

const photo = () => new Response('jpeg', { headers: { 'content-type': 'image/jpeg' } });
// Text matchers collapse the screen's whitespace; formatRupiah puts a no-break space after 'Rp'.
const shown = (text: string) => text.replace(/\s/g, ' ');
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');

/** The server's returns, listed by status as GET /admin/returns answers them. */
function serve(returns: OrderReturn[], more: Record<string, (c: Call) => unknown> = {}) {
  return mockApi({
    'GET /api/admin/returns': (c) => {
      const status = c.query.get('status') as ReturnStatus | null;
      const data = returns.filter((r) => !status || r.status === status);
      return {
        data,
        pagination: { currentPage: 1, totalPages: 1, totalItems: data.length, limit: 20, hasNextPage: false },
      };
    },
    'GET /api/returns/11/photos/5': photo,
    'GET /api/returns/11/photos/6': photo,
    'GET /api/returns/12/photos/7': photo,
    ...more,
  });
}

const decide = (returns: OrderReturn[]) => (c: Call) => {
  const id = Number(c.path.split('/')[3]);
  const body = c.body as { decision: 'approve' | 'reject'; note?: string };
  const i = returns.findIndex((r) => r.id === id);
  returns[i] = {
    ...returns[i]!,
    status: body.decision === 'approve' ? 'approved' : 'rejected',
    owner_note: body.note ?? null,
    decided_at: '2026-12-03T02:00:00.000Z',
  };
  return { data: returns[i] };
};

async function open(user: ReturnType<typeof userEvent.setup>, orderNumber: string) {
  await user.click(await screen.findByRole('button', { name: `Periksa pengembalian ${orderNumber}` }));
  return screen.findByRole('dialog', { name: 'Periksa Pengembalian' });
}

describe("ReturnsPage ('Pengembalian')", () => {
  it('lists the waiting requests, approves one with a note, and rejects one only with a reason', async () => {
    const user = userEvent.setup();
    const returns = [structuredClone(CHAIR), structuredClone(TABLE)];
    const api = serve(returns, {
      'POST /api/returns/11/decision': decide(returns),
      'POST /api/returns/12/decision': decide(returns),
    });
    renderPage(<ReturnsPage />, { as: 'admin', path: '/dashboard/returns' });

    expect(await screen.findByRole('heading', { name: 'Pengembalian' })).toBeInTheDocument();
    const row = (await screen.findByText('ORD-20261201-A0001')).closest('tr')!;
    expect(within(row).getByText('Rina Wati')).toBeInTheDocument();
    expect(within(row).getByText('Kursi Jati × 2')).toBeInTheDocument();
    expect(within(row).getByText('Bantal Sofa × 1')).toBeInTheDocument();
    expect(within(row).getByText('02 Des 2026 - 10:00')).toBeInTheDocument();
    expect(within(row).getByText('Diajukan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diajukan' })).toHaveAttribute('aria-pressed', 'true');
    const listed = api.calls.find((c) => c.path === '/api/admin/returns')!;
    expect(listed.query.get('status')).toBe('requested');

    const dialog = await open(user, 'ORD-20261201-A0001');
    expect(within(dialog).getByRole('link', { name: 'ORD-20261201-A0001' })).toHaveAttribute(
      'href',
      '/dashboard/orders?order=40',
    );
    expect(within(dialog).getByText('Kaki kursi patah saat diterima')).toBeInTheDocument();
    expect(within(dialog).getByText(shown(`${formatRupiah(250_000)} / barang`))).toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: 'Foto pengembalian 1' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(await within(dialog).findByRole('img', { name: 'Foto pengembalian 2' })).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Catatan untuk pembeli'), 'Silakan kirim lewat JNE');
    await user.click(within(dialog).getByRole('button', { name: 'Setujui' }));
    expect(await screen.findByText('Pengembalian disetujui')).toBeInTheDocument();
    expect(posts(api.calls).map((c) => [c.path, c.body])).toEqual([
      ['/api/returns/11/decision', { decision: 'approve', note: 'Silakan kirim lewat JNE' }],
    ]);
    // The dialog moves on to the refund, and the approved request leaves the waiting list.
    expect(await within(dialog).findByRole('form', { name: 'Catat Pengembalian Dana' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Periksa pengembalian ORD-20261201-A0001' }),
      ).not.toBeInTheDocument(),
    );

    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    const second = await open(user, 'ORD-20261201-A0002');
    await user.click(within(second).getByRole('button', { name: 'Tolak' }));
    expect(await within(second).findByText('Tulis alasan penolakan untuk pembeli')).toBeInTheDocument();
    expect(posts(api.calls)).toHaveLength(1);

    await user.type(within(second).getByLabelText('Catatan untuk pembeli'), 'Warna sesuai foto di toko');
    await user.click(within(second).getByRole('button', { name: 'Tolak' }));
    expect(await screen.findByText('Pengembalian ditolak')).toBeInTheDocument();
    expect(posts(api.calls).at(-1)).toMatchObject({
      path: '/api/returns/12/decision',
      body: { decision: 'reject', note: 'Warna sesuai foto di toko' },
    });
    expect(await within(second).findByText('Warna sesuai foto di toko')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Setujui' })).not.toBeInTheDocument();
    expect(await screen.findByText('Belum ada pengajuan pengembalian')).toBeInTheDocument();
  });

  it("records a refund as multipart, and shows the server's refusal of too large an amount", async () => {
    const user = userEvent.setup();
    const returns: OrderReturn[] = [{ ...structuredClone(CHAIR), status: 'approved' }];
    const api = serve(returns, {
      'POST /api/returns/11/refund': (c) => {
        const form = c.body as FormData;
        const amount = Number(form.get('amount'));
        if (amount > returns[0]!.refundable) {
          const message = RETURN_TEXT.overRefund(formatRupiah(returns[0]!.refundable));
          return json({ message, code: 'VALIDATION_ERROR', errors: [{ path: 'amount', message }] }, 400);
        }
        returns[0] = {
          ...returns[0]!,
          status: 'refunded',
          refund: {
            amount,
            reference: String(form.get('reference')),
            has_proof: form.get('receipt') instanceof File,
            restocked: form.get('restock') === 'true',
            created_at: '2026-12-04T02:00:00.000Z',
          },
        };
        return { data: returns[0] };
      },
    });
    renderPage(<ReturnsPage />, { as: 'admin', path: '/dashboard/returns' });
    await user.click(await screen.findByRole('button', { name: 'Disetujui' }));
    await waitFor(() =>
      expect(
        api.calls
          .filter((c) => c.path === '/api/admin/returns')
          .at(-1)
          ?.query.get('status'),
      ).toBe('approved'),
    );
    const dialog = await open(user, 'ORD-20261201-A0001');
    const form = within(dialog).getByRole('form', { name: 'Catat Pengembalian Dana' });
    // The items are worth Rp 575.000, but only Rp 500.000 of the order is left to refund.
    const amount = within(form).getByLabelText('Jumlah (Rp)');
    expect(amount).toHaveValue('500.000');
    expect(within(form).getByText(shown(`Maksimal ${formatRupiah(500_000)}`))).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '575000');
    await user.type(within(form).getByLabelText('Nomor Referensi Transfer'), 'TRF-889900');
    const receipt = new File(['png'], 'bukti.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText('Bukti transfer (opsional)'), receipt);
    await user.click(within(form).getByLabelText('Kembalikan barang ke stok'));
    await user.click(within(form).getByRole('button', { name: 'Catat Pengembalian Dana' }));

    const refused = RETURN_TEXT.overRefund(formatRupiah(500_000));
    expect(
      await screen.findByText(shown(`Gagal mencatat pengembalian dana: ${refused}`)),
    ).toBeInTheDocument();
    const sent = posts(api.calls)[0]!.body as FormData;
    expect(sent.get('amount')).toBe('575000');
    expect(sent.get('reference')).toBe('TRF-889900');
    expect(sent.get('restock')).toBe('true');
    expect((sent.get('receipt') as File).name).toBe('bukti.png');

    await user.clear(amount);
    await user.type(amount, '500000');
    await user.click(within(form).getByRole('button', { name: 'Catat Pengembalian Dana' }));
    expect(await screen.findByText('Pengembalian dana dicatat')).toBeInTheDocument();
    expect((posts(api.calls)[1]!.body as FormData).get('amount')).toBe('500000');
    const recorded = await within(dialog).findByRole('region', { name: 'Pengembalian Dana' });
    expect(within(recorded).getByText(shown(formatRupiah(500_000)))).toBeInTheDocument();
    expect(within(recorded).getByText('Stok dikembalikan')).toBeInTheDocument();
  });

  it("shows a refunded return's refund and its transfer receipt, with nothing left to decide", async () => {
    const user = userEvent.setup();
    const refunded: OrderReturn = {
      ...structuredClone(CHAIR),
      status: 'refunded',
      owner_note: 'Dana dikirim ke rekening BCA pembeli',
      refund: {
        amount: 450_000,
        reference: 'TRF-123456',
        has_proof: true,
        restocked: false,
        created_at: '2026-12-04T02:00:00.000Z',
      },
    };
    const api = serve([refunded], {
      'GET /api/returns/11/refund-proof': () =>
        new Response('jpeg', { headers: { 'content-type': 'image/jpeg' } }),
    });
    renderPage(<ReturnsPage />, { as: 'admin', path: '/dashboard/returns' });
    await user.click(await screen.findByRole('button', { name: 'Dana dikembalikan' }));
    const dialog = await open(user, 'ORD-20261201-A0001');
    const refund = within(dialog).getByRole('region', { name: 'Pengembalian Dana' });
    expect(within(refund).getByText(shown(formatRupiah(450_000)))).toBeInTheDocument();
    expect(within(refund).getByText('TRF-123456')).toBeInTheDocument();
    expect(within(refund).getByText('Stok tidak diubah')).toBeInTheDocument();
    expect(within(dialog).getByText('Dana dikirim ke rekening BCA pembeli')).toBeInTheDocument();
    expect(within(dialog).queryByRole('form')).not.toBeInTheDocument();

    await user.click(within(refund).getByRole('button', { name: 'Lihat bukti transfer' }));
    expect(
      await within(refund).findByRole('img', { name: 'Bukti transfer pengembalian dana' }),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/returns/11/refund-proof')).toHaveLength(1);
  });
});

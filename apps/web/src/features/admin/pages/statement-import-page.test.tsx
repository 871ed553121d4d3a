import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type StatementImport, StatementImportSchema } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryKeys } from '../../../api/query-keys.ts';
import { installBrowserShims, json, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import { adminKeys } from '../api/keys.ts';
import OrdersPage from './orders-page.tsx';
import StatementImportPage from './statement-import-page.tsx';

// 'Impor Mutasi': the owner's bank statement against the waiting payments. Answers are shaped exactly as
// POST /api/payments/statements gives them.

beforeAll(installBrowserShims);
afterEach(resetPage);

const PATH = '/dashboard/orders/impor-mutasi';
const URL_ = '/api/payments/statements';

const line = (line_no: number, amount: number, description: string, date = '2026-11-20') => ({
  line_no,
  date,
  description,
  amount,
});
const order = (id: number, reference: string, amount: number, state = 'pending', name = 'Budi Santoso') => ({
  kind: 'order' as const,
  id,
  reference,
  label: `Pesanan ${reference} · ${name}`,
  amount,
  state,
  link: `/dashboard/orders?order=${id}`,
});
const transfer = {
  kind: 'barang_transfer' as const,
  id: 9,
  reference: 'IURAN-9',
  label: 'Siti Aminah · Arisan Kulkas Bangkalan',
  amount: 350_417,
  state: 'pending',
  link: '/dashboard/verifikasi-iuran',
};

const RESULT: StatementImport = {
  format: 'bca',
  credits: 5,
  matched: 1,
  already_matched: 1,
  matches: [
    {
      line: line(7, 1_250_198, 'TRSF E-BANKING CR 2011/FTSCY/WS95031 1250198.00 BUDI SANTOSO'),
      payment: order(41, 'ORD-20261120-AB3CD', 1_250_198, 'paid'),
    },
  ],
  unmatched: [{ line: line(9, 75_000, 'TRSF E-BANKING CR SETORAN TUNAI') }],
  ambiguous: [
    {
      line: line(11, 899_321, 'TRSF E-BANKING CR RAHMAT'),
      payments: [order(42, 'ORD-20261119-DUA01', 899_321), order(43, 'ORD-20261119-DUA02', 899_321)],
      reason: 'several' as const,
    },
    {
      line: line(12, 455_111, 'BI-FAST CR ANDI'),
      payments: [order(44, 'ORD-20261118-BATAL', 455_111, 'cancelled', 'Andi')],
      reason: 'decided' as const,
    },
  ],
  waiting: [order(45, 'ORD-20261120-TUNGU', 2_100_777, 'pending', 'Dewi'), transfer],
};

// The answers are the server's shape, checked by the shared schema the API answers with.
StatementImportSchema.parse(RESULT);

const csv = () => new File(['tanggal,keterangan,jumlah\n'], 'mutasi.csv', { type: 'text/csv' });

async function upload(file = csv()) {
  const form = screen.getByRole('form', { name: 'Unggah Mutasi Rekening' });
  await userEvent.upload(within(form).getByLabelText('File mutasi (CSV atau MT940, maks. 5 MB)'), file);
  await userEvent.click(within(form).getByRole('button', { name: 'Impor Mutasi' }));
}

const group = (name: RegExp) => screen.getByRole('region', { name });

describe('StatementImportPage', () => {
  it('asks for a file first, then sends it as the field `file` and shows what was matched and what is left', async () => {
    let answer: (body: unknown) => void = () => {};
    const api = mockApi({
      [`POST ${URL_}`]: () => new Promise((resolve) => (answer = resolve)),
    });
    renderPage(<StatementImportPage />, { as: 'admin', path: PATH });
    expect(await screen.findByText(/^Belum ada mutasi yang diimpor\./)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Impor Mutasi' }));
    expect(await screen.findByText('Pilih file mutasi rekening')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === URL_)).toHaveLength(0);

    await upload();
    expect(await screen.findByText('Membaca mutasi dan mencocokkan pembayaran...')).toBeInTheDocument();
    const [call] = api.calls.filter((c) => c.path === URL_);
    expect((call!.body as FormData).get('file')).toBeInstanceOf(File);
    expect(((call!.body as FormData).get('file') as File).name).toBe('mutasi.csv');
    answer({ data: RESULT });

    const summary = await screen.findByRole('region', { name: 'Ringkasan Impor' });
    expect(summary).toHaveTextContent('FormatBCA (KlikBCA / myBCA)');
    expect(summary).toHaveTextContent('Transfer masuk dibaca5');
    expect(summary).toHaveTextContent('Cocok dan disetujui1');
    expect(summary).toHaveTextContent('Sudah cocok sebelumnya1');
    expect(summary).toHaveTextContent('tidak menyetujui apa pun untuk kedua kalinya');

    // Cocok: the order, its amount, 'Dibayar', the bank's line, and the way to the order.
    const matched = within(group(/^Cocok \(1\)$/)).getByRole('listitem');
    expect(matched).toHaveTextContent('Pesanan ORD-20261120-AB3CD · Budi Santoso');
    expect(matched).toHaveTextContent(/Rp\s1\.250\.198/);
    expect(matched).toHaveTextContent('Dibayar');
    expect(matched).toHaveTextContent('20 Nov 2026 · Baris 7');
    expect(matched).toHaveTextContent('TRSF E-BANKING CR 2011/FTSCY/WS95031 1250198.00 BUDI SANTOSO');
    expect(within(matched).getByRole('link', { name: 'Buka ORD-20261120-AB3CD' })).toHaveAttribute(
      'href',
      '/dashboard/orders?order=41',
    );

    // Tidak cocok: the credit and what to do with it.
    const unmatched = within(group(/^Tidak cocok \(1\)$/)).getByRole('listitem');
    expect(unmatched).toHaveTextContent(/Rp\s75\.000/);
    expect(unmatched).toHaveTextContent('TRSF E-BANKING CR SETORAN TUNAI');
    expect(unmatched).toHaveTextContent('catat pembayarannya secara manual');

    // Perlu diperiksa: never guessed; each candidate has its link, the decided one its state.
    const review = group(/^Perlu diperiksa \(2\)$/);
    const several = within(review).getByText('TRSF E-BANKING CR RAHMAT').closest('li')!;
    expect(several).toHaveTextContent('lebih dari satu pembayaran');
    expect(within(several).getByRole('link', { name: 'Buka ORD-20261119-DUA01' })).toHaveAttribute(
      'href',
      '/dashboard/orders?order=42',
    );
    expect(within(several).getByRole('link', { name: 'Buka ORD-20261119-DUA02' })).toHaveAttribute(
      'href',
      '/dashboard/orders?order=43',
    );
    const decided = within(review).getByText('BI-FAST CR ANDI').closest('li')!;
    expect(decided).toHaveTextContent('sudah diputuskan sebelumnya');
    expect(decided).toHaveTextContent('Dibatalkan');

    // Belum ada transfer: an order and a member's transfer still waiting.
    const waiting = within(group(/^Belum ada transfer \(2\)$/)).getAllByRole('listitem');
    expect(waiting[0]).toHaveTextContent('Pesanan ORD-20261120-TUNGU · Dewi');
    expect(waiting[0]).toHaveTextContent(/Rp\s2\.100\.777/);
    expect(waiting[0]).toHaveTextContent('Belum Dibayar');
    expect(waiting[1]).toHaveTextContent('Iuran arisan barang');
    expect(waiting[1]).toHaveTextContent('Siti Aminah · Arisan Kulkas Bangkalan');
    expect(within(waiting[1]!).getByRole('link', { name: 'Buka IURAN-9' })).toHaveAttribute(
      'href',
      '/dashboard/verifikasi-iuran',
    );
  });

  it("shows the server's refusal word for word and keeps no result", async () => {
    const message = 'Baris 7: tanggal tidak terbaca (31/02/2026)';
    mockApi({ [`POST ${URL_}`]: () => json({ code: 'STATEMENT_UNREADABLE', message }, 422) });
    renderPage(<StatementImportPage />, { as: 'admin', path: PATH });
    await screen.findByRole('form', { name: 'Unggah Mutasi Rekening' });
    await upload();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Gagal mengimpor mutasi: ${message}`);
    expect(screen.getByText('Tidak ada yang disimpan. Perbaiki file, lalu impor lagi.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Ringkasan Impor' })).not.toBeInTheDocument();
  });

  it('says so when the file holds no credits, with every group empty', async () => {
    const empty: StatementImport = {
      ...RESULT,
      format: 'mt940',
      credits: 0,
      matched: 0,
      already_matched: 0,
      matches: [],
      unmatched: [],
      ambiguous: [],
      waiting: [],
    };
    mockApi({ [`POST ${URL_}`]: () => ({ data: empty }) });
    renderPage(<StatementImportPage />, { as: 'admin', path: PATH });
    await screen.findByRole('form', { name: 'Unggah Mutasi Rekening' });
    await upload(new File([':20:STARTUMS\n'], 'mutasi.sta', { type: 'text/plain' }));
    const summary = await screen.findByRole('region', { name: 'Ringkasan Impor' });
    expect(summary).toHaveTextContent('FormatMT940');
    expect(summary).toHaveTextContent('File ini tidak berisi transfer masuk (kredit)');
    expect(
      within(group(/^Cocok \(0\)$/)).getByText('Tidak ada pembayaran yang disetujui dari file ini.'),
    ).toBeInTheDocument();
    expect(group(/^Belum ada transfer \(0\)$/)).toHaveTextContent('Tidak ada pembayaran lain yang menunggu.');
    expect(
      within(screen.getByRole('region', { name: 'Hasil impor' })).queryAllByRole('listitem'),
    ).toHaveLength(0);
  });

  it('marks the orders and the members’ transfers stale once payments are approved', async () => {
    mockApi({ [`POST ${URL_}`]: () => ({ data: RESULT }) });
    const { client } = renderPage(<StatementImportPage />, { as: 'admin', path: PATH });
    const keys = [
      adminKeys.orderList({ page: 1 }),
      queryKeys.orders.detail(41),
      queryKeys.arisanTransfers.list('review'),
    ];
    for (const key of keys) client.setQueryData(key, { data: [] });
    await screen.findByRole('form', { name: 'Unggah Mutasi Rekening' });
    await upload();
    await screen.findByRole('region', { name: 'Ringkasan Impor' });
    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated).toBe(true);
  });

  it("is reached from the orders list by 'Impor Mutasi'", async () => {
    mockApi({
      'GET /api/orders/admin/all': () => ({
        data: [],
        pagination: { currentPage: 1, totalPages: 1, totalItems: 0, limit: 10, hasNextPage: false },
      }),
    });
    renderPage(<OrdersPage />, { as: 'admin', path: '/dashboard/orders' });
    expect(await screen.findByRole('link', { name: 'Impor Mutasi' })).toHaveAttribute('href', PATH);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Arisan, END_BEFORE_START, MONEY_INVALID, type ScheduleCycle } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  installBrowserShims,
  json,
  mockApi,
  putValue,
  renderPage,
  resetPage,
} from '../../../test/render.tsx';
import { ArisanFormDialog as AddArisanDialog, ArisanFormDialog as EditArisanDialog } from './arisan-form.tsx';
import { CycleActionBody } from './cycle-actions.tsx';
import { JoinArisanDialog } from './join-arisan-dialog.tsx';

// The arisan dialogs on the one Form: one request per submit, errors under their fields, Indonesian money.

beforeAll(installBrowserShims);
afterEach(resetPage);

const page = (n: number) => ({ currentPage: 1, totalPages: 1, totalItems: n, limit: 50, hasNextPage: false });
const member = (id: number, name: string, onTime: number | null = null) => ({
  id,
  name,
  passcode: `P${id}`,
  phone: null,
  location_id: null,
  location: null,
  address: null,
  arisan_count: 0,
  reliability: { on_time: onTime ?? 0, late: 0, missed: 0, corrections: 0, on_time_percent: onTime },
});

const ARISAN: Arisan = {
  id: 4,
  name: 'Arisan RT 5',
  status: 'active',
  saving_type: 'monthly',
  duration: 10,
  contribution_amount: 100_000,
  late_fee: 0,
  early_min_on_time_percent: null,
  total_saving: 0,
  total_members: 0,
  start_date: '2026-01-01',
  end_date: '2026-10-01',
  started: false,
  archived_at: null,
  kind: 'uang',
  recipient_rule: 'kocok',
  draw_paid_up_only: true,
  lelang_cap_percent: 30,
  lelang_commission_percent: 0,
  product_id: null,
};

/** A request that answers only when the test says so. */
function held<T>() {
  let release: (v: T) => void = () => {};
  const promise = new Promise<T>((r) => (release = r));
  return { promise, release };
}

describe('AddArisanDialog on the Form', () => {
  it('sends one arisan for repeated submits while the first is in flight, with the ticked members', async () => {
    const answer = held<unknown>();
    const api = mockApi({
      'GET /api/members': () => ({ data: [member(7, 'Siti'), member(8, 'Ahmad')], pagination: page(2) }),
      'POST /api/arisans': () => answer.promise,
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<AddArisanDialog open onClose={onClose} />);
    await user.type(screen.getByLabelText('Nama arisan'), 'Arisan Ibu-ibu');
    await user.type(screen.getByLabelText('Kontribusi per putaran (Rp)'), '1250000');
    expect(screen.getByLabelText('Kontribusi per putaran (Rp)')).toHaveValue('1.250.000');
    await user.type(screen.getByLabelText('Durasi (putaran)'), '3');
    await user.click(await screen.findByRole('checkbox', { name: /Ahmad/ }));
    await user.click(screen.getByRole('checkbox', { name: /Siti/ }));
    const save = screen.getByRole('button', { name: 'Simpan' });
    fireEvent.submit(save.closest('form')!);
    fireEvent.submit(save.closest('form')!);
    await waitFor(() => expect(save).toBeDisabled());
    await user.dblClick(save);
    answer.release({ data: ARISAN });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({
      name: 'Arisan Ibu-ibu',
      contribution_amount: 1_250_000,
      saving_type: 'daily',
      duration: 3,
      members_ids: [8, 7],
    });
  });

  it('badges each member in the picker with their on-time share, and sends the early-position minimum', async () => {
    const api = mockApi({
      'GET /api/members': () => ({ data: [member(7, 'Siti', 92), member(8, 'Ahmad')], pagination: page(2) }),
      'POST /api/arisans': () => ({ data: ARISAN }),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<AddArisanDialog open onClose={onClose} />);
    const siti = await screen.findByRole('checkbox', { name: /Siti/ });
    expect(siti.closest('label')).toHaveTextContent('Tepat waktu 92%');
    expect(screen.getByRole('checkbox', { name: /Ahmad/ }).closest('label')).toHaveTextContent(
      'Belum ada riwayat',
    );
    await user.type(screen.getByLabelText('Nama arisan'), 'Arisan Aman');
    await user.type(screen.getByLabelText('Kontribusi per putaran (Rp)'), '100000');
    await user.type(screen.getByLabelText('Durasi (putaran)'), '10');
    expect(screen.getByText(/Posisi awal adalah separuh pertama urutan \(posisi 1-5\)/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Minimal tepat waktu untuk posisi awal (%)'), '80');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.find((c) => c.method === 'POST')!.body).toMatchObject({ early_min_on_time_percent: 80 });
  });

  it('refuses a minimum above 100% under its field', async () => {
    const api = mockApi({ 'GET /api/members': () => ({ data: [], pagination: page(0) }) });
    const user = userEvent.setup();
    renderPage(<AddArisanDialog open onClose={() => {}} />);
    await user.type(screen.getByLabelText('Nama arisan'), 'Arisan');
    await user.type(screen.getByLabelText('Kontribusi per putaran (Rp)'), '100000');
    await user.type(screen.getByLabelText('Durasi (putaran)'), '10');
    await user.type(screen.getByLabelText('Minimal tepat waktu untuk posisi awal (%)'), '120');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(screen.getByLabelText('Minimal tepat waktu untuk posisi awal (%)')).toHaveAccessibleDescription(
      'Minimal tepat waktu paling besar 100%',
    );
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("fills 'Biaya Posisi' as the contribution, duration and type are typed", async () => {
    mockApi({ 'GET /api/members': () => ({ data: [], pagination: page(0) }) });
    const user = userEvent.setup();
    renderPage(<AddArisanDialog open onClose={() => {}} />);
    expect(screen.queryByRole('region', { name: 'Biaya Posisi' })).toBeNull();
    await user.type(screen.getByLabelText('Kontribusi per putaran (Rp)'), '100000');
    await user.type(screen.getByLabelText('Durasi (putaran)'), '10');
    await user.selectOptions(screen.getByLabelText('Tipe'), 'monthly');
    putValue(screen.getByLabelText('Tanggal mulai'), '2027-01-31');
    const table = await screen.findByRole('region', { name: 'Biaya Posisi' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(11);
    expect(rows[1]).toHaveTextContent('131 Jan 2027Rp 1.000.000');
    expect(table).toHaveTextContent('Setiap posisi membayar total Rp 1.000.000.');
    expect(rows[1]).toHaveTextContent('pinjaman dari kelompok');
    expect(rows[1]).toHaveTextContent('0%');
    expect(rows[10]).toHaveTextContent('tabungan');
    expect(rows[2]).toHaveTextContent('28 Feb 2027');
    expect(table).toHaveTextContent('tanpa bunga');

    // A new duration re-prices the table.
    const duration = screen.getByLabelText('Durasi (putaran)');
    await user.clear(duration);
    await user.type(duration, '4');
    const repriced = await screen.findByRole('region', { name: 'Biaya Posisi' });
    expect(within(repriced).getAllByRole('row')).toHaveLength(5);
  });

  it("prices a lelang's expected dividend in 'Biaya Posisi' once 'Lelang' is chosen", async () => {
    mockApi({ 'GET /api/members': () => ({ data: [], pagination: page(0) }) });
    const user = userEvent.setup();
    renderPage(<AddArisanDialog open onClose={() => {}} />);
    await user.type(screen.getByLabelText('Kontribusi per putaran (Rp)'), '100000');
    await user.type(screen.getByLabelText('Durasi (putaran)'), '4');
    await user.selectOptions(screen.getByLabelText('Tipe'), 'monthly');
    const table = await screen.findByRole('region', { name: 'Biaya Posisi' });
    expect(within(table).queryByRole('columnheader', { name: 'Dividen' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('Cara menentukan penerima'), 'Lelang');
    const priced = await screen.findByRole('region', { name: 'Biaya Posisi' });
    expect(within(priced).getByRole('columnheader', { name: 'Dividen' })).toBeInTheDocument();
    expect(priced).toHaveTextContent(
      'Dividen diperkirakan dengan potongan pemenang 15% dari pot tiap putaran',
    );
  });

  it('says under each field what is missing and sends nothing', async () => {
    const api = mockApi({ 'GET /api/members': () => ({ data: [], pagination: page(0) }) });
    const user = userEvent.setup();
    renderPage(<AddArisanDialog open onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Nama arisan wajib diisi')).toBeInTheDocument();
    expect(screen.getByLabelText('Nama arisan')).toHaveAccessibleDescription('Nama arisan wajib diisi');
    expect(screen.getByLabelText('Kontribusi per putaran (Rp)')).toHaveAccessibleDescription(
      'Jumlah kontribusi wajib diisi',
    );
    expect(screen.getByLabelText('Durasi (putaran)')).toHaveAccessibleDescription('Durasi minimal 1 putaran');
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

describe('EditArisanDialog on the Form', () => {
  it('moves the end date with the plan and refuses an end before the start under the field', async () => {
    const api = mockApi({
      'PUT /api/arisans/4': (call) => ({ data: { ...ARISAN, ...(call.body as object) } }),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<EditArisanDialog arisan={ARISAN} open onClose={onClose} />);
    const duration = screen.getByLabelText('Durasi (putaran)');
    await user.clear(duration);
    await user.type(duration, '4');
    expect(screen.getByLabelText('Tanggal selesai')).toHaveValue('2026-04-01');
    putValue(screen.getByLabelText('Tanggal selesai'), '2025-12-31');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText(END_BEFORE_START)).toBeInTheDocument();
    expect(screen.getByLabelText('Tanggal selesai')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    putValue(screen.getByLabelText('Tanggal selesai'), '2026-05-01');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      duration: 4,
      contribution_amount: 100_000,
      end_date: '2026-05-01',
      status: 'active',
    });
  });

  it('keeps the contribution once money is in, and still saves the other fields', async () => {
    const api = mockApi({ 'PUT /api/arisans/4': () => ({ data: ARISAN }) });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<EditArisanDialog arisan={{ ...ARISAN, total_saving: 200_000 }} open onClose={onClose} />);
    const contribution = screen.getByLabelText('Kontribusi per putaran (Rp)');
    expect(contribution).toHaveAttribute('readonly');
    expect(screen.getByText('Tidak dapat diubah: sudah ada pembayaran')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Nama arisan'));
    await user.type(screen.getByLabelText('Nama arisan'), 'Arisan RW 2');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toMatchObject({
      name: 'Arisan RW 2',
      contribution_amount: 100_000,
    });
  });
});

describe('JoinArisanDialog', () => {
  it('offers only members not yet in the arisan and adds the chosen one at the position', async () => {
    const api = mockApi({
      'GET /api/members': (call) =>
        call.query.get('not_in_arisan') === '4'
          ? { data: [member(9, 'Nur')], pagination: page(1) }
          : { data: [member(7, 'Siti'), member(9, 'Nur')], pagination: page(2) },
      'POST /api/arisans/member': () => json({ success: true, data: {} }, 201),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<JoinArisanDialog arisanId={4} nextPosition={3} open onClose={onClose} />);
    const select = screen.getByLabelText('Member');
    await within(select).findByRole('option', { name: 'Nur (P9) · Belum ada riwayat' });
    expect(within(select).queryByRole('option', { name: /Siti/ })).toBeNull();
    expect(screen.getByLabelText('Posisi')).toHaveValue(3);

    await user.click(screen.getByRole('button', { name: 'Tambah' }));
    expect(await screen.findByText('Member wajib dipilih')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.selectOptions(select, '9');
    await user.click(screen.getByRole('button', { name: 'Tambah' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls.find((c) => c.method === 'POST')!.body).toEqual({
      arisan_id: 4,
      member_id: 9,
      position: 3,
    });
  });

  it("shows each candidate's on-time share and the chosen member's badge", async () => {
    mockApi({
      'GET /api/members': () => ({ data: [member(9, 'Nur', 92), member(10, 'Eko')], pagination: page(2) }),
    });
    const user = userEvent.setup();
    renderPage(<JoinArisanDialog arisanId={4} nextPosition={1} open onClose={() => {}} />);
    const select = screen.getByLabelText('Member');
    await within(select).findByRole('option', { name: 'Nur (P9) · Tepat waktu 92%' });
    expect(within(select).getByRole('option', { name: 'Eko (P10) · Belum ada riwayat' })).toBeInTheDocument();
    expect(screen.queryByTestId('chosen-reliability')).toBeNull();
    await user.selectOptions(select, '9');
    expect(screen.getByTestId('chosen-reliability')).toHaveTextContent(
      'Catatan pembayaran Nur: Tepat waktu 92%',
    );
  });

  it("shows the server's refusal of an early position below the minimum and stays open", async () => {
    const message =
      'Posisi 1 adalah posisi awal (posisi 1-5) yang mensyaratkan tepat waktu minimal 80%: Nur baru tepat waktu 60%';
    mockApi({
      'GET /api/members': () => ({ data: [member(9, 'Nur', 60)], pagination: page(1) }),
      'POST /api/arisans/member': () => json({ message, code: 'CONFLICT' }, 409),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(
      <JoinArisanDialog
        arisanId={4}
        nextPosition={1}
        early={{ duration: 10, minimum: 80 }}
        open
        onClose={onClose}
      />,
    );
    expect(
      screen.getByText('Urutan menerima arisan. Posisi 1-5 hanya untuk member yang tepat waktu minimal 80%.'),
    ).toBeInTheDocument();
    const select = screen.getByLabelText('Member');
    await within(select).findByRole('option', { name: /Nur/ });
    await user.selectOptions(select, '9');
    await user.click(screen.getByRole('button', { name: 'Tambah' }));
    expect(await screen.findByText(message, { exact: false })).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

const CYCLE: ScheduleCycle = {
  cycle: 2,
  due_date: '2026-02-01',
  has_come: true,
  is_current: true,
  dues_count: 3,
  paid_count: 3,
  due_amount: 300_000,
  paid_amount: 300_000,
  late_fees_paid: 0,
  late_count: 0,
  turn: null,
  paid_out: 0,
  recipient: {
    id: 1,
    cycle: 2,
    membership_id: 30,
    member_id: 9,
    name: 'Nur',
    method: 'manual',
    draw_id: null,
    received_date: '2026-02-01',
    recorded_at: '2026-02-01T03:00:00Z',
  },
};

describe('schedule row forms', () => {
  it('reads a payout typed with Indonesian grouping and refuses decimals under the field', async () => {
    const api = mockApi({
      'POST /api/arisans/4/cycles/2/payout': () => json({ success: true, data: {} }, 201),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<CycleActionBody arisanId={4} action={{ kind: 'payout', cycle: CYCLE }} onClose={onClose} />);
    const amount = screen.getByLabelText('Jumlah (Rp)');
    expect(amount).toHaveValue('300.000');
    await user.clear(amount);
    await user.type(amount, '12,5');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText(MONEY_INVALID)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, 'Rp 1.250.000');
    expect(amount).toHaveValue('1.250.000');
    await user.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const sent = api.calls.find((c) => c.method === 'POST')!.body as FormData;
    expect(sent.get('amount')).toBe('1250000');
    expect(sent.get('method')).toBe('cash');
  });

  it('needs a reason to undo a recipient, said under the field', async () => {
    const api = mockApi({
      'POST /api/arisans/4/cycles/2/recipient/revoke': () => ({ success: true, data: {} }),
    });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderPage(<CycleActionBody arisanId={4} action={{ kind: 'revoke', cycle: CYCLE }} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Batalkan Penerima' }));
    expect(screen.getByLabelText('Alasan koreksi')).toHaveAccessibleDescription('Alasan koreksi wajib diisi');
    expect(api.calls).toHaveLength(0);
    await user.type(screen.getByLabelText('Alasan koreksi'), 'Salah pilih');
    await user.click(screen.getByRole('button', { name: 'Batalkan Penerima' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.calls[0]!.body).toEqual({ reason: 'Salah pilih' });
  });
});

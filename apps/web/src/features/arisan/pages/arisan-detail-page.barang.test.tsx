import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ArisanAuditEntry, ArisanDetail, BarangDetail, BarangMemberRow } from '@toko/shared';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatRupiah } from '../../../lib/format.ts';
import { type Call, installBrowserShims, mockApi, renderPage, resetPage } from '../../../test/render.tsx';
import ArisanDetailPage from './arisan-detail-page.tsx';

beforeAll(installBrowserShims);
afterEach(resetPage);

const pagination = { currentPage: 1, totalPages: 1, totalItems: 3, limit: 10, hasNextPage: false };

function arisanDetail(over: Partial<ArisanDetail['arisan']> = {}): ArisanDetail {
  return {
    arisan: {
      id: 4,
      name: 'Arisan Sofa Minimalis (3 orang)',
      status: 'active',
      saving_type: 'monthly',
      duration: 3,
      contribution_amount: 1_438_000,
      late_fee: 0,
      early_min_on_time_percent: null,
      total_saving: 4_314_000,
      total_members: 3,
      start_date: '2026-09-01',
      end_date: '2026-11-01',
      started: true,
      archived_at: null,
      kind: 'barang',
      recipient_rule: 'kocok',
      draw_paid_up_only: true,
      lelang_cap_percent: 30,
      lelang_commission_percent: 0,
      product_id: 12,
      ...over,
    },
    summary: {
      total_members: 3,
      total_contributions: 4_314_000,
      total_remaining: 8_628_000,
      collection_percentage: 33.33,
      total_late_fees: 0,
    },
    // The generic table's rows; a barang page shows its own table instead.
    members: [],
    pagination,
  };
}

const member = (over: Partial<BarangMemberRow>): BarangMemberRow => ({
  member_id: 7,
  membership_id: 70,
  user_id: 17,
  name: 'Sari',
  phone: '6281234567801',
  position: 1,
  paid_cycles: 0,
  paid_amount: 0,
  owed_amount: 4_314_000,
  cycles_overdue: 0,
  received_cycle: null,
  order: null,
  behind_after_receiving: false,
  ...over,
});

function barang(over: Partial<BarangDetail> = {}, group: Partial<BarangDetail['group']> = {}): BarangDetail {
  return {
    group: {
      id: 4,
      name: 'Arisan Sofa Minimalis (3 orang)',
      product: { id: 12, name: 'Sofa Minimalis', slug: 'sofa-minimalis', image_url: null },
      variant_label: null,
      state: 'running',
      saving_type: 'monthly',
      members: 3,
      members_joined: 3,
      item_price: 4_299_001,
      admin_fee: 5_000,
      contribution_amount: 1_438_001,
      late_fee: 0,
      start_date: '2026-09-01',
      start_when_full: true,
      joined: false,
      ...group,
    },
    arithmetic: {
      share: 1_433_001,
      admin_fee: 5_000,
      contribution: 1_438_001,
      per_member_total: 4_314_003,
      group_total: 12_942_009,
      rounding: 2,
    },
    units_reserved: 2,
    start_error: null,
    members: [
      // Received in cycle 1, then stopped paying: flagged.
      member({
        paid_cycles: 1,
        paid_amount: 1_438_001,
        owed_amount: 2_876_002,
        cycles_overdue: 1,
        received_cycle: 1,
        behind_after_receiving: true,
        order: {
          id: 31,
          order_number: 'ORD-20260901-SOFA1',
          status: 'shipped',
          courier: 'jne',
          tracking_number: 'CGK0012345',
        },
      }),
      member({
        member_id: 8,
        membership_id: 80,
        name: 'Budi',
        phone: '6281234567802',
        position: 2,
        paid_cycles: 2,
        paid_amount: 2_876_002,
        owed_amount: 1_438_001,
      }),
      member({ member_id: 9, membership_id: 90, name: 'Ani', phone: null, position: 3 }),
    ],
    ...over,
  };
}

function api(arisan: ArisanDetail, group: BarangDetail, audit: ArisanAuditEntry[] = []) {
  return mockApi((call: Call) => {
    if (call.method !== 'GET') return undefined;
    if (call.path === '/api/arisans/4') return { data: arisan };
    if (call.path === '/api/arisans/4/barang') return { data: group };
    if (call.path === '/api/arisans/4/audit') {
      return { data: audit, pagination: { ...pagination, totalItems: audit.length } };
    }
    return undefined;
  });
}

const open = () =>
  renderPage(<ArisanDetailPage />, {
    path: '/dashboard/arisans/4',
    route: '/dashboard/arisans/:id',
    as: 'admin',
  });

const textOf = (link: HTMLElement) => new URL(link.getAttribute('href')!).searchParams.get('text');

describe('ArisanDetailPage, arisan barang', () => {
  it('shows the product, the locked price, the arithmetic and the units taken from stock', async () => {
    api(arisanDetail(), barang());
    open();
    const product = await screen.findByRole('region', { name: 'Arisan Barang' });
    expect(within(product).getByRole('link', { name: 'Sofa Minimalis' })).toHaveAttribute(
      'href',
      '/dashboard/products/sofa-minimalis',
    );
    expect(product).toHaveTextContent('Harga dikunciRp 4.299.001');
    expect(product).toHaveTextContent('Berjalan');
    expect(product).toHaveTextContent('3 dari 3 anggota');
    expect(product).toHaveTextContent('Unit dipesan dari stok2 unit');
    const sums = screen.getByRole('region', { name: 'Perhitungan Iuran' });
    expect(sums).toHaveTextContent('Rp 4.299.001 ÷ 3, dibulatkan ke atasRp 1.433.001');
    expect(sums).toHaveTextContent('Iuran per anggota per putaranRp 1.438.001');
    expect(sums).toHaveTextContent('Total semua anggota (3 × 3 putaran)Rp 12.942.009');
    expect(sums).toHaveTextContent('Pembulatan di atas harga (semua anggota)Rp 2');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The members join from the shop: no hand-added members on a group.
    expect(screen.queryByRole('button', { name: /Tambah Member/ })).not.toBeInTheDocument();
  });

  it("lists each member's payments, goods and order, flags 'menunggak setelah menerima' and links WhatsApp per situation", async () => {
    api(arisanDetail(), barang());
    open();
    const table = await screen.findByRole('region', { name: 'Anggota' });
    expect(table).toHaveTextContent('1 menunggak setelah menerima (Rp 2.876.002)');

    const sari = within(table).getByRole('row', { name: /Sari/ });
    expect(sari).toHaveTextContent('Menunggak setelah menerima');
    expect(sari).toHaveTextContent('Rp 1.438.0011 / 3 putaran1 putaran tertunggak');
    expect(sari).toHaveTextContent('Rp 2.876.002');
    expect(sari).toHaveTextContent('Putaran 1');
    expect(within(sari).getByRole('link', { name: 'Pesanan ORD-20260901-SOFA1 milik Sari' })).toHaveAttribute(
      'href',
      '/dashboard/orders?order=31',
    );
    expect(sari).toHaveTextContent('Dikirim');
    expect(sari).toHaveTextContent('JNE · CGK0012345');
    const sariChat = within(sari).getByRole('link', { name: 'Kirim WhatsApp ke Sari' });
    expect(sariChat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/6281234567801\?/);
    expect(textOf(sariChat)).toContain(
      `1 putaran sudah jatuh tempo dan belum dibayar (${formatRupiah(1_438_001)})`,
    );

    const budi = within(table).getByRole('row', { name: /Budi/ });
    expect(budi).not.toHaveTextContent('Menunggak setelah menerima');
    expect(budi).toHaveTextContent('Belum');
    expect(textOf(within(budi).getByRole('link', { name: 'Kirim WhatsApp ke Budi' }))).toContain(
      'Halo Budi, Arisan Sofa Minimalis (3 orang) sudah dimulai',
    );
    // No phone, no chat.
    const ani = within(table).getByRole('row', { name: /Ani/ });
    expect(within(ani).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(within(ani).getByRole('button', { name: 'Bayar Ani' })).toBeEnabled();
  });

  it('tells the recipient it is their turn while the goods are packed', async () => {
    const packed = barang();
    packed.members[0] = {
      ...packed.members[0]!,
      cycles_overdue: 0,
      behind_after_receiving: false,
      order: {
        id: 31,
        order_number: 'ORD-20260901-SOFA1',
        status: 'processing',
        courier: null,
        tracking_number: null,
      },
    };
    api(arisanDetail(), packed);
    open();
    const sari = within(await screen.findByRole('region', { name: 'Anggota' })).getByRole('row', {
      name: /Sari/,
    });
    expect(textOf(within(sari).getByRole('link', { name: 'Kirim WhatsApp ke Sari' }))).toContain(
      'giliranmu! Kamu menerima Sofa Minimalis di putaran 1 Arisan Sofa Minimalis (3 orang). Pesanan ORD-20260901-SOFA1 sedang kami kemas.',
    );
    expect(screen.queryByText(/menunggak setelah menerima \(/)).not.toBeInTheDocument();
  });

  it('shows why a full group could not start in a warning box', async () => {
    api(
      arisanDetail({ started: false, status: 'inactive', total_saving: 0 }),
      barang(
        {
          units_reserved: 0,
          start_error: 'Stok Sofa Minimalis tidak cukup untuk arisan ini (tersisa 1, perlu 3)',
        },
        { state: 'full' },
      ),
    );
    open();
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(
      'Arisan belum bisa dimulaiStok Sofa Minimalis tidak cukup untuk arisan ini (tersisa 1, perlu 3)',
    );
    const product = screen.getByRole('region', { name: 'Arisan Barang' });
    expect(product).toHaveTextContent('Penuh, menunggu mulai');
    expect(product).toHaveTextContent('MulaiSaat penuh');
    expect(product).toHaveTextContent('Unit dipesan dari stok0 unit');
    expect(screen.getByRole('button', { name: 'Bayar Sari' })).toBeDisabled();
  });

  it("shows an admin's decisions on member transfers in 'Riwayat Perubahan', like the other entries", async () => {
    const transfer = {
      member_id: 7,
      member_name: 'Sari',
      cycles: 1,
      amount: 1_438_001,
      late_fee: 0,
      unique_code: 123,
      total_amount: 1_438_124,
    };
    const entry = (id: number, action: string, after: object, at: string): ArisanAuditEntry => ({
      id,
      entity: 'transfer',
      entity_id: 55,
      action,
      before: { status: 'review' },
      after: { ...transfer, ...after },
      actor_name: 'Admin Toko',
      at,
    });
    api(arisanDetail(), barang(), [
      entry(3, 'approve', { status: 'approved', payment_id: 91 }, '2026-09-03T03:00:00.000Z'),
      entry(2, 'reject', { status: 'rejected', reason: 'Bukti buram' }, '2026-09-02T03:00:00.000Z'),
    ]);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('tab', { name: 'Riwayat Perubahan' }));
    const panel = await screen.findByRole('tabpanel');
    const approved = await within(panel).findByRole('row', { name: /Transfer iuran disetujui/ });
    expect(approved).toHaveTextContent('Admin Toko');
    expect(approved).toHaveTextContent('03 Sep 2026 10:00 WIB');
    expect(approved).toHaveTextContent('Sebelum: Status: Menunggu verifikasi');
    expect(approved).toHaveTextContent(
      'Sesudah: Member: Sari · Jumlah putaran: 1 · Jumlah: Rp 1.438.001 · Denda telat: Rp 0 · Kode unik: 123 · Total: Rp 1.438.124 · Status: Diterima',
    );
    expect(approved).not.toHaveTextContent('payment_id');
    const rejected = within(panel).getByRole('row', { name: /Transfer iuran ditolak/ });
    expect(rejected).toHaveTextContent('Status: Ditolak · Alasan: Bukti buram');
  });

  it("offers 'Mulai Arisan' on a full group that has not started", async () => {
    api(arisanDetail({ started: false, status: 'inactive', total_saving: 0 }), barang({}, { state: 'full' }));
    open();
    expect(await screen.findByRole('button', { name: 'Mulai Arisan' })).toBeInTheDocument();
  });

  it("does not offer 'Mulai Arisan' on a running group (it has nothing left to start)", async () => {
    api(arisanDetail(), barang());
    open();
    expect(await screen.findByRole('region', { name: 'Arisan Barang' })).toHaveTextContent('Berjalan');
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mulai Arisan' })).not.toBeInTheDocument();
  });

  it("leaves a 'uang' arisan as it was: the generic members table, no barang request", async () => {
    const calls = api(arisanDetail({ kind: 'uang', product_id: null, name: 'Arisan RT 5' }), barang());
    open();
    expect(await screen.findByRole('region', { name: 'Member' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tambah Member/ })).toBeInTheDocument();
    // A started money arisan has nothing left to start: a member added later gets dues when added.
    expect(screen.queryByRole('button', { name: 'Mulai Arisan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Arisan Barang' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/arisans/4/barang')).toBe(false);
  });
});

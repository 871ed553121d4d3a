import type { ArisanAuditEntry } from '@toko/shared';
import { describe, expect, it } from 'vitest';
import { describeChange, eventTitle } from './history-lines.ts';

const names = { members: { '23': 'Siti Aminah', '24': 'Agus Salim' }, memberships: { '7': 'Budi' } };
const entry = (over: Partial<ArisanAuditEntry>): ArisanAuditEntry => ({
  id: 1,
  entity: 'payment',
  entity_id: 5,
  action: 'create',
  before: null,
  after: null,
  actor_name: 'Admin Toko',
  at: '2026-11-27T06:30:00.000Z',
  ...over,
});

describe("'Riwayat Perubahan' lines", () => {
  it('names members, writes rupiah and leaves out the ids a developer reads', () => {
    expect(describeChange({ payment_id: 91, member_id: 23, amount: 500_000, cycles: 1 }, names)).toBe(
      'Member: Siti Aminah · Jumlah: Rp\u00a0500.000 · Jumlah putaran: 1',
    );
    expect(describeChange({ membership_id: 7, position: 3 }, names)).toBe('Member: Budi · Urutan: 3');
    // A correction made after the payout says so (the admin confirmed the warning).
    expect(describeChange({ reason: 'Transfer gagal', paid_out_cycles: '1' }, names)).toBe(
      'Alasan: Transfer gagal · Pot sudah dibayarkan (putaran): 1',
    );
    // A member deleted since keeps only their number.
    expect(describeChange({ member_id: 99 }, names)).toBe('Member: #99');
  });

  it('names the early-position minimum and writes it as a percent', () => {
    expect(describeChange({ duration: 10, early_min_on_time_percent: 80 }, names)).toBe(
      'Durasi (putaran): 10 · Minimal tepat waktu posisi awal: 80%',
    );
  });

  it('writes a draw with the names it drew among, and hides the seed', () => {
    expect(
      describeChange(
        { cycle: 2, eligible_member_ids: [23, 24], winner_member_id: 24, seed: 'ab'.repeat(32) },
        names,
      ),
    ).toBe('Putaran: 2 · Diundi di antara: Siti Aminah, Agus Salim · Pemenang: Agus Salim');
  });

  it('writes dates in Indonesian, times in WIB, and words for stored values', () => {
    expect(
      describeChange(
        {
          status: 'active',
          saving_type: 'monthly',
          start_date: '2026-12-01',
          recorded_at: '2026-11-27T06:30:00.000Z',
          contribution_amount: 250_000,
        },
        names,
      ),
    ).toBe(
      'Status: Aktif · Periode: Bulanan · Mulai: 01 Des 2026 · Dicatat: 27 Nov 2026 13:30 WIB · Iuran: Rp\u00a0250.000',
    );
    expect(describeChange(null, names)).toBeNull();
    expect(describeChange({ payment_id: 3 }, names)).toBeNull();
  });

  it("titles each event in Indonesian: 'Kontribusi dikoreksi', not 'Kontribusi reverse'", () => {
    expect(eventTitle(entry({ action: 'reverse' }))).toBe('Kontribusi dikoreksi');
    expect(eventTitle(entry({ entity: 'draw', action: 'draw' }))).toBe('Undian dilakukan');
    expect(eventTitle(entry({ entity: 'arisan', action: 'start' }))).toBe('Arisan dimulai');
  });
});

describe("a lelang in 'Riwayat Perubahan' (ADR 077)", () => {
  it('titles each step in Indonesian and keeps a bid sealed', () => {
    expect(eventTitle(entry({ entity: 'lelang', action: 'open' }))).toBe('Lelang dibuka');
    expect(eventTitle(entry({ entity: 'lelang', action: 'bid' }))).toBe('Tawaran lelang masuk (tertutup)');
    expect(eventTitle(entry({ entity: 'lelang', action: 'bid_change' }))).toBe(
      'Tawaran lelang diubah (tertutup)',
    );
    expect(eventTitle(entry({ entity: 'lelang', action: 'close' }))).toBe(
      'Lelang ditutup, pemenang ditetapkan',
    );
    expect(describeChange({ cycle: 1, member_id: 23, by: 'self' }, names)).toBe(
      'Putaran: 1 · Member: Siti Aminah · Oleh: Member sendiri',
    );
  });

  it('writes the close with the winner, the discount, the commission and the tie-break members', () => {
    expect(
      describeChange(
        {
          cycle: 1,
          draw_member_ids: [23, 24],
          winner_member_id: 24,
          discount: 45_000,
          commission: 2_250,
          seed: 'ab',
        },
        names,
      ),
    ).toBe(
      'Putaran: 1 · Undian penentu di antara: Siti Aminah, Agus Salim · Pemenang: Agus Salim · Potongan: Rp\u00a045.000 · Komisi pengelola: Rp\u00a02.250',
    );
  });
});

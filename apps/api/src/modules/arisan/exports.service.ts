import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contributionPayments } from '../../db/schema/index.ts';
import { toCsv } from '../../http/csv.ts';
import { getArisan } from './arisans.service.ts';
import { selectContributions } from './contributions.service.ts';
import { getSchedule } from './dues.service.ts';

// CSV exports of an arisan (decision 034): the whole ledger and the schedule, amounts in whole rupiah.

export async function ledgerCsv(db: Db, arisanId: number): Promise<string> {
  await getArisan(db, arisanId);
  const rows = await selectContributions(db, eq(contributionPayments.arisanId, arisanId));
  return toCsv([
    [
      'id',
      'tanggal_bayar',
      'member_id',
      'member',
      'putaran',
      'jumlah',
      'denda',
      'koreksi_dari',
      'alasan',
      'dicatat_oleh',
      'dicatat_pada',
    ],
    ...rows
      .reverse()
      .map((r) => [
        r.id,
        r.payment_date,
        r.member_id,
        r.member_name,
        r.cycles,
        r.amount,
        r.late_fee,
        r.reverses_payment_id,
        r.reason,
        r.recorded_by?.fullname ?? null,
        r.recorded_at,
      ]),
  ]);
}

export async function scheduleCsv(db: Db, arisanId: number): Promise<string> {
  const schedule = await getSchedule(db, arisanId);
  return toCsv([
    [
      'putaran',
      'tanggal',
      'iuran_dibayar',
      'iuran_total',
      'jumlah_dibayar',
      'jumlah_total',
      'penerima',
      'cara',
      'tanggal_terima',
      'dibayarkan',
    ],
    ...schedule.cycles.map((c) => [
      c.cycle,
      c.due_date,
      c.paid_count,
      c.dues_count,
      c.paid_amount,
      c.due_amount,
      c.recipient?.name ?? null,
      c.recipient ? (c.recipient.method === 'draw' ? 'undian' : 'ditunjuk') : null,
      c.recipient?.received_date ?? null,
      c.paid_out,
    ]),
  ]);
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';

// What an arisan that is over, or under way, keeps: money goes only into one that runs, and its duration
// never drops below a cycle that is already paid for or paid out (docs/security.md).

/**
 * Refuses money into an arisan that is archived or completed: the admin's payment, a member's transfer,
 * its proof and its approval all ask this first (an admin who marked it 'Selesai' too early sets it back
 * to 'Aktif').
 */
export function assertTakesPayments(arisan: { archivedAt: Date | null; status: string }): void {
  if (arisan.archivedAt) throw AppError.conflict('Arisan ini sudah diarsipkan dan tidak menerima pembayaran');
  if (arisan.status === 'completed') {
    throw AppError.conflict('Arisan ini sudah selesai dan tidak menerima pembayaran lagi');
  }
}

/**
 * Refuses a duration below the most cycles any member has paid, or below a cycle whose pot already has a
 * recipient (a paid-out cycle keeps its recipient: that cannot be revoked): those cycles happened, and the
 * ledger and the schedule must keep them. Run under the arisan row's update lock, which payments and
 * recipients share, so none slips in.
 */
export async function assertDurationKeepsPaidCycles(tx: Db, arisanId: number, duration: number) {
  const result = await tx.execute(sql`
    select
      (select coalesce(max(paid_cycles), 0) from arisan_memberships where arisan_id = ${arisanId})::int as paid,
      (select coalesce(max(cycle), 0) from arisan_recipients
        where arisan_id = ${arisanId} and revoked_at is null)::int as received`);
  const row = (result as unknown as { rows: { paid: number; received: number }[] }).rows[0];
  const paid = Number(row?.paid ?? 0);
  const received = Number(row?.received ?? 0);
  const floor = (cycles: number, why: string) =>
    AppError.conflict(`Durasi tidak boleh kurang dari ${cycles} putaran: ${why}`);
  if (duration < paid) throw floor(paid, `ada member yang sudah membayar ${paid} putaran`);
  if (duration < received) throw floor(received, `putaran ${received} sudah punya penerima`);
}

import { defaultEndDate, type SavingType } from '@toko/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { arisanMemberships, arisans } from '../../db/schema/index.ts';
import { countAll } from '../../db/sql.ts';
import { AppError } from '../../http/errors.ts';
import type { ArisanKindRules, KindStart } from '../arisan/index.ts';
import { isArisanStarted } from '../arisan/index.ts';
import { releaseGroupStock, reserveGroupStock } from '../orders/index.ts';
import { cancelRecipientOrder, createRecipientOrder } from './recipient-orders.service.ts';
import { cancelTransfersPaidByHand, lockOpenTransfers } from './transfer-decisions.service.ts';

// What makes an arisan barang (docs/decisions/042-arisan-barang.md) different from the money arisan, as
// the arisan core asks it (ArisanKindRules, docs/decisions/056-arisan-kinds.md): its N members join
// themselves, its start takes the goods of all N from stock, each recipient gets an order for the goods
// instead of the pot, and a member's transfer gives way to a payment the admin records by hand.

type ArisanRow = typeof arisans.$inferSelect;

const ALREADY_STARTED =
  'Arisan barang ini sudah berjalan: jadwal iuran semua anggota sudah dibuat dan barangnya sudah diambil dari stok';

const membersMissing = (joined: number, needed: number) =>
  AppError.conflict(`Anggota belum lengkap (${joined} dari ${needed})`);

/**
 * The start of an arisan barang (ADR 042), inside the start's transaction with the arisan row locked:
 * exactly N members, N units taken from the product's stock the way a checkout takes them, and the
 * schedule dated from today when its start date has passed or the group starts when full. `onRefused`
 * hears why the stock could not be taken, so the core can keep it on the group after the rollback. A
 * group starts once (ADR 044): its members are fixed then, so a second start has no dues to add; it would
 * only set a finished group's status back to active. Refused, so the admin knows nothing ran.
 */
async function startGroup(
  tx: Db,
  arisan: ArisanRow,
  today: string,
  onRefused: (reason: string) => void,
): Promise<KindStart> {
  if (await isArisanStarted(tx, arisan.id)) throw AppError.conflict(ALREADY_STARTED);
  const [seats] = await tx
    .select({ n: countAll() })
    .from(arisanMemberships)
    .where(eq(arisanMemberships.arisanId, arisan.id));
  const joined = seats?.n ?? 0;
  if (joined !== arisan.duration) throw membersMissing(joined, arisan.duration);
  try {
    await reserveGroupStock(tx, arisan.productId!, arisan.variantId, arisan.duration);
  } catch (err) {
    if (err instanceof AppError) onRefused(err.message);
    throw err;
  }
  const startDate = arisan.startWhenFull || arisan.startDate < today ? today : arisan.startDate;
  const [started] = await tx
    .update(arisans)
    .set({
      unitsReserved: arisan.duration,
      startError: null,
      startDate,
      endDate: defaultEndDate(startDate, arisan.savingType as SavingType, arisan.duration),
      updatedAt: new Date(),
    })
    .where(eq(arisans.id, arisan.id))
    .returning();
  return {
    arisan: started!,
    before: { start_date: arisan.startDate },
    after: { units_reserved: started!.unitsReserved, start_date: started!.startDate },
  };
}

export const barangKind: ArisanKindRules = {
  start: startGroup,

  // For the admin: why the last start was refused (not enough stock, product hidden).
  async keepStartRefusal(db, arisanId, reason) {
    await db.update(arisans).set({ startError: reason }).where(eq(arisans.id, arisanId));
  },

  // N, the contribution and the start follow the group's product and its members (ADR 042).
  checkEdit(current, body) {
    if (
      body.duration !== current.duration ||
      body.contribution_amount !== current.contributionAmount ||
      (body.status !== undefined && body.status !== current.status)
    ) {
      throw AppError.conflict(
        'Jumlah anggota, iuran dan status arisan barang tidak dapat diubah di sini: iuran mengikuti harga produk, status mengikuti Mulai Arisan',
      );
    }
  },

  // The units the start took and no recipient received go back to the shelf.
  async afterDelete(tx, deleted) {
    await releaseGroupStock(tx, deleted.productId!, deleted.variantId, deleted.unitsReserved);
  },

  // Seats are taken only by the customers' own join, which counts the N seats and links the account; the
  // admin's member picker cannot add to a group.
  checkJoin(_arisan, bySelf) {
    if (!bySelf) {
      throw AppError.conflict('Anggota arisan barang bergabung sendiri lewat halaman produk (Gabung)');
    }
  },

  // A started group has taken a unit of stock for every member: its seats are fixed.
  async checkLeave(tx, arisan) {
    if (await isArisanStarted(tx, arisan.id)) {
      throw AppError.conflict('Arisan ini sudah dimulai: anggota tidak bisa keluar lagi');
    }
  },

  // A group short of a member waits for members, not stock: the last refused start no longer applies.
  async afterLeave(tx, arisan) {
    if (arisan.startError !== null) {
      await tx.update(arisans).set({ startError: null }).where(eq(arisans.id, arisan.id));
    }
  },

  // The group's contributions paid for the goods.
  checkPayout() {
    throw AppError.conflict('Arisan barang: penerima menerima barang, bukan uang');
  },

  // The recipient's order takes a unit of the group's row (units_reserved).
  recipientTakesRow: true,
  async afterRecipient(tx, arisan, recipient, actorId) {
    await createRecipientOrder(tx, arisan, recipient, actorId);
  },
  // Goods already sent stay with the person they were sent to (409 inside).
  async beforeRevoke(tx, arisan, cycle, actorId) {
    await cancelRecipientOrder(tx, arisan, cycle, actorId);
  },

  beforeHandPayment: lockOpenTransfers,
  afterHandPayment: cancelTransfersPaidByHand,
};

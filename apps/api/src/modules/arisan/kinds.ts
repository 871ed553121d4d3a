import type { ArisanKind, ArisanUpdateBody } from '@toko/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { arisans } from '../../db/schema/index.ts';

// The arisan core runs every kind of arisan: terms, members, dues, the ledger, recipients and draws. What
// sets a kind apart from the money arisan ('uang', which needs none of the rules below) it asks the kind at
// these points and nowhere else, and it knows nothing more of it (docs/decisions/056-arisan-kinds.md).
// Arisan barang (modules/arisan-barang) gives its rules to registerArisanKind in app.ts.

type ArisanRow = typeof arisans.$inferSelect;

/** What a kind's start adds to the row it starts and to the start's entry in the history. */
export interface KindStart {
  arisan: ArisanRow;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

export interface ArisanKindRules {
  /**
   * 'Mulai Arisan', in the start's transaction with the row locked whole, before the schedule is made:
   * checks and takes what the kind needs and returns the row to schedule from. `onRefused` hears a reason
   * to keep on the arisan (keepStartRefusal) once the transaction has rolled back.
   */
  start?(tx: Db, arisan: ArisanRow, today: string, onRefused: (reason: string) => void): Promise<KindStart>;
  /** Keeps why the last start was refused, after its transaction rolled back. */
  keepStartRefusal?(db: Db, arisanId: number, reason: string): Promise<void>;
  /** Refuses (409) an edit of terms the kind derives itself. */
  checkEdit?(current: ArisanRow, body: ArisanUpdateBody): void;
  /** In the delete's transaction, after the arisan is deleted (an archived one keeps everything). */
  afterDelete?(tx: Db, deleted: ArisanRow): Promise<void>;
  /** Refuses (409) a seat: `bySelf` is a customer's own join, otherwise the admin adds the member. */
  checkJoin?(arisan: ArisanRow, bySelf: boolean): void;
  /** Refuses (409) a member leaving, under the arisan row's lock. */
  checkLeave?(tx: Db, arisan: ArisanRow): Promise<void>;
  /** In the leave's transaction, after the membership is deleted. */
  afterLeave?(tx: Db, arisan: ArisanRow): Promise<void>;
  /** Refuses (409) paying a cycle's pot out in money. */
  checkPayout?(arisan: ArisanRow): void;
  /** A recipient change (assignment, draw, revocation) takes the arisan row whole, not shared. */
  recipientTakesRow?: boolean;
  /** In the recipient's transaction, after a cycle's recipient is recorded (not for a date correction). */
  afterRecipient?(
    tx: Db,
    arisan: ArisanRow,
    recipient: { membershipId: number; cycle: number },
    actorId: number | null,
  ): Promise<void>;
  /** In the revocation's transaction, before a cycle's recipient is revoked (not for a date correction). */
  beforeRevoke?(tx: Db, arisan: ArisanRow, cycle: number, actorId: number | null): Promise<void>;
  /** A payment the admin records by hand, in its transaction: before the ledger row (locks first). */
  beforeHandPayment?(tx: Db, arisanId: number, memberId: number): Promise<void>;
  /** ... and after it, with the ledger row's id. */
  afterHandPayment?(
    tx: Db,
    arisanId: number,
    memberId: number,
    paymentId: number,
    actorId: number,
  ): Promise<void>;
}

const kinds = new Map<ArisanKind, ArisanKindRules>([['uang', {}]]);

/** A kind's rules; the money arisan has none of its own. */
export function registerArisanKind(kind: ArisanKind, rules: ArisanKindRules): void {
  kinds.set(kind, rules);
}

/**
 * The rules of an arisan's kind. A kind nobody registered is an error, never the money arisan's rules: a
 * process that forgot to register arisan barang must not start a group without taking its goods.
 */
export function rulesOf(arisan: { kind: string }): ArisanKindRules {
  const rules = kinds.get(arisan.kind as ArisanKind);
  if (!rules) throw new Error(`The rules of the arisan kind '${arisan.kind}' are not registered`);
  return rules;
}

/**
 * The rules of the arisan `arisanId`, read without a lock (an arisan's kind never changes); the money
 * arisan's for one that does not exist, whose 404 the caller's own lock then answers.
 */
export async function rulesOfArisan(db: Db, arisanId: number): Promise<ArisanKindRules> {
  const [row] = await db.select({ kind: arisans.kind }).from(arisans).where(eq(arisans.id, arisanId));
  return row ? rulesOf(row) : {};
}

// Test-only hooks for race tests (docs/decisions/010-race-tests.md). Nothing in production sets them:
// `insideLock` returns at once and every lock is taken.
//
// PostgreSQL serialises two transactions only if they take the lock; without it they interleave, but
// only when their reads and writes happen to overlap, which a fast test rarely makes them do. A race
// test therefore pauses inside each locked section (so, without the lock, every racer reads before any
// writes) and a second test switches the lock off to prove that the first one would then fail.

/**
 * The locks race tests widen (and can switch off), named by what they serialise. 'orders.stock' is the
 * product row an order's conditional stock update holds; switched off, the update drops its
 * `stock >= quantity` condition.
 * 'arisan.pot' is the arisan row a correction holds whole while it checks the pot; switched off, it is only
 * share-locked, as payments hold it.
 * 'arisan.recipient' is the arisan row a barang recipient change (draw or assignment) holds whole, since the
 * recipient's order takes a unit from that row; switched off, it is only share-locked.
 * 'arisan.lelang' is a cycle's lelang row a bid holds (shared) while it checks the lelang is open and writes,
 * so a bid either lands before the close (which holds the row whole) reads the bids, or sees the close;
 * switched off, the bid reads the row without a lock.
 * 'arisan.transfer' is a member transfer's row an approval or a proof upload holds while it reads the status.
 * 'uploads.account' is the user row a proof upload's claim holds while it counts the account's uploads.
 * 'payments.amount' is the moment between drawing a free transfer amount and writing it; no row lock guards
 * it but the primary key of open_payment_amounts, which its lock-off test removes (ADR 050).
 * 'payments.statement' is the import of bank mutations (a statement or a webhook): one at a time, so a line read by
 * two imports at once is seen by the second as already read; switched off, both read it as new.
 * 'orders.purchaseLimit' is the product rows a checkout holds while it counts what the shopper (or the new
 * accounts of their network) already hold unpaid; switched off, they are read without a lock.
 * 'outbox.claim' is the outbox rows a sender claims before it sends them; switched off, they are read
 * without FOR UPDATE SKIP LOCKED.
 * 'vouchers.quota' is the voucher row a checkout holds while it counts the voucher's uses (quota and per
 * customer, ADR 072); switched off, it is read without FOR UPDATE.
 * 'seed.pictures' is the demo product row a start holds while it checks the product has no picture yet and
 * gives it its drawings; switched off, it is read without FOR UPDATE.
 * 'reviews.product' is the product row a review or a hide holds while it checks the order item and writes, so
 * the trigger that derives the product's rating and review count reads every review committed before it
 * (ADR 074); switched off, the row is read without FOR UPDATE.
 * 'arisan.swap' is the arisan row a turn swap holds whole while it reads and exchanges two positions (ADR
 * 081); switched off, it is only share-locked, so two swaps of one member both read its old position.
 * 'settings.write' is 'Pengaturan Toko': one save at a time, so each change's old value in the history is
 * the value it replaced; switched off, two saves read the same old value.
 */
export type LockName =
  | 'users.admins'
  | 'addresses.customer'
  | 'arisan.membership'
  | 'arisan.pot'
  | 'arisan.recipient'
  | 'arisan.lelang'
  | 'arisan.transfer'
  | 'arisan.swap'
  | 'orders.order'
  | 'orders.purchaseLimit'
  | 'orders.stock'
  | 'uploads.account'
  | 'payments.amount'
  | 'payments.statement'
  | 'outbox.claim'
  | 'vouchers.quota'
  | 'seed.pictures'
  | 'reviews.product'
  | 'settings.write';

export interface RaceHooks {
  /** Awaited right after a lock is taken (and its rows read), while the lock is still held. */
  insideLock?: (lock: LockName) => Promise<void>;
  /** Locks to leave out, to show that the race test fails without them. */
  unlocked?: readonly LockName[];
}

let hooks: RaceHooks = {};

/** Tests only: set the hooks for the next requests; `setRaceHooks({})` restores normal running. */
export function setRaceHooks(next: RaceHooks): void {
  hooks = next;
}

/** False only when a test switched this lock off. */
export function lockTaken(lock: LockName): boolean {
  return !hooks.unlocked?.includes(lock);
}

/** The test hook's pause inside a locked section; nothing in production. */
export async function insideLock(lock: LockName): Promise<void> {
  if (hooks.insideLock) await hooks.insideLock(lock);
}

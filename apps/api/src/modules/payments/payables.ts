import type { Db } from '../../db/client.ts';

// What is paid for by bank transfer (docs/decisions/060-one-payments-module.md): an order, or an arisan
// barang member transfer. Payments owns the decision and its history; each payable owns what a decision
// does to it (an order is paid and packed, a member transfer writes its ledger row). The orders and
// arisan barang modules give their rules to registerPayable in app.ts, so payments imports neither and
// both may call its verbs without an import circle.

export type PayableKind = 'order' | 'barang_transfer';
export type DecisionSource = 'manual' | 'statement' | 'webhook';
export interface PaymentRef {
  kind: PayableKind;
  id: number;
}

export interface ApproveBy {
  /** The admin who decided, or null for a decision nobody clicked (a mutation service's webhook). */
  actorId: number | null;
  source: DecisionSource;
  /** What proved the payment, e.g. the statement line 'BCA 2026-11-20 TRSF E-BANKING CR ... Rp 1.250.198'. */
  evidence?: string;
  /** The payable's own history text; by default one naming the source and the evidence. */
  note?: string;
  /** The shop day (YYYY-MM-DD) the money counts as received in a ledger (a member transfer); today by default. */
  paidOn?: string;
}

export interface RejectBy {
  actorId: number | null;
  source: DecisionSource;
  /** Why, in words the payer reads. */
  reason: string;
  /** The payer's least time to pay again (ms): the deadline moves to at least now + this. */
  retryMs?: number;
}

/** A payable's side of the two verbs. Each locks its row, refuses (AppError CONFLICT) one not open. */
export interface PayableRules {
  /** Applies the approval; answers the amount the payment asked for (total + unique code). */
  approve(tx: Db, id: number, by: ApproveBy): Promise<{ amount: number }>;
  /** Applies the rejection; answers the amount the payment asked for. */
  reject(tx: Db, id: number, by: RejectBy): Promise<{ amount: number }>;
}

const payables = new Map<PayableKind, PayableRules>();

export function registerPayable(kind: PayableKind, rules: PayableRules): void {
  payables.set(kind, rules);
}

/** A kind nobody registered is a wiring error of the process, never a silent no-op. */
export function rulesOfPayable(kind: PayableKind): PayableRules {
  const rules = payables.get(kind);
  if (!rules) throw new Error(`The payment rules of '${kind}' are not registered`);
  return rules;
}

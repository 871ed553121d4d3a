import { EXPIRED_REASON } from '@toko/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  arisanMemberships,
  arisans,
  arisanTransfers,
  members,
  orders,
  paymentProofs,
} from '../../db/schema/index.ts';
import { MATCH_GRACE_HOURS } from './deadlines.ts';
import type { PayableKind } from './payables.ts';

// Every payment the shop waits for or has decided, orders and member transfers alike, as one list a bank
// statement is matched against (docs/decisions/060-one-payments-module.md).

export interface PaymentCandidate {
  kind: PayableKind;
  /** orders.id or arisan_transfers.id. */
  id: number;
  /** The order number, or 'IURAN-<id>' for a member transfer. */
  reference: string;
  /** 'Pesanan <number> · <customer name>' or '<member name> · <group name>'. */
  label: string;
  /** What is transferred: total + unique code (integer rupiah). */
  amount: number;
  createdAt: Date;
  /** The payment deadline; null while it never expires (a proof under review, a member transfer). */
  deadline: Date | null;
  /** Still waiting for money (approvable). */
  open: boolean;
  state: PaymentState;
  /** The admin page where the owner decides it. */
  link: string;
}

/**
 * 'pending' (waiting for the money), 'review' (a proof waits for the owner), 'rejected' (the proof was
 * refused, the payer may pay again), 'failed' (an order marked failed, may still be paid), 'paid',
 * 'cancelled', 'expired' (an order whose deadline passed).
 */
export type PaymentState = 'pending' | 'review' | 'rejected' | 'failed' | 'paid' | 'cancelled' | 'expired';

const orderInReview = sql`exists (select 1 from ${paymentProofs} where ${paymentProofs.orderId} = ${orders.id})`;
const orderOpen = sql`(${orders.status} = 'pending' and ${orders.paymentStatus} <> 'paid')`;
const transferOpen = sql`(${arisanTransfers.status} in ('pending', 'review', 'rejected'))`;

/** Orders paid by transfer (a unique code; an arisan recipient's order costs nothing and has none). */
function orderRows(where: SQL): SQL {
  return sql`
    select 'order' as kind, ${orders.id} as id, ${orders.orderNumber} as reference,
      'Pesanan ' || ${orders.orderNumber} || ' · ' || ${orders.customerName} as label,
      ${orders.totalAmount} as amount, ${orders.createdAt} as created_at,
      case when ${orderOpen} and ${orderInReview} then null else ${orders.paymentDueAt} end as deadline,
      ${orderOpen} as open,
      case
        when ${orders.paymentStatus} = 'paid' then 'paid'
        when ${orders.status} = 'cancelled' and ${orders.cancelReason} = ${EXPIRED_REASON} then 'expired'
        when ${orders.status} = 'cancelled' then 'cancelled'
        when ${orderInReview} then 'review'
        when ${orders.paymentRejectionReason} is not null then 'rejected'
        when ${orders.paymentStatus} = 'failed' then 'failed'
        else 'pending'
      end as state,
      '/dashboard/orders?order=' || ${orders.id} as link
    from ${orders}
    where ${orders.uniqueCode} > 0 and ${where}`;
}

function transferRows(where: SQL): SQL {
  return sql`
    select 'barang_transfer' as kind, ${arisanTransfers.id} as id, 'IURAN-' || ${arisanTransfers.id} as reference,
      ${members.name} || ' · ' || ${arisans.name} as label,
      ${arisanTransfers.totalAmount} as amount, ${arisanTransfers.createdAt} as created_at,
      null::timestamptz as deadline,
      ${transferOpen} as open,
      case ${arisanTransfers.status} when 'approved' then 'paid' else ${arisanTransfers.status} end as state,
      '/dashboard/verifikasi-iuran' as link
    from ${arisanTransfers}
    join ${arisanMemberships} on ${arisanMemberships.id} = ${arisanTransfers.membershipId}
    join ${members} on ${members.id} = ${arisanMemberships.memberId}
    join ${arisans} on ${arisans.id} = ${arisanTransfers.arisanId}
    where ${where}`;
}

type Row = {
  kind: PayableKind;
  id: number | string;
  reference: string;
  label: string;
  amount: number | string;
  created_at: Date | string;
  deadline: Date | string | null;
  open: boolean;
  state: PaymentState;
  link: string;
};

async function select(tx: Db, orderWhere: SQL, transferWhere: SQL): Promise<PaymentCandidate[]> {
  const result = await tx.execute<Row>(sql`
    select * from (${orderRows(orderWhere)} union all ${transferRows(transferWhere)}) p
    order by created_at, kind, id`);
  return (result as unknown as { rows: Row[] }).rows.map((r) => ({
    kind: r.kind,
    id: Number(r.id),
    reference: r.reference,
    label: r.label,
    amount: Number(r.amount),
    createdAt: new Date(r.created_at),
    deadline: r.deadline === null ? null : new Date(r.deadline),
    open: r.open,
    state: r.state,
    link: r.link,
  }));
}

/** One bigint[] parameter, however many amounts (a statement has thousands of lines). */
function amountArray(amounts: number[]): string {
  for (const a of amounts) if (!Number.isSafeInteger(a)) throw new TypeError(`not a rupiah amount: ${a}`);
  return `{${[...new Set(amounts)].join(',')}}`;
}

/** Every payable (open or decided) with one of these amounts created in [from, to]; one query, not N. */
export async function paymentsWithAmounts(
  tx: Db,
  amounts: number[],
  from: Date,
  to: Date,
): Promise<PaymentCandidate[]> {
  if (amounts.length === 0) return [];
  const list = amountArray(amounts);
  return select(
    tx,
    sql`${orders.totalAmount} = any(${list}::bigint[]) and ${orders.createdAt} between ${from} and ${to}`,
    sql`${arisanTransfers.totalAmount} = any(${list}::bigint[]) and ${arisanTransfers.createdAt} between ${from} and ${to}`,
  );
}

/** Open payables whose window (created .. deadline + grace) overlaps [from, to] (for "no credit arrived"). */
export function openPaymentsBetween(tx: Db, from: Date, to: Date): Promise<PaymentCandidate[]> {
  const grace = sql`${MATCH_GRACE_HOURS} * interval '1 hour'`;
  return select(
    tx,
    sql`${orderOpen} and ${orders.createdAt} <= ${to}
      and (${orderInReview} or ${orders.paymentDueAt} is null or ${orders.paymentDueAt} + ${grace} >= ${from})`,
    sql`${transferOpen} and ${arisanTransfers.createdAt} <= ${to}`,
  );
}

/**
 * The owner's review queue of both kinds: payments whose proof waits for a decision, the longest waiting
 * first (an order's 'Perlu Verifikasi' and 'Verifikasi Iuran' show one kind each).
 */
export function paymentsInReview(tx: Db): Promise<PaymentCandidate[]> {
  return select(tx, sql`${orderOpen} and ${orderInReview}`, sql`${arisanTransfers.status} = 'review'`);
}

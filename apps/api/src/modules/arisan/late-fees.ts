import type { PaymentQuote } from '@toko/shared';
import { sql } from 'drizzle-orm';

// The late fee (docs/decisions/039-arisan-late-fee.md): each due paid after its date costs the arisan's
// late fee once, apart from the contribution. quotePayment prices a payment with it, the member rows and
// the self-check show what paying today would cost, and the ledger's trigger checks the same in SQL.

/**
 * Unpaid dues dated before `today` of the membership of the outer query: the cycles that cost a late fee
 * when paid today (a cycle paid on its own date is not late, decision 039).
 */
export const lateDuesSql = (today: string) =>
  sql<number>`(select count(*) from contribution_dues d where d.membership_id = arisan_memberships.id and d.payment_id is null and d.due_date < ${today}::date)`.mapWith(
    Number,
  );

/** The late fee of `lateCycles` dues paid after their date. */
export const lateFeeFor = (lateCycles: number, feePerCycle: number): number => lateCycles * feePerCycle;

/** What a quote asks a member to transfer: the contributions and their late fee. */
export const quoteTotal = (quote: Pick<PaymentQuote, 'amount' | 'late_fee'>): number =>
  quote.amount + quote.late_fee;

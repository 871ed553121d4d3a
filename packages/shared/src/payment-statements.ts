import { z } from 'zod';

// 'Impor Mutasi': a bank statement (or a mutation service's webhook) matched against the payments the shop
// waits for (docs/decisions/061-statement-matching.md). The answer says what was paid, what was not, and
// what the owner must look at.

export const STATEMENT_IMPORT_FORMATS = ['bca', 'bni', 'mandiri', 'mt940', 'csv', 'webhook'] as const;
export const StatementImportFormatSchema = z.enum(STATEMENT_IMPORT_FORMATS);
export type StatementImportFormat = z.infer<typeof StatementImportFormatSchema>;

/** One credit line of the statement (or one mutation of the webhook, numbered from 1). */
export const StatementLineSchema = z.object({
  line_no: z.number().int(),
  /** The booking date, YYYY-MM-DD. */
  date: z.string(),
  description: z.string(),
  /** Whole rupiah, positive. */
  amount: z.number().int(),
});
export type StatementLine = z.infer<typeof StatementLineSchema>;

/** A payment the shop waits for or has decided: an order, or an arisan barang member's transfer. */
export const StatementPaymentSchema = z.object({
  kind: z.enum(['order', 'barang_transfer']),
  id: z.number().int(),
  /** The order number, or the transfer's reference. */
  reference: z.string(),
  /** 'Pesanan <number> · <customer>' or '<member> · <group>'. */
  label: z.string(),
  /** What is transferred: total + unique code. */
  amount: z.number().int(),
  /** 'pending', 'review', 'rejected', 'failed', 'paid', 'cancelled', 'expired'. */
  state: z.string(),
  /** The admin page where the owner decides it. */
  link: z.string(),
});
export type StatementPayment = z.infer<typeof StatementPaymentSchema>;

export const StatementImportSchema = z.object({
  format: StatementImportFormatSchema,
  /** Credit lines read (debits are left aside). */
  credits: z.number().int(),
  /** Payments approved by this import. */
  matched: z.number().int(),
  /** Lines seen by an earlier import (same fingerprint): nothing approved again. */
  already_matched: z.number().int(),
  matches: z.array(z.object({ line: StatementLineSchema, payment: StatementPaymentSchema })),
  /** Credits that fit no payment. */
  unmatched: z.array(z.object({ line: StatementLineSchema })),
  /** Credits the owner decides: several payments fit, or the one that fits is already decided. */
  ambiguous: z.array(
    z.object({
      line: StatementLineSchema,
      payments: z.array(StatementPaymentSchema),
      reason: z.enum(['several', 'decided']),
    }),
  ),
  /** Open payments whose window overlaps the statement's dates and that no credit fits. */
  waiting: z.array(StatementPaymentSchema),
});
export type StatementImport = z.infer<typeof StatementImportSchema>;

export const StatementImportResponseSchema = z.object({ data: StatementImportSchema });
export type StatementImportResponse = z.infer<typeof StatementImportResponseSchema>;

const isCalendarDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** One mutation a service sends: its own id (what makes a retry harmless), and the bank line. */
export const WebhookMutationSchema = z
  .object({
    id: z.string().trim().min(1).max(200).optional(),
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Tanggal harus YYYY-MM-DD')
      .refine(isCalendarDate, 'Tanggal tidak ada di kalender'),
    /** Whole rupiah; positive for money in. */
    amount: z.number().int('Jumlah harus rupiah bulat'),
    description: z.string().max(1000).default(''),
  })
  .strict();
export type WebhookMutation = z.infer<typeof WebhookMutationSchema>;

export const MutationsWebhookBodySchema = z
  .object({ mutations: z.array(WebhookMutationSchema).max(5000, 'Paling banyak 5.000 mutasi sekali kirim') })
  .strict();
export type MutationsWebhookBody = z.infer<typeof MutationsWebhookBodySchema>;

/**
 * How an approved payment was proven, for the owner (an order's or a member transfer's admin view): the
 * approval's source and the line that proved it (the statement's or the service's mutation line; for
 * a decision by eye, the note of the approval). Null while nothing is approved.
 */
export const PaymentEvidenceSchema = z.object({
  source: z.enum(['manual', 'statement', 'webhook']),
  line: z.string(),
  /** ISO date-time of the approval. */
  decided_at: z.string(),
});
export type PaymentEvidence = z.infer<typeof PaymentEvidenceSchema>;

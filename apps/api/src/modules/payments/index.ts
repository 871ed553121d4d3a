// The payments module's face (docs/decisions/060-one-payments-module.md): the two verbs every decision on
// a payment goes through, the payments a bank statement is matched against, and the seam the payables
// (orders, arisan barang member transfers) plug into. Imported from outside only through this file.
export {
  openPaymentsBetween,
  type PaymentCandidate,
  type PaymentState,
  paymentsWithAmounts,
} from './candidates.ts';
export { approvalNote, approvePayment, MATCH_GRACE_HOURS, rejectPayment } from './decisions.service.ts';
export { paymentEvidenceOf } from './evidence.ts';
export {
  type ApproveBy,
  type DecisionSource,
  type PayableKind,
  type PayableRules,
  type PaymentRef,
  type RejectBy,
  registerPayable,
} from './payables.ts';
export { evidenceOf } from './statements/import.service.ts';
export { parseStatement } from './statements/parse-statement.ts';
export type { ParsedStatement, StatementCredit, StatementFormat } from './statements/statement-lines.ts';
export { statementsRoutes } from './statements/statements.routes.ts';
export { importStatement, importWebhookMutations } from './statements/statements.service.ts';

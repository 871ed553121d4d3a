// The payments module's face (docs/decisions/060-one-payments-module.md): the one home of what a bank
// transfer pays (the amount with its unique code, the deadline, the proof, the review queue) and of the
// two verbs every decision goes through, and the seam the payables (orders, arisan barang member
// transfers) plug into; and the bank statements and mutation webhook matched against them
// (docs/decisions/061-statement-matching.md). Imported from outside only through this file.
export {
  openPaymentsBetween,
  type PaymentCandidate,
  type PaymentState,
  paymentsInReview,
  paymentsWithAmounts,
} from './candidates.ts';
export { atLeastFromNow, dbNowPlus, MATCH_GRACE_HOURS } from './deadlines.ts';
export { approvalNote, approvePayment, rejectPayment } from './decisions.service.ts';
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
export { dropProof, normaliseProofFile, type Proof, proofFileOf, readProof, storeProof } from './proofs.ts';
export { hasProof, proofFieldsOf, selectProofSummaries, verificationWhere } from './review.ts';
export { parseStatement } from './statements/parse-statement.ts';
export { statementsRoutes } from './statements/statements.routes.ts';
export { importStatement } from './statements/statements.service.ts';
export { writeWithUniqueAmount } from './unique-code.ts';

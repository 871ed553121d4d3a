import type { Bank } from '@toko/shared';

/** A proof of transfer as the upload form gives it. */
export interface ProofFields {
  file: File;
  senderBank: string;
  senderName: string;
  /** An order's only: the shop's account the shopper transferred to (picked on the payment page). */
  bank?: Bank;
}

/**
 * The multipart body of a proof upload (the sender's bank and name, then the file), the same for an
 * order's proof and an arisan member's transfer (ADR 029).
 */
export function proofFormData({ file, senderBank, senderName, bank }: ProofFields): FormData {
  const form = new FormData();
  form.append('sender_bank', senderBank);
  form.append('sender_name', senderName);
  if (bank) form.append('bank', bank);
  form.append('proof', file);
  return form;
}

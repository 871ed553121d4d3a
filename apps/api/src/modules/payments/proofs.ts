import type { PaymentProofFields } from '@toko/shared';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { arisanTransfers, paymentProofs } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import type { StoredProof } from '../../http/proof-file.ts';
import { loadSharp } from '../../sharp.ts';
import { MAX_INPUT_PIXELS } from '../images/index.ts';
import { dbNowPlus } from './deadlines.ts';
import type { PaymentRef } from './payables.ts';

// Proofs of transfer (docs/decisions/029-proof-of-transfer.md, 060-one-payments-module.md): the payer's
// photo or PDF, checked by content, for an order (payment_proofs) or an arisan barang member transfer (its
// own row). Who may send or read one is the payable's to decide; this file reads, stores and serves it.

const PDF_MAGIC = Buffer.from('%PDF-');
const PROOF_MAX_WIDTH = 1600;

/** The photo formats a proof may be, as sharp reads them from the bytes (never from the name or type). */
const PROOF_PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * A PDF is kept as sent once its magic bytes say it is one; anything else must decode as a JPEG, PNG or
 * WebP photo and is re-encoded to JPEG, which drops EXIF (location, phone model) and anything hidden after
 * the pixels. An SVG is refused whatever it is called: it is a drawing anyone can type, not a photo of a
 * transfer, and sharp would happily render one.
 */
export async function normaliseProofFile(
  file: Buffer,
): Promise<{ bytes: Buffer; contentType: 'image/jpeg' | 'application/pdf' }> {
  if (file.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC))
    return { bytes: file, contentType: 'application/pdf' };
  const sharp = await loadSharp();
  try {
    const { format } = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!format || !PROOF_PHOTO_FORMATS.has(format)) throw new Error(`not a photo: ${format}`);
    const bytes = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: PROOF_MAX_WIDTH, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
    return { bytes, contentType: 'image/jpeg' };
  } catch {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Bukti transfer harus berupa foto (JPEG, PNG, WebP) atau PDF',
    );
  }
}

/** A proof read from a form, ready to store: one file, normalised, and who sent the money. */
export interface Proof {
  bytes: Buffer;
  contentType: 'image/jpeg' | 'application/pdf';
  senderBank: string;
  senderName: string;
}

/** The form's one file, normalised (before any transaction: sharp is slow), with its sender fields. */
export async function readProof(fields: PaymentProofFields, files: Buffer[]): Promise<Proof> {
  if (files.length !== 1) throw AppError.validation('Unggah satu foto atau PDF bukti transfer');
  const { bytes, contentType } = await normaliseProofFile(files[0]!);
  return { bytes, contentType, senderBank: fields.sender_bank, senderName: fields.sender_name };
}

/**
 * Stores (or replaces) the payment's proof, in the payable's transaction after its own checks. An order's
 * proof starts the owner's deadline to decide it (`reviewMs`, ADR 049).
 */
export async function storeProof(tx: Db, ref: PaymentRef, proof: Proof, reviewMs: number): Promise<void> {
  if (ref.kind === 'order') {
    const row = { ...proof, reviewDueAt: dbNowPlus(reviewMs) as unknown as Date };
    await tx
      .insert(paymentProofs)
      .values({ orderId: ref.id, ...row })
      .onConflictDoUpdate({ target: paymentProofs.orderId, set: { ...row, uploadedAt: sql`now()` } });
    return;
  }
  await tx
    .update(arisanTransfers)
    .set({
      proofBytes: proof.bytes,
      proofContentType: proof.contentType,
      senderBank: proof.senderBank,
      senderName: proof.senderName,
      proofUploadedAt: new Date(),
    })
    .where(eq(arisanTransfers.id, ref.id));
}

/** Drops the payment's proof after a rejection; false when there was none. */
export async function dropProof(tx: Db, ref: PaymentRef): Promise<boolean> {
  if (ref.kind === 'order') {
    const removed = await tx
      .delete(paymentProofs)
      .where(eq(paymentProofs.orderId, ref.id))
      .returning({ orderId: paymentProofs.orderId });
    return removed.length > 0;
  }
  // The sender's bank and name stay: the history of who paid from where.
  const cleared = await tx
    .update(arisanTransfers)
    .set({ proofBytes: null, proofContentType: null, proofUploadedAt: null })
    .where(and(eq(arisanTransfers.id, ref.id), isNotNull(arisanTransfers.proofContentType)))
    .returning({ id: arisanTransfers.id });
  return cleared.length > 0;
}

/** The proof file of a payment the caller may read (the payable checked that); none until one is sent. */
export async function proofFileOf(db: Db, ref: PaymentRef): Promise<StoredProof | undefined> {
  if (ref.kind === 'order') {
    const [proof] = await db
      .select({ bytes: paymentProofs.bytes, contentType: paymentProofs.contentType })
      .from(paymentProofs)
      .where(eq(paymentProofs.orderId, ref.id));
    return proof;
  }
  const [row] = await db
    .select({ bytes: arisanTransfers.proofBytes, contentType: arisanTransfers.proofContentType })
    .from(arisanTransfers)
    .where(eq(arisanTransfers.id, ref.id));
  return row;
}

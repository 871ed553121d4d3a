import type { Order, PaymentProofFields, User } from '@toko/shared';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../../db/client.ts';
import { paymentProofs } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import type { StoredProof } from '../../http/proof-file.ts';
import { MAX_INPUT_PIXELS } from '../images/index.ts';
import { rejectPayment } from '../payments/index.ts';
import { applyChange, assertConfirmable, lockOrder } from './order-changes.service.ts';
import { getOrder } from './orders.service.ts';

// Proof of transfer (docs/decisions/029-proof-of-transfer.md): the customer's photo or PDF, checked by
// content, is the payment confirmation; an admin approves it (payment paid) or rejects it with a reason.

type Actor = Pick<User, 'id' | 'role'>;

/** The owner's time to decide a proof, and the shopper's least time to pay again after a rejection (README). */
export interface ReviewSettings {
  reviewMs: number;
  retryMs: number;
}

/** `now() + ms` on the database clock, which the expiry job and every process read. */
const fromNow = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

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

/**
 * Stores (or replaces) the proof while the order waits for its transfer and before its deadline. From now
 * on the order waits for the owner and never expires; the owner's own deadline starts (ADR 049).
 */
export async function uploadPaymentProof(
  db: Db,
  customer: Actor,
  ref: string,
  { fields, files }: { fields: PaymentProofFields; files: Buffer[] },
  settings: Pick<ReviewSettings, 'reviewMs'>,
): Promise<Order> {
  if (files.length !== 1) throw AppError.validation('Unggah satu foto atau PDF bukti transfer');
  const { bytes, contentType } = await normaliseProofFile(files[0]!);
  const id = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, customer, ref);
    // A replacement is allowed until the admin decides, so only an earlier confirmation without a proof
    // (the bank-only confirm-payment) or one with a proof counts as "already confirmed" here.
    assertConfirmable({ ...order, paymentConfirmedAt: null });
    const row = {
      bytes,
      contentType,
      senderBank: fields.sender_bank,
      senderName: fields.sender_name,
      reviewDueAt: fromNow(settings.reviewMs) as unknown as Date,
    };
    await tx
      .insert(paymentProofs)
      .values({ orderId: order.id, ...row })
      .onConflictDoUpdate({ target: paymentProofs.orderId, set: { ...row, uploadedAt: sql`now()` } });
    await applyChange(
      tx,
      order,
      { paymentConfirmedAt: new Date(), paymentRejectionReason: null },
      customer,
      `Bukti transfer diunggah (${fields.sender_bank} a.n. ${fields.sender_name})`,
    );
    return order.id;
  });
  return getOrder(db, customer, String(id));
}

/** The proof file, for its customer and for admins (anyone else: 404); none until one is uploaded. */
export async function findPaymentProofFile(
  db: Db,
  actor: Actor,
  ref: string,
): Promise<StoredProof | undefined> {
  const order = await getOrder(db, actor, ref);
  const [proof] = await db
    .select({ bytes: paymentProofs.bytes, contentType: paymentProofs.contentType })
    .from(paymentProofs)
    .where(eq(paymentProofs.orderId, order.id));
  return proof;
}

/**
 * The admin rejects the proof with a reason the customer sees: the payments module's verb with source
 * 'manual' (docs/decisions/060-one-payments-module.md; what it does to the order is order-payable.ts).
 * (Approval is marking the payment paid, PUT /orders/{id}/status.)
 */
export async function rejectPaymentProof(
  db: Db,
  admin: Actor,
  ref: string,
  reason: string,
  settings: Pick<ReviewSettings, 'retryMs'>,
): Promise<Order> {
  const id = await db.transaction(async (tx) => {
    // The order is named by id or number; the verb takes its id.
    const order = await lockOrder(tx, admin, ref);
    await rejectPayment(
      tx,
      { kind: 'order', id: order.id },
      { actorId: admin.id, source: 'manual', reason, retryMs: settings.retryMs },
    );
    return order.id;
  });
  return getOrder(db, admin, String(id));
}

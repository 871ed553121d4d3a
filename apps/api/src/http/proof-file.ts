import type { FastifyReply } from 'fastify';
import { errorResponses } from './error-responses.ts';
import { AppError } from './errors.ts';
import { fileResponse } from './file-responses.ts';

// A proof of transfer as its owner or an admin downloads it: an order's (ADR 029) and an arisan barang
// member's (ADR 042) are the same kind of file and leave the server the same way. Who may read one is the
// service's to decide (the order or the transfer must be the caller's own, or the caller an admin); the
// route is declared for any signed-in user (`access: 'user'`) and sends what the service found.

/** The stored file: a re-encoded JPEG or a checked PDF, or nothing yet. */
export interface StoredProof {
  bytes: Buffer | null;
  contentType: string | null;
}

/** The response schema of a proof download: the file itself, or one of the usual errors. */
export const proofFileResponses = {
  200: fileResponse('The proof: a JPEG or a PDF', ['image/jpeg', 'application/pdf']),
  ...errorResponses(404),
};

/**
 * Sends the proof under its own type, never cached (it shows a customer's bank and name), never sniffed
 * into something else, shown in the browser rather than downloaded; 404 when none has been uploaded.
 */
export function sendProofFile(reply: FastifyReply, proof: StoredProof | undefined) {
  if (!proof?.bytes || !proof.contentType) throw AppError.notFound('Bukti transfer belum diunggah');
  return reply
    .type(proof.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .send(proof.bytes);
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { Readable } from 'node:stream';
import { MutationsWebhookBodySchema, StatementImportResponseSchema } from '@toko/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../../http/auth.ts';
import { errorResponses } from '../../../http/error-responses.ts';
import { AppError } from '../../../http/errors.ts';
import { readMultipartForm } from '../../../http/multipart-form.ts';
import { importStatement, importWebhookMutations } from './statements.service.ts';

// 'Impor Mutasi' (docs/decisions/061-statement-matching.md): the owner uploads a bank statement, a mutation
// service posts its mutations; both answer what was paid, what was not and what the owner must decide.

/** The webhook's body as it arrived: the signature is over these bytes, not over a re-serialised object. */
const rawBodies = new WeakMap<FastifyRequest, Buffer>();
/** The most a webhook may send (5,000 mutations fit well below it). */
const WEBHOOK_MAX_BYTES = 1024 * 1024;

const WRONG_SIGNATURE = 'Tanda tangan X-Signature tidak ada atau tidak cocok';

/** 'sha256=<hex>' of HMAC-SHA256(secret, raw body), compared in constant time. */
function signatureMatches(header: unknown, secret: string, body: Buffer): boolean {
  const m = typeof header === 'string' ? /^sha256=([0-9a-f]{64})$/i.exec(header.trim()) : null;
  if (!m) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(m[1]!, 'hex'));
}

export const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payments'];

  app.post(
    '/payments/statements',
    {
      config: { access: 'staff' },
      schema: {
        operationId: 'importBankStatement',
        summary: 'Import a bank statement and approve the payments it proves (multipart)',
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: StatementImportResponseSchema, ...errorResponses(422) },
      },
    },
    async (request) => {
      const { files } = await readMultipartForm(request, z.object({}), 'berkas mutasi');
      if (files.length !== 1) {
        throw AppError.validation('Pilih satu berkas mutasi (CSV atau MT940)', [
          { path: 'file', message: 'Pilih satu berkas mutasi (CSV atau MT940)' },
        ]);
      }
      return { data: await importStatement(app.db, files[0]!, currentUser(request).id) };
    },
  );

  app.post(
    '/payments/mutations',
    {
      // Called by a mutation service, not a person: it proves itself by signing the body.
      config: { access: 'public' },
      schema: {
        operationId: 'receiveBankMutations',
        summary: "Receive a mutation service's signed credits, matched like a statement",
        tags,
        headers: z.object({ 'x-signature': z.string().optional() }),
        body: MutationsWebhookBodySchema,
        response: { 200: StatementImportResponseSchema, ...errorResponses(401, 404, 413) },
      },
      // Unset secret: the route does not exist for anyone, before a byte of the body is read.
      onRequest: async () => {
        if (!app.config.bankWebhookSecret) throw AppError.notFound('Webhook mutasi tidak diaktifkan');
      },
      preParsing: async (request, _reply, payload) => {
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of payload) {
          size += (chunk as Buffer).length;
          if (size > WEBHOOK_MAX_BYTES)
            throw new AppError('PAYLOAD_TOO_LARGE', 'Isi permintaan terlalu besar');
          chunks.push(chunk as Buffer);
        }
        const raw = Buffer.concat(chunks);
        rawBodies.set(request, raw);
        return Object.assign(Readable.from([raw]), { receivedEncodedLength: raw.length });
      },
      // The signature before the body's fields: an unsigned body is refused whatever it says.
      preValidation: async (request) => {
        const raw = rawBodies.get(request) ?? Buffer.alloc(0);
        if (!signatureMatches(request.headers['x-signature'], app.config.bankWebhookSecret!, raw)) {
          throw new AppError('UNAUTHORIZED', WRONG_SIGNATURE);
        }
      },
    },
    async (request) => ({ data: await importWebhookMutations(app.db, request.body) }),
  );
};

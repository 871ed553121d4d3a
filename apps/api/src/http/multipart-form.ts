import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './errors.ts';

/** What one multipart request may carry (app.ts gives them to the parser): 5 MB a file, 8 files. */
export const UPLOAD_LIMITS = { fileSize: 5 * 1024 * 1024, files: 8 } as const;

/**
 * One file of the form into memory. At the size limit the parser stops handing over data but would go on
 * reading to the end of the part (a 200 MB body read and thrown away before the 413): the file stream is
 * destroyed at once instead, which ends the parse; the error handler then stops reading the request and
 * closes the socket after the 413.
 */
async function readFile(part: MultipartFile): Promise<Buffer> {
  part.file.once('limit', () => {
    part.file.destroy(
      new AppError('PAYLOAD_TOO_LARGE', `Ukuran file maksimal ${UPLOAD_LIMITS.fileSize / 1024 / 1024} MB`),
    );
  });
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const UNREADABLE_MULTIPART_TEXT = 'Isi multipart tidak dapat dibaca';

/** A busboy parse error: a plain Error (no code of ours or Fastify's) with one of its messages. */
function isUnreadableMultipart(err: unknown): boolean {
  if (!(err instanceof Error) || err instanceof AppError || 'code' in err) return false;
  return /^(Multipart: Boundary not found|Unexpected end of (multipart data|form)|Malformed part header)/.test(
    err.message,
  );
}

/**
 * Reads a multipart form: every text field into an object checked with `schema`, and every file into
 * memory. The upload limits (UPLOAD_LIMITS) answer 413 while reading; the whole request is
 * read before anything is written, so a refusal stores nothing.
 */
export async function readMultipartForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  what: string,
): Promise<{ fields: z.output<S>; files: Buffer[] }> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Kirim ${what} sebagai multipart/form-data`);
  }
  const raw: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') files.push(await readFile(part as MultipartFile));
      else if (typeof part.value === 'string') raw[part.fieldname] = part.value;
    }
  } catch (err) {
    // The parser's own complaints (no boundary, a body cut short) are the client's mistake, not ours.
    if (isUnreadableMultipart(err)) throw new AppError('BAD_REQUEST', UNREADABLE_MULTIPART_TEXT);
    throw err;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw AppError.validation(fieldErrors[0]?.message ?? `Data ${what} tidak valid`, fieldErrors);
  }
  return { fields: parsed.data, files };
}

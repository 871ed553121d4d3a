import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from './errors.ts';

/**
 * Reads a multipart form: every text field into an object checked with `schema`, and every file into
 * memory. The upload limits of app.ts (5 MB a file, 8 files) answer 413 while reading; the whole request is
 * read before anything is written, so a refusal stores nothing.
 */
export async function readMultipartForm<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  what: string,
): Promise<{ fields: z.output<S>; files: Buffer[] }> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', `Send the ${what} as multipart/form-data`);
  }
  const raw: Record<string, string> = {};
  const files: Buffer[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') files.push(await (part as MultipartFile).toBuffer());
    else if (typeof part.value === 'string') raw[part.fieldname] = part.value;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw AppError.validation(fieldErrors[0]?.message ?? `Invalid ${what}`, fieldErrors);
  }
  return { fields: parsed.data, files };
}

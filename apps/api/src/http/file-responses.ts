import { z } from 'zod';

// What the document says the bytes are. `any` to TypeScript: the route sends a Buffer, a string or a stream.
const BinarySchema = z.any().meta({ type: 'string', format: 'binary' });
const TextSchema = z.any().meta({ type: 'string' });

/**
 * A success answer that is a file (a picture, a PDF, a CSV), for a route's response schema and so the
 * OpenAPI document. Fastify sends a Buffer, string or stream under the route's own content type as it
 * is: this schema describes the answer, it never serializes it.
 */
export function fileResponse(description: string, contentTypes: string[]) {
  const schema = contentTypes.every((type) => type.startsWith('text/')) ? TextSchema : BinarySchema;
  return { description, content: Object.fromEntries(contentTypes.map((type) => [type, { schema }])) };
}

import { z } from 'zod';
import { text } from './common.ts';

// Internal notes on an order (issue 'back office'): the shop's own words about it ('pembeli minta kirim
// Senin', 'kaki meja diganti'), seen only by the owner, never by the customer. Append-only, with author
// and time, so they are the order's working history too.

export const ORDER_NOTE_MAX_LENGTH = 1_000;

export const OrderNoteBodySchema = z.strictObject({
  body: text({ error: 'Catatan wajib diisi', multiline: true })
    .trim()
    .min(1, 'Catatan wajib diisi')
    .max(ORDER_NOTE_MAX_LENGTH, `Catatan maksimal ${ORDER_NOTE_MAX_LENGTH} karakter`),
});
export type OrderNoteBody = z.infer<typeof OrderNoteBodySchema>;

export const OrderNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  /** Null once the author's account is deleted (the note stays). */
  author: z.object({ id: z.number().int(), fullname: z.string() }).nullable(),
  created_at: z.string(),
});
export type OrderNote = z.infer<typeof OrderNoteSchema>;
export const OrderNoteResponseSchema = z.object({ data: OrderNoteSchema });
export const OrderNoteListResponseSchema = z.object({ data: z.array(OrderNoteSchema) });

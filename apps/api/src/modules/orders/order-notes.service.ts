import type { OrderNote, User } from '@toko/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderNotes, orders, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { ORDER_NOT_FOUND, orderRef } from './orders.service.ts';

// Internal notes on an order: the owner's, never the customer's (the routes are admin only); added, never
// edited or removed, so what the shop knew and when stays readable.

type Actor = Pick<User, 'id' | 'role'>;

async function orderIdOf(db: Db, actor: Actor, ref: string): Promise<number> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(orderRef(actor, ref));
  if (!row) throw AppError.notFound(ORDER_NOT_FOUND);
  return row.id;
}

const noteColumns = {
  id: orderNotes.id,
  body: orderNotes.body,
  author: sql<{
    id: number;
    fullname: string;
  } | null>`case when ${users.id} is null then null else json_build_object('id', ${users.id}, 'fullname', ${users.fullname}) end`,
  created_at: orderNotes.createdAt,
};

const toNote = (r: { id: number; body: string; author: unknown; created_at: Date }): OrderNote => ({
  id: r.id,
  body: r.body,
  author: (typeof r.author === 'string' ? JSON.parse(r.author) : r.author) as OrderNote['author'],
  created_at: r.created_at.toISOString(),
});

/** The order's notes, oldest first (they read as a conversation). */
export async function listOrderNotes(db: Db, actor: Actor, ref: string): Promise<OrderNote[]> {
  const orderId = await orderIdOf(db, actor, ref);
  const rows = await db
    .select(noteColumns)
    .from(orderNotes)
    .leftJoin(users, eq(users.id, orderNotes.authorId))
    .where(eq(orderNotes.orderId, orderId))
    .orderBy(asc(orderNotes.createdAt), asc(orderNotes.id));
  return rows.map(toNote);
}

export async function addOrderNote(db: Db, actor: Actor, ref: string, body: string): Promise<OrderNote> {
  const orderId = await orderIdOf(db, actor, ref);
  const [row] = await db
    .insert(orderNotes)
    .values({ orderId, body, authorId: actor.id })
    .returning({ id: orderNotes.id });
  const [note] = await db
    .select(noteColumns)
    .from(orderNotes)
    .leftJoin(users, eq(users.id, orderNotes.authorId))
    .where(eq(orderNotes.id, row!.id));
  return toNote(note!);
}

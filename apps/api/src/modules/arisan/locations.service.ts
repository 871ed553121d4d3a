import { buildPagination, type Location, type LocationBody, type LocationListQuery } from '@toko/shared';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation, pgErrorCode } from '../../db/pg-errors.ts';
import { locations } from '../../db/schema/index.ts';
import { containsPattern, countAll, offsetOf } from '../../db/sql.ts';
import { AppError } from '../../http/errors.ts';

const memberCount = sql<number>`(select count(*) from members m where m.location_id = locations.id)`
  .mapWith(Number)
  .as('member_count');

const locationColumns = { id: locations.id, name: locations.name, member_count: memberCount };

export async function listLocations(db: Db, query: LocationListQuery) {
  const where = query.search
    ? sql`lower(${locations.name}) like ${containsPattern(query.search)}`
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(locationColumns)
      .from(locations)
      .where(where)
      .orderBy(asc(sql`lower(${locations.name})`), asc(locations.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ n: countAll() }).from(locations).where(where),
  ]);
  return { data: rows, pagination: buildPagination(total?.n ?? 0, query.page, query.limit) };
}

export async function getLocation(db: Db, id: number): Promise<Location> {
  const [row] = await db.select(locationColumns).from(locations).where(eq(locations.id, id));
  if (!row) throw AppError.notFound('Lokasi tidak ditemukan');
  return row;
}

const duplicate = (name: string) => AppError.conflict(`Lokasi "${name}" sudah ada`);

export async function createLocation(db: Db, body: LocationBody): Promise<Location> {
  try {
    const [row] = await db.insert(locations).values({ name: body.name }).returning({ id: locations.id });
    return getLocation(db, row!.id);
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(body.name);
    throw err;
  }
}

export async function updateLocation(db: Db, id: number, body: LocationBody): Promise<Location> {
  try {
    const [row] = await db
      .update(locations)
      .set({ name: body.name })
      .where(eq(locations.id, id))
      .returning({ id: locations.id });
    if (!row) throw AppError.notFound('Lokasi tidak ditemukan');
    return getLocation(db, id);
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(body.name);
    throw err;
  }
}

/** A location that members live in cannot go (members.location_id is ON DELETE RESTRICT as well). */
export async function deleteLocation(db: Db, id: number): Promise<void> {
  const location = await getLocation(db, id);
  const inUse = () =>
    AppError.conflict(
      `Lokasi "${location.name}" masih dipakai oleh member dan tidak dapat dihapus. Pindahkan member ke lokasi lain terlebih dahulu.`,
    );
  if (location.member_count > 0) throw inUse();
  try {
    await db.delete(locations).where(eq(locations.id, id));
  } catch (err) {
    // A member was given this location between the check and the delete.
    if (pgErrorCode(err) === '23503') throw inUse();
    throw err;
  }
}

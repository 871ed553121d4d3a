import type { Address, AddressBody, AddressUpdateBody } from '@toko/shared';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insideLock, lockTaken } from '../../db/race.ts';
import { shippingAddresses, users } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import {
  findDesaCode,
  type RegionCodes,
  type RegionNames,
  regionCodesOfDesa,
  resolveRegionNames,
} from '../regions/index.ts';
import { assertDesaInArea, getShopSettings, type StoredSettings } from '../settings/index.ts';

// A customer's shipping addresses (docs/architecture.md section 4): the first is the default, making one default
// unsets the others, and a customer sees and changes only their own (someone else's id is "not found").
// A new or moved address must exist in the region data and lie in the shop's delivery area; one saved
// before the owner narrowed the area stays readable and editable in its other fields (ADR 071).

type Row = typeof shippingAddresses.$inferSelect;

function toAddress(row: Row): Address {
  return {
    id: row.id,
    label: row.label,
    recipient: row.recipient,
    phone: row.phone,
    provinsi: row.provinsi,
    kabupaten: row.kabupaten,
    kecamatan: row.kecamatan,
    desa: row.desa,
    jalan: row.jalan,
    postal_code: row.postalCode,
    is_default: row.isDefault,
    pinLocation: null,
  };
}

const NOT_FOUND = 'Alamat tidak ditemukan';

/** Serialises one customer's address changes (two "first" addresses at once must not both be default). */
async function lockCustomer(tx: Db, userId: number) {
  const customer = tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  await (lockTaken('addresses.customer') ? customer.for('update') : customer);
}

const own = (userId: number, id: number) =>
  and(eq(shippingAddresses.id, id), eq(shippingAddresses.userId, userId));

/** The default first, then oldest first. */
export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  const rows = await db
    .select()
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, userId))
    .orderBy(desc(shippingAddresses.isDefault), asc(shippingAddresses.createdAt), asc(shippingAddresses.id));
  return rows.map(toAddress);
}

/** One of the customer's addresses; throws not-found for anyone else's. */
export async function getOwnAddress(db: Db, userId: number, id: number): Promise<Address> {
  const [row] = await db.select().from(shippingAddresses).where(own(userId, id));
  if (!row) throw AppError.notFound(NOT_FOUND);
  return toAddress(row);
}

/** The customer's default address (where their goods go), or null when they have none. */
export async function findDefaultAddress(db: Db, userId: number): Promise<Address | null> {
  const [row] = await db
    .select()
    .from(shippingAddresses)
    .where(and(eq(shippingAddresses.userId, userId), eq(shippingAddresses.isDefault, true)));
  return row ? toAddress(row) : null;
}

async function unsetOtherDefaults(tx: Db, userId: number, keepId?: number) {
  await tx
    .update(shippingAddresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        eq(shippingAddresses.userId, userId),
        eq(shippingAddresses.isDefault, true),
        keepId ? ne(shippingAddresses.id, keepId) : undefined,
      ),
    );
}

/** The desa's code of a new region, refused with a 400 naming the field when unknown or outside the area. */
function checkedDesaCode(shop: StoredSettings, region: RegionNames): string {
  const desaCode = resolveRegionNames(region);
  assertDesaInArea(shop, desaCode);
  return desaCode;
}

export async function createAddress(db: Db, userId: number, body: AddressBody): Promise<Address> {
  const desaCode = checkedDesaCode(await getShopSettings(db), body);
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [existing] = await tx
      .select({ id: shippingAddresses.id })
      .from(shippingAddresses)
      .where(eq(shippingAddresses.userId, userId))
      .limit(1);
    const isDefault = !existing || body.is_default === true;
    if (isDefault) await unsetOtherDefaults(tx, userId);
    await insideLock('addresses.customer');
    const [row] = await tx
      .insert(shippingAddresses)
      .values({
        userId,
        label: body.label,
        recipient: body.recipient,
        phone: body.phone,
        provinsi: body.provinsi,
        kabupaten: body.kabupaten,
        kecamatan: body.kecamatan,
        desa: body.desa,
        jalan: body.jalan,
        postalCode: body.postal_code,
        desaCode,
        isDefault,
      })
      .returning();
    return toAddress(row!);
  });
}

/**
 * Changes any of the fields. The merged region must exist. `is_default: true` makes this the default;
 * `false` on the default is ignored, since a customer with addresses always has one default.
 */
export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  body: AddressUpdateBody,
): Promise<Address> {
  // Read before the transaction, never through the pool from inside it (see checkout.service.ts).
  const shop = await getShopSettings(db);
  return db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [row] = await tx.select().from(shippingAddresses).where(own(userId, id));
    if (!row) throw AppError.notFound(NOT_FOUND);
    const region = {
      provinsi: body.provinsi ?? row.provinsi,
      kabupaten: body.kabupaten ?? row.kabupaten,
      kecamatan: body.kecamatan ?? row.kecamatan,
      desa: body.desa ?? row.desa,
    };
    const moved = (['provinsi', 'kabupaten', 'kecamatan', 'desa'] as const).some((f) => region[f] !== row[f]);
    const desaCode = moved ? checkedDesaCode(shop, region) : (row.desaCode ?? findDesaCode(region));
    const makeDefault = body.is_default === true && !row.isDefault;
    if (makeDefault) await unsetOtherDefaults(tx, userId, id);
    const [updated] = await tx
      .update(shippingAddresses)
      .set({
        ...region,
        desaCode,
        label: body.label ?? row.label,
        recipient: body.recipient ?? row.recipient,
        phone: body.phone ?? row.phone,
        jalan: body.jalan ?? row.jalan,
        postalCode: body.postal_code ?? row.postalCode,
        isDefault: row.isDefault || makeDefault,
        updatedAt: new Date(),
      })
      .where(eq(shippingAddresses.id, id))
      .returning();
    return toAddress(updated!);
  });
}

/** Deleting the default makes the oldest remaining address the default. Orders keep their copied text. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, userId);
    const [deleted] = await tx
      .delete(shippingAddresses)
      .where(own(userId, id))
      .returning({ isDefault: shippingAddresses.isDefault });
    if (!deleted) throw AppError.notFound(NOT_FOUND);
    if (!deleted.isDefault) return;
    const [next] = await tx
      .select({ id: shippingAddresses.id })
      .from(shippingAddresses)
      .where(eq(shippingAddresses.userId, userId))
      .orderBy(asc(shippingAddresses.createdAt), asc(shippingAddresses.id))
      .limit(1);
    if (next) {
      await tx
        .update(shippingAddresses)
        .set({ isDefault: true, updatedAt: new Date() })
        .where(eq(shippingAddresses.id, next.id));
    }
  });
}

/**
 * The Kemendagri codes of a saved address (provinsi, kabupaten, kecamatan, desa), or null when it is not
 * the customer's or its names no longer exist in the region data. Shipping zones are sets of these codes.
 */
export async function regionCodesOfAddress(db: Db, userId: number, id: number): Promise<RegionCodes | null> {
  const [row] = await db.select().from(shippingAddresses).where(own(userId, id));
  return row ? regionCodesOfRow(row) : null;
}

function regionCodesOfRow(row: typeof shippingAddresses.$inferSelect): RegionCodes | null {
  const desaCode = row.desaCode ?? findDesaCode(row);
  return desaCode ? regionCodesOfDesa(desaCode) : null;
}

/** One of the customer's addresses and its region codes, by one read (the checkout's); not-found for anyone else's. */
export async function getOwnAddressWithRegions(
  db: Db,
  userId: number,
  id: number,
): Promise<{ address: Address; regions: RegionCodes | null }> {
  const [row] = await db.select().from(shippingAddresses).where(own(userId, id));
  if (!row) throw AppError.notFound(NOT_FOUND);
  return { address: toAddress(row), regions: regionCodesOfRow(row) };
}

import {
  type Arisan,
  type BarangGroup,
  type BarangGroupState,
  barangContribution,
  type CreateBarangBody,
  defaultEndDate,
  formatRupiah,
  MONEY_LIMITS,
  normalizePhoneNumber,
  productPictureUrl,
  type SavingType,
  todayInShop,
  type User,
  variantLabel,
} from '@toko/shared';
import { BARANG_NO_ADDRESS } from '@toko/shared/constants';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insideLock, lockTaken } from '../../db/race.ts';
import { arisanMemberships, arisans, members, products, productVariants } from '../../db/schema/index.ts';
import { firstImageIdSql } from '../../db/sql.ts';
import { AppError } from '../../http/errors.ts';
import { findDefaultAddress } from '../addresses/index.ts';
import {
  addArisanMember,
  findOrCreateAccountMember,
  getArisan,
  initializeContributions,
  isArisanStarted,
  recordAudit,
  removeArisanMember,
  startedSql,
} from '../arisan/index.ts';
import { resolveVariant } from '../catalog/index.ts';

// Arisan barang groups (ADR 042): the admin makes one from a product, customers join and leave until it
// starts, and the start (the last join when it starts when full, or 'Mulai Arisan') takes the goods of all
// N members from stock. The start itself is the arisan's one start, initializeContributions.

const groupNotFound = () => AppError.notFound('Arisan barang tidak ditemukan');

// ---------------------------------------------------------------------------------------------------------
// Reading groups

const membersJoinedSql = () =>
  sql<number>`(select count(*) from arisan_memberships jm where jm.arisan_id = arisans.id)`.mapWith(Number);

/** Whether the account is a member of the group of the outer query (false for a visitor). */
const joinedSql = (userId: number | null) =>
  userId === null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from arisan_memberships um join members u on u.id = um.member_id where um.arisan_id = arisans.id and u.user_id = ${userId})`;

/** The state a shopper sees: seats left, full and waiting, running, or done. */
function groupState(row: { started: boolean; status: string; joined: number; duration: number }) {
  if (row.started) return (row.status === 'completed' ? 'completed' : 'running') satisfies BarangGroupState;
  return (row.joined >= row.duration ? 'full' : 'open') satisfies BarangGroupState;
}

/**
 * Groups as the product page, the account area and the admin see them (BarangGroupSchema), in one query:
 * the product with its picture, the seats taken and whether `userId` has one.
 */
export async function listBarangGroupsWhere(db: Db, where: SQL | undefined, userId: number | null) {
  const rows = await db
    .select({
      id: arisans.id,
      name: arisans.name,
      status: arisans.status,
      started: startedSql(),
      savingType: arisans.savingType,
      duration: arisans.duration,
      itemPrice: arisans.itemPrice,
      adminFee: arisans.adminFee,
      contribution: arisans.contributionAmount,
      lateFee: arisans.lateFee,
      startDate: arisans.startDate,
      startWhenFull: arisans.startWhenFull,
      joined: membersJoinedSql(),
      isMember: joinedSql(userId),
      productId: products.id,
      productName: products.name,
      productSlug: products.slug,
      thumbnailUrl: products.thumbnailUrl,
      firstImageId: firstImageIdSql,
      variantValues: productVariants.optionValues,
      variantImageId: productVariants.imageId,
    })
    .from(arisans)
    .innerJoin(products, eq(products.id, arisans.productId))
    .leftJoin(productVariants, eq(productVariants.id, arisans.variantId))
    .where(and(eq(arisans.kind, 'barang'), where))
    .orderBy(asc(arisans.createdAt), asc(arisans.id));
  return rows.map(
    (r): BarangGroup => ({
      id: r.id,
      name: r.name,
      product: {
        id: r.productId,
        name: r.productName,
        slug: r.productSlug,
        image_url: productPictureUrl(r.variantImageId ?? r.firstImageId, r.thumbnailUrl, 280),
      },
      variant_label: r.variantValues ? variantLabel(r.variantValues) : null,
      state: groupState({ started: r.started, status: r.status, joined: r.joined, duration: r.duration }),
      saving_type: r.savingType as SavingType,
      members: r.duration,
      members_joined: r.joined,
      item_price: r.itemPrice ?? 0,
      admin_fee: r.adminFee,
      contribution_amount: r.contribution,
      late_fee: r.lateFee,
      // Before a group that starts when full has started, its date is only a placeholder.
      start_date: r.startWhenFull && !r.started ? null : r.startDate,
      start_when_full: r.startWhenFull,
      joined: r.isMember,
    }),
  );
}

/** One group (any state); 404 for an unknown id or a 'uang' arisan. */
export async function getBarangGroup(db: Db, id: number, userId: number | null): Promise<BarangGroup> {
  const [group] = await listBarangGroupsWhere(db, eq(arisans.id, id), userId);
  if (!group) throw groupNotFound();
  return group;
}

/** The product page: its groups still taking members (not started, not archived). */
export function listOpenBarangGroups(db: Db, productId: number, userId: number | null) {
  return listBarangGroupsWhere(
    db,
    and(
      eq(arisans.productId, productId),
      isNull(arisans.archivedAt),
      isNull(products.hiddenAt),
      sql`not ${startedSql()}`,
    ),
    userId,
  );
}

// ---------------------------------------------------------------------------------------------------------
// 'Buat Arisan Barang'

const ARISAN_NAME_MAX = 100;

/** 'Arisan <product> (N orang)', the product's name shortened so the whole fits the arisan name's limit. */
function defaultGroupName(productName: string, members: number): string {
  const tail = ` (${members} orang)`;
  const room = ARISAN_NAME_MAX - 'Arisan '.length - tail.length;
  const name = productName.length > room ? `${productName.slice(0, room - 1).trimEnd()}…` : productName;
  return `Arisan ${name}${tail}`;
}

/**
 * A new group for a visible product: its price is locked now, the contribution is the shared rule
 * (barangContribution, also the database's check) and the group waits for its members ('inactive'). A
 * group that starts when full gets today as a placeholder start date: the start moves it to its real day.
 */
export async function createBarangGroup(
  db: Db,
  body: CreateBarangBody,
  actorId: number | null,
  today = todayInShop(),
): Promise<Arisan> {
  const id = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        id: products.id,
        name: products.name,
        price: products.price,
        hiddenAt: products.hiddenAt,
        options: products.options,
      })
      .from(products)
      .where(eq(products.id, body.product_id))
      .for('key share');
    if (!found) throw AppError.notFound('Produk tidak ditemukan');
    if (found.hiddenAt) throw AppError.conflict(`${found.name} sudah tidak dijual`);
    // A product with options locks one variant: its price, and its units at the start (ADR 090).
    const variant = await resolveVariant(tx, found, body.variant_id);
    const product = variant
      ? { ...found, name: `${found.name} (${variant.label})`, price: variant.price }
      : found;
    if (product.price <= 0) throw AppError.conflict(`${product.name} belum punya harga`);
    const contribution = barangContribution(product.price, body.members, body.admin_fee);
    if (contribution > MONEY_LIMITS.contribution) {
      throw AppError.conflict(
        `Iuran per putaran ${formatRupiah(contribution)} melebihi batas ${formatRupiah(MONEY_LIMITS.contribution)}: tambah jumlah anggota`,
      );
    }
    const startDate = body.start_date ?? today;
    const name = body.name ?? defaultGroupName(product.name, body.members);
    const [row] = await tx
      .insert(arisans)
      .values({
        name,
        kind: 'barang',
        productId: product.id,
        variantId: variant?.id ?? null,
        itemPrice: product.price,
        adminFee: body.admin_fee,
        startWhenFull: body.start_when_full,
        savingType: body.saving_type,
        duration: body.members,
        contributionAmount: contribution,
        startDate,
        endDate: defaultEndDate(startDate, body.saving_type, body.members),
        status: 'inactive',
      })
      .returning({ id: arisans.id });
    await recordAudit(tx, {
      arisanId: row!.id,
      entity: 'arisan',
      entityId: row!.id,
      action: 'create',
      after: { ...body, name, item_price: product.price, contribution_amount: contribution },
      actorId,
    });
    return row!.id;
  });
  return getArisan(db, id);
}

// ---------------------------------------------------------------------------------------------------------
// Joining and leaving

/**
 * Locks a group's row for a seat change: joins, leaves and the start take it whole, so the seats counted
 * under it are the seats there are (switched off only by the race test's twin).
 */
async function lockGroup(tx: Db, id: number) {
  const query = tx.select().from(arisans).where(eq(arisans.id, id));
  const [row] = await (lockTaken('arisan.membership') ? query.for('update') : query);
  if (row?.kind !== 'barang' || row.archivedAt) throw groupNotFound();
  return row;
}

/**
 * A customer takes a seat (ADR 042): they need a default address (their goods go there), their account's
 * member record is made on first use, and they sit at the lowest free position. When the group starts when
 * full and this was the last seat, it starts right after, in its own transaction: a refused start (stock)
 * is kept on the group for the admin and the join still stands.
 */
export async function joinBarangGroup(db: Db, arisanId: number, user: User): Promise<BarangGroup> {
  const address = await findDefaultAddress(db, user.id);
  // The product page shows this text with a link to the addresses page, so it has one home in shared.
  if (!address) throw AppError.conflict(BARANG_NO_ADDRESS);
  const filledIt = await db.transaction(async (tx) => {
    const group = await lockGroup(tx, arisanId);
    if (await isArisanStarted(tx, arisanId)) {
      throw AppError.conflict('Arisan ini sudah dimulai: tidak bisa bergabung lagi');
    }
    const memberId = await findOrCreateAccountMember(tx, {
      userId: user.id,
      name: user.fullname,
      phone: normalizePhoneNumber(user.phone_number || address.phone),
    });
    const seats = await tx
      .select({ memberId: arisanMemberships.memberId, position: arisanMemberships.position })
      .from(arisanMemberships)
      .where(eq(arisanMemberships.arisanId, arisanId));
    if (seats.some((s) => s.memberId === memberId)) {
      throw AppError.conflict('Kamu sudah bergabung di arisan ini');
    }
    if (seats.length >= group.duration) throw AppError.conflict('Arisan ini sudah penuh');
    const taken = new Set(seats.map((s) => s.position));
    let position = 1;
    while (taken.has(position)) position += 1;
    await insideLock('arisan.membership');
    await addArisanMember(tx, { arisan_id: arisanId, member_id: memberId, position }, user.id, {
      accountSeat: true,
    });
    return group.startWhenFull && seats.length + 1 === group.duration;
  });
  if (filledIt) {
    try {
      await initializeContributions(db, arisanId, null);
    } catch (err) {
      // The join stands; why the start was refused is on the group (start_error) for the admin.
      if (!(err instanceof AppError)) throw err;
    }
  }
  return getBarangGroup(db, arisanId, user.id);
}

/** A member leaves before the start; afterwards their seat is part of the running group (removeArisanMember). */
export async function leaveBarangGroup(db: Db, arisanId: number, user: User): Promise<BarangGroup> {
  await db.transaction(async (tx) => {
    await lockGroup(tx, arisanId);
    const [seat] = await tx
      .select({ memberId: members.id })
      .from(arisanMemberships)
      .innerJoin(members, eq(members.id, arisanMemberships.memberId))
      .where(and(eq(arisanMemberships.arisanId, arisanId), eq(members.userId, user.id)));
    if (!seat) throw AppError.notFound('Kamu belum bergabung di arisan ini');
    await removeArisanMember(tx, arisanId, seat.memberId, user.id);
  });
  return getBarangGroup(db, arisanId, user.id);
}

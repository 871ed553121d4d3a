import { ARISAN_BARANG_PAYMENT, formatShippingAddress, variantLabel } from '@toko/shared';
import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  arisanMemberships,
  arisans,
  members,
  orderItems,
  orderStatusHistory,
  orders,
  products,
  productVariants,
  shippingAddresses,
  users,
} from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { applyChange, makeInvoiceNumber, makeOrderNumber } from '../orders/index.ts';

// The recipient's order of an arisan barang (docs/decisions/042-arisan-barang.md): made in the same
// transaction that records a cycle's recipient, cancelled in the one that revokes it. The goods come out
// of the units the group reserved at its start (arisans.units_reserved), never from the product's stock,
// so the order's stock_reserved is false and a cancel can never put a unit back on the shelf.

type ArisanRow = typeof arisans.$inferSelect;
/** Who records the recipient: an admin, or nobody (a scheduled draw) for the order's history. */
type RecordedBy = number | null;

/** Why a revoked recipient's order was cancelled (shown on the order). */
const RECIPIENT_CORRECTED = 'Penerima arisan dikoreksi';

const historyActor = (actorId: RecordedBy) =>
  actorId === null
    ? { actorId: null, actorRole: 'system' as const }
    : { actorId, actorRole: 'admin' as const };

/** The linked customer and their default address, read before anything is written. */
async function recipientOf(tx: Db, membershipId: number) {
  const [row] = await tx
    .select({
      memberName: members.name,
      userId: users.id,
      fullname: users.fullname,
      email: users.email,
      address: shippingAddresses,
    })
    .from(arisanMemberships)
    .innerJoin(members, eq(members.id, arisanMemberships.memberId))
    .leftJoin(users, eq(users.id, members.userId))
    .leftJoin(
      shippingAddresses,
      and(eq(shippingAddresses.userId, members.userId), eq(shippingAddresses.isDefault, true)),
    )
    .where(eq(arisanMemberships.id, membershipId));
  if (!row) throw AppError.notFound('Member tidak ditemukan');
  if (row.userId === null || row.fullname === null || row.email === null) {
    throw AppError.conflict(
      `${row.memberName} tidak terhubung ke akun pelanggan: barangnya tidak bisa dikirim`,
    );
  }
  if (!row.address) {
    throw AppError.conflict(
      `${row.memberName} belum punya alamat utama: minta ia menambahkan alamat utama dulu, lalu catat penerimanya lagi`,
    );
  }
  return { userId: row.userId, fullname: row.fullname, email: row.email, address: row.address };
}

/**
 * Creates the order of a barang cycle's recipient: one unit of the product at the locked price, total 0
 * (the group paid it), paid and packing, to the member's default address. The caller holds the arisan
 * row FOR UPDATE (the unit count below is that row).
 */
export async function createRecipientOrder(
  tx: Db,
  arisan: ArisanRow,
  recipient: { membershipId: number; cycle: number },
  actorId: RecordedBy,
): Promise<number> {
  const customer = await recipientOf(tx, recipient.membershipId);
  const [taken] = await tx
    .update(arisans)
    .set({ unitsReserved: sql`${arisans.unitsReserved} - 1`, updatedAt: new Date() })
    .where(and(eq(arisans.id, arisan.id), gt(arisans.unitsReserved, 0)))
    .returning({ id: arisans.id });
  if (!taken) {
    throw AppError.conflict(
      'Tidak ada unit tersisa untuk arisan ini: arisan belum dimulai atau semua barang sudah dibagikan',
    );
  }
  const [product] = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(eq(products.id, arisan.productId!));
  // The group's variant, named on the order as the shop names it (ADR 090).
  const [variant] =
    arisan.variantId === null
      ? []
      : await tx
          .select({ values: productVariants.optionValues, sku: productVariants.sku })
          .from(productVariants)
          .where(eq(productVariants.id, arisan.variantId));
  const a = customer.address;
  const paidAt = new Date();
  const [order] = await tx
    .insert(orders)
    .values({
      orderNumber: makeOrderNumber(paidAt),
      userId: customer.userId,
      customerName: customer.fullname,
      customerEmail: customer.email,
      subtotal: 0,
      totalAmount: 0,
      paymentMethod: ARISAN_BARANG_PAYMENT,
      status: 'processing',
      paymentStatus: 'paid',
      paidAt,
      shippingAddress: formatShippingAddress({ ...a, postal_code: a.postalCode }),
      // The unit was taken from stock when the group started; this order holds none of the shelf's.
      stockReserved: false,
      uniqueCode: 0,
      paymentDueAt: null,
      arisanId: arisan.id,
      arisanCycle: recipient.cycle,
    })
    .returning({ id: orders.id });
  const orderId = order!.id;
  await tx
    .update(orders)
    .set({ invoiceNumber: makeInvoiceNumber(orderId, paidAt) })
    .where(eq(orders.id, orderId));
  await tx.insert(orderItems).values({
    orderId,
    productId: product!.id,
    productName: product!.name,
    variantId: arisan.variantId,
    variantLabel: variant ? variantLabel(variant.values) : null,
    sku: variant?.sku ?? null,
    price: arisan.itemPrice!,
    quantity: 1,
  });
  await tx.insert(orderStatusHistory).values({
    orderId,
    status: 'processing',
    paymentStatus: 'paid',
    notes: `Pesanan arisan barang putaran ${recipient.cycle}`,
    ...historyActor(actorId),
  });
  return orderId;
}

/**
 * Cancels the live order of a barang cycle whose recipient is being revoked and gives its unit back to
 * the group; refused (409) once the goods have left the shop.
 */
export async function cancelRecipientOrder(
  tx: Db,
  arisan: ArisanRow,
  cycle: number,
  actorId: RecordedBy,
): Promise<void> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.arisanId, arisan.id), eq(orders.arisanCycle, cycle), ne(orders.status, 'cancelled')))
    .for('update');
  if (!order) return;
  if (order.status === 'shipped' || order.status === 'delivered') {
    throw AppError.conflict(
      `Barang putaran ${cycle} sudah dikirim (pesanan ${order.orderNumber}): penerimanya tidak bisa dibatalkan`,
    );
  }
  const actor =
    actorId === null ? { id: null, role: 'system' as const } : { id: actorId, role: 'admin' as const };
  await applyChange(
    tx,
    order,
    { status: 'cancelled', cancelReason: RECIPIENT_CORRECTED },
    actor,
    RECIPIENT_CORRECTED,
    {
      arisanCorrection: true,
    },
  );
  await tx
    .update(arisans)
    .set({ unitsReserved: sql`${arisans.unitsReserved} + 1`, updatedAt: new Date() })
    .where(eq(arisans.id, arisan.id));
}

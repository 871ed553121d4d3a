import type { CustomerOverview } from '@toko/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  arisanMemberships,
  arisanRecipients,
  arisans,
  members,
  orders,
  shippingAddresses,
  users,
} from '../../db/schema/index.ts';
import { toPublicUser } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';

// '/dashboard/users/:id': one customer at a glance. Each part is one indexed read of the customer's own
// rows (orders by user and time, addresses and memberships by user), side by side.

const LATEST_ORDERS = 20;

export async function getCustomerOverview(db: Db, id: number): Promise<CustomerOverview> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw AppError.notFound('Pengguna tidak ditemukan');
  const [addresses, latest, totals, memberships] = await Promise.all([
    db
      .select()
      .from(shippingAddresses)
      .where(eq(shippingAddresses.userId, id))
      .orderBy(desc(shippingAddresses.isDefault), desc(shippingAddresses.id)),
    db
      .select({
        id: orders.id,
        order_number: orders.orderNumber,
        status: orders.status,
        payment_status: orders.paymentStatus,
        total_amount: orders.totalAmount,
        created_at: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.userId, id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(LATEST_ORDERS),
    db
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        value:
          sql<number>`coalesce(sum(${orders.totalAmount}) filter (where ${orders.paymentStatus} = 'paid' and ${orders.status} <> 'cancelled'), 0)`.mapWith(
            Number,
          ),
      })
      .from(orders)
      .where(eq(orders.userId, id)),
    db
      .select({
        arisan_id: arisans.id,
        name: arisans.name,
        kind: arisans.kind,
        status: arisans.status,
        position: arisanMemberships.position,
        paid_cycles: arisanMemberships.paidCycles,
        duration: arisans.duration,
        received: sql<boolean>`exists (select 1 from ${arisanRecipients} where ${arisanRecipients.membershipId} = ${arisanMemberships.id} and ${arisanRecipients.revokedAt} is null)`,
      })
      .from(arisanMemberships)
      .innerJoin(members, eq(members.id, arisanMemberships.memberId))
      .innerJoin(arisans, eq(arisans.id, arisanMemberships.arisanId))
      .where(and(eq(members.userId, id), isNull(arisans.archivedAt)))
      .orderBy(desc(arisans.id)),
  ]);
  return {
    user: toPublicUser(row),
    joined_at: row.createdAt.toISOString(),
    blocked_at: row.blockedAt?.toISOString() ?? null,
    addresses: addresses.map((a) => ({
      id: a.id,
      label: a.label,
      recipient: a.recipient,
      phone: a.phone,
      text: [a.jalan, a.desa, a.kecamatan, a.kabupaten, a.provinsi, a.postalCode].join(', '),
      is_default: a.isDefault,
    })),
    orders: latest.map((o) => ({ ...o, created_at: o.created_at.toISOString() })),
    order_count: totals[0]?.count ?? 0,
    lifetime_value: totals[0]?.value ?? 0,
    arisan: memberships,
  };
}

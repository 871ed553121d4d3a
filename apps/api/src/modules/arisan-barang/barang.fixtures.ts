import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { arisanMemberships, arisans, members } from '../../db/schema/index.ts';
import { createProduct, VALID_ADDRESS } from '../orders/orders.fixtures.ts';

// Arisan barang test data through the API: a product, a group made by the admin, customers with a default
// address who join it, and the start. Shared by the groups, transfers, orders and detail tests.

export type BarangCustomer = {
  token: string;
  user: { id: number; email: string; fullname: string; role: string };
};

export interface BarangGroupOptions {
  /** N (2-24); 3 by default. */
  members?: number;
  price?: number;
  stock?: number;
  adminFee?: number;
  savingType?: 'daily' | 'weekly' | 'monthly';
  /** The first cycle's date; today's when left out and the group starts when full. */
  startDate?: string;
  startWhenFull?: boolean;
  productName?: string;
}

/** A test app with the admin signed in and builders for arisan barang groups. */
export async function barangTestContext(options: Parameters<typeof createTestContext>[0] = {}) {
  const t = await createTestContext(options);
  const adminToken = await t.adminToken();
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    t.call({ method, url, token: adminToken, body });

  /** A customer with a default address (what joining needs). */
  async function customer(): Promise<BarangCustomer> {
    const c = await t.registerCustomer();
    const res = await t.call({
      method: 'POST',
      url: '/api/shipping-address',
      token: c.token,
      body: VALID_ADDRESS,
    });
    expect(res.status, res.raw).toBe(201);
    return c;
  }

  /** A product (stock 10, Rp 1.250.000 unless told) and a group for it made by the admin, not started. */
  async function group(opts: BarangGroupOptions = {}) {
    const product = await createProduct(t.db, {
      price: opts.price ?? 1_250_000,
      stock: opts.stock ?? 10,
      ...(opts.productName ? { name: opts.productName } : {}),
    });
    const startWhenFull = opts.startWhenFull ?? false;
    const res = await admin('POST', '/api/arisans/barang', {
      product_id: product.id,
      members: opts.members ?? 3,
      saving_type: opts.savingType ?? 'monthly',
      start_when_full: startWhenFull,
      ...(opts.adminFee === undefined ? {} : { admin_fee: opts.adminFee }),
      ...(opts.startDate || !startWhenFull ? { start_date: opts.startDate ?? '2026-12-01' } : {}),
    });
    expect(res.status, res.raw).toBe(201);
    return {
      product,
      arisan: res.body.data as { id: number; name: string; contribution_amount: number; duration: number },
    };
  }

  const join = (token: string, arisanId: number) =>
    t.call({ method: 'POST', url: `/api/arisan-barang/${arisanId}/join`, token });
  const leave = (token: string, arisanId: number) =>
    t.call({ method: 'DELETE', url: `/api/arisan-barang/${arisanId}/join`, token });
  const start = (arisanId: number) => admin('POST', `/api/arisans/${arisanId}/initialize-contributions`);

  /**
   * A group with all N seats taken by fresh customers and started ('Mulai Arisan'), with each customer's
   * member and membership ids, in seat order.
   */
  async function startedGroup(opts: BarangGroupOptions = {}) {
    const made = await group(opts);
    const customers = [];
    for (let i = 0; i < made.arisan.duration; i++) {
      const c = await customer();
      const res = await join(c.token, made.arisan.id);
      expect(res.status, res.raw).toBe(201);
      customers.push({ ...c, ...(await seatOf(t, made.arisan.id, c.user.id)) });
    }
    if (!opts.startWhenFull) {
      const res = await start(made.arisan.id);
      expect(res.status, res.raw).toBe(200);
    }
    return { ...made, customers };
  }

  return { t, adminToken, admin, customer, group, join, leave, start, startedGroup };
}

/** The account's member record and its membership of the group, read straight from the database. */
export async function seatOf(t: TestContext, arisanId: number, userId: number) {
  const [row] = await t.db
    .select({
      memberId: members.id,
      membershipId: arisanMemberships.id,
      position: arisanMemberships.position,
    })
    .from(arisanMemberships)
    .innerJoin(members, eq(members.id, arisanMemberships.memberId))
    .where(and(eq(arisanMemberships.arisanId, arisanId), eq(members.userId, userId)));
  if (!row) throw new Error(`user ${userId} has no seat in arisan ${arisanId}`);
  return row;
}

/** The group's row as stored (units reserved, start error, dates, status). */
export async function groupRow(t: TestContext, arisanId: number) {
  const [row] = await t.db.select().from(arisans).where(eq(arisans.id, arisanId));
  return row!;
}

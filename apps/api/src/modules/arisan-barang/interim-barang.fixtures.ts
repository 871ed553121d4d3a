import { barangContribution, todayInShop } from '@toko/shared';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { arisanMemberships, arisans, members, products } from '../../db/schema/index.ts';
import { createProduct, VALID_ADDRESS } from '../orders/orders.fixtures.ts';

// Arisan barang test data: a product, customers with a default address linked to member records, and a
// started group holding its N units (what joining and 'Mulai Arisan' make).

export type BarangCustomer = {
  token: string;
  user: { id: number; email: string; fullname: string; role: string };
};

export interface BarangGroupOptions {
  members?: number;
  price?: number;
  stock?: number;
  adminFee?: number;
  savingType?: 'daily' | 'weekly' | 'monthly';
  startDate?: string;
}

export async function barangTestContext(options: Parameters<typeof createTestContext>[0] = {}) {
  const t = await createTestContext(options);
  const adminToken = await t.adminToken();
  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    t.call({ method, url, token: adminToken, body });

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

  /** A started group of N fresh customers, its first cycle due today, N units taken from the product. */
  async function startedGroup(opts: BarangGroupOptions = {}) {
    const n = opts.members ?? 3;
    const price = opts.price ?? 1_250_000;
    const fee = opts.adminFee ?? 0;
    const product = await createProduct(t.db, { price, stock: opts.stock ?? 10 });
    const customers = [];
    for (let i = 0; i < n; i++) {
      const c = await customer();
      const made = await admin('POST', '/api/members', { name: c.user.fullname });
      expect(made.status, made.raw).toBe(201);
      await t.db.update(members).set({ userId: c.user.id }).where(eq(members.id, made.body.data.id));
      customers.push({ ...c, memberId: made.body.data.id as number });
    }
    const res = await admin('POST', '/api/arisans', {
      name: `Arisan ${product.name} (${n} orang)`,
      contribution_amount: barangContribution(price, n, fee),
      saving_type: opts.savingType ?? 'monthly',
      duration: n,
      start_date: opts.startDate ?? todayInShop(),
      members_ids: customers.map((c) => c.memberId),
    });
    expect(res.status, res.raw).toBe(201);
    const arisanId = res.body.data.id as number;
    await t.db
      .update(arisans)
      .set({ kind: 'barang', productId: product.id, itemPrice: price, adminFee: fee })
      .where(eq(arisans.id, arisanId));
    const started = await admin('POST', `/api/arisans/${arisanId}/initialize-contributions`);
    expect(started.status, started.raw).toBe(200);
    await t.db.update(arisans).set({ unitsReserved: n }).where(eq(arisans.id, arisanId));
    await t.db
      .update(products)
      .set({ stock: sql`${products.stock} - ${n}`, sold: sql`${products.sold} + ${n}` })
      .where(eq(products.id, product.id));
    const arisan = await groupRow(t, arisanId);
    const seats = [];
    for (const c of customers) seats.push({ ...c, ...(await seatOf(t, arisanId, c.user.id)) });
    return { product, arisan, customers: seats };
  }

  return { t, adminToken, admin, customer, startedGroup };
}

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

export async function groupRow(t: TestContext, arisanId: number) {
  const [row] = await t.db.select().from(arisans).where(eq(arisans.id, arisanId));
  return row!;
}

import { randomBytes } from 'node:crypto';
import { addDays, barangContribution, cycleDate, type SavingType, todayInShop } from '@toko/shared';
import { eq } from 'drizzle-orm';
import type { TestContext } from '../../../test/app.ts';
import { arisanMemberships, arisans, members, products } from '../../db/schema/index.ts';
import { scheduleOf, syncDues } from '../arisan/dues.service.ts';

let seq = 0;

/**
 * A started arisan barang written straight into the database (the state 'Mulai Arisan' leaves: every
 * member's dues, status active, N units reserved), with its members' customer accounts. The first cycle
 * falls `firstCycleDaysAgo` days before today in the shop's clock, so tests choose what is due and late.
 */
export async function startedBarangGroup(
  t: TestContext,
  opts: {
    members?: number;
    price?: number;
    adminFee?: number;
    lateFee?: number;
    savingType?: SavingType;
    firstCycleDaysAgo?: number;
    started?: boolean;
  } = {},
) {
  seq += 1;
  const n = opts.members ?? 3;
  const price = opts.price ?? 3_000_000;
  const adminFee = opts.adminFee ?? 0;
  const savingType = opts.savingType ?? 'weekly';
  const startDate = addDays(todayInShop(), -(opts.firstCycleDaysAgo ?? 0));
  const [product] = await t.db
    .insert(products)
    .values({ name: `Sofa Arisan ${seq}`, slug: `sofa-arisan-${seq}-${Date.now()}`, price, stock: 20 })
    .returning();
  const [arisan] = await t.db
    .insert(arisans)
    .values({
      name: `Arisan Sofa ${seq} (${n} orang)`,
      kind: 'barang',
      productId: product!.id,
      itemPrice: price,
      adminFee,
      lateFee: opts.lateFee ?? 0,
      savingType,
      duration: n,
      contributionAmount: barangContribution(price, n, adminFee),
      startDate,
      endDate: cycleDate(startDate, savingType, n - 1),
    })
    .returning();
  const people = [];
  for (let i = 1; i <= n; i++) {
    const customer = await t.registerCustomer();
    const [member] = await t.db
      .insert(members)
      .values({
        name: customer.user.fullname,
        passcode: randomBytes(6).toString('hex'),
        userId: customer.user.id,
      })
      .returning();
    const [membership] = await t.db
      .insert(arisanMemberships)
      .values({ arisanId: arisan!.id, memberId: member!.id, position: i })
      .returning();
    people.push({ ...customer, memberId: member!.id, membershipId: membership!.id });
  }
  if (opts.started ?? true) {
    await t.db.transaction(async (tx) => {
      await syncDues(tx, scheduleOf(arisan!));
      await tx.update(arisans).set({ status: 'active', unitsReserved: n }).where(eq(arisans.id, arisan!.id));
    });
  }
  return { arisan: arisan!, product: product!, members: people };
}

import { addMonths, barangContribution, defaultEndDate, slugify, todayInShop } from '@toko/shared';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { insideLock, lockTaken } from '../db/race.ts';
import {
  arisanMemberships,
  arisanRecipients,
  arisans,
  categories,
  contributionDues,
  contributionPayments,
  locations,
  members,
  productAttributes,
  productImages,
  products,
  productTypes,
  shippingAddresses,
  users,
} from '../db/schema/index.ts';
import { countAll } from '../db/sql.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { insertProductImage } from '../modules/images/index.ts';
import { DEMO_CATALOG, DEMO_CATEGORIES } from './catalog-data.ts';
import { seedDemoReviews } from './demo-reviews.ts';
import { encodeDemoPicture } from './picture-cache.ts';
import { drawProductSvg } from './product-art.ts';

export const DEMO_CUSTOMER = { email: 'budi@toko.local', password: 'belanja123', fullname: 'Budi Santoso' };

/** Runs `fn` over items with at most `limit` at once (image encoding is CPU-bound). */
async function mapLimit<T, R>(
  items: T[],
  limit: number,
  fn: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  });
  await Promise.all(workers);
  return out;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: countAll() }).from(products);
  return (row?.n ?? 0) === 0;
}

/** Every demo product in catalog order, with its index (the seed of its drawings). */
function demoProducts() {
  return DEMO_CATEGORIES.flatMap((category) =>
    DEMO_CATALOG[category].map((product) => ({ category, product })),
  );
}

/**
 * Demo data for a fresh shop: the five categories with their products, a demo customer with an address,
 * a small arisan, and an arisan barang for a sofa that seven demo customers have joined (so its product
 * page shows 'Cicil lewat Arisan'). Everything is written in one transaction, so an interrupted seed
 * leaves an empty shop, not half of one. The pictures are not part of it: encoding them takes over a
 * minute on a cold machine, so the server listens first and addDemoPictures draws them after (ADR 067).
 */
export async function seedDemo(db: Db, log: (msg: string) => void = () => {}): Promise<void> {
  const flat = demoProducts();
  log(`seeding demo catalog: ${flat.length} products (their pictures follow once the shop is open)`);
  const customerHash = await hashPassword(DEMO_CUSTOMER.password);

  await db.transaction(async (tx) => {
    const cats = await tx
      .insert(categories)
      .values(DEMO_CATEGORIES.map((name) => ({ name, slug: slugify(name) })))
      .returning();
    const catId = new Map(cats.map((c) => [c.name, c.id]));
    const types = await tx
      .insert(productTypes)
      .values([{ name: 'Furniture' }, { name: 'Elektronik' }])
      .returning();
    const now = Date.now();
    // Two statements for the whole catalog, not two per product: the seed is on a first start's way to
    // listening (ADR 067).
    const rows = await tx
      .insert(products)
      .values(
        flat.map(({ category, product }, i) => ({
          name: product.name,
          slug: slugify(product.name),
          description: product.description,
          price: product.price,
          originalPrice: product.original_price,
          stock: product.stock,
          sold: product.sold,
          label: product.label,
          freeShipping: product.free_shipping,
          badge: product.badge,
          infoText: product.info_text,
          categoryId: catId.get(category)!,
          productTypeId: types[category === 'Electronics' ? 1 : 0]!.id,
          // Spread creation times so "newest" sorting means something.
          createdAt: new Date(now - (flat.length - i) * 3_600_000),
        })),
      )
      .returning({ id: products.id, slug: products.slug });
    const idBySlug = new Map(rows.map((r) => [r.slug, r.id]));
    const attributes = flat.flatMap(({ product }) =>
      product.attributes.map((a, position) => ({
        productId: idBySlug.get(slugify(product.name))!,
        position,
        title: a.title,
        value: a.value,
        color: a.color ?? null,
      })),
    );
    if (attributes.length) await tx.insert(productAttributes).values(attributes);

    const [customer] = await tx
      .insert(users)
      .values({
        fullname: DEMO_CUSTOMER.fullname,
        email: DEMO_CUSTOMER.email,
        phoneNumber: '6281234567801',
        passwordHash: customerHash,
        role: 'customer',
      })
      .returning({ id: users.id });
    await tx.insert(shippingAddresses).values({
      userId: customer!.id,
      label: 'Rumah',
      recipient: DEMO_CUSTOMER.fullname,
      phone: '081234567801',
      provinsi: 'Jawa Timur',
      kabupaten: 'Kota Surabaya',
      kecamatan: 'Gubeng',
      desa: 'Airlangga',
      jalan: 'Jl. Airlangga No. 12',
      postalCode: '60286',
      isDefault: true,
    });

    await seedArisan(tx);
    await seedArisanBarang(tx, customerHash);
    await seedDemoReviews(
      tx,
      DEMO_BARANG.joined.map(([, email]) => email),
    );
  });
}

/**
 * Gives every demo product that has no picture yet its drawings, encoded (or read back from the picture
 * cache) two at a time. It runs after the server listens, and again on every start with SEED_DEMO, so a
 * stop half way is finished next time. Each product's pictures go in with its row locked and only if it
 * still has none, so two processes starting together never give a product its pictures twice.
 * `stopping` is asked between products: a server that is shutting down stops drawing.
 */
export async function addDemoPictures(
  db: Db,
  log: (msg: string) => void = () => {},
  stopping: () => boolean = () => false,
): Promise<number> {
  const flat = demoProducts();
  const slugs = flat.map(({ product }) => slugify(product.name));
  const rows = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(
      and(
        inArray(products.slug, slugs),
        notExists(
          db.select({ one: sql`1` }).from(productImages).where(eq(productImages.productId, products.id)),
        ),
      ),
    );
  if (!rows.length) return 0;
  const idBySlug = new Map(rows.map((r) => [r.slug, r.id]));
  const todo = flat.flatMap(({ product }, i) => {
    const id = idBySlug.get(slugs[i]!);
    return id === undefined ? [] : [{ id, product, i }];
  });
  log(`drawing the pictures of ${todo.length} demo products...`);
  const started = Date.now();
  let added = 0;
  await mapLimit(todo, 2, async ({ id, product, i }) => {
    if (stopping()) return;
    const encoded: Awaited<ReturnType<typeof encodeDemoPicture>>[] = [];
    for (const [c, color] of product.art.colors.entries()) {
      encoded.push(await encodeDemoPicture(drawProductSvg(product.art.kind, color, { seed: i * 7 + c })));
    }
    if (stopping()) return;
    await db.transaction(async (tx) => {
      const row = tx.select({ id: products.id }).from(products).where(eq(products.id, id));
      const [locked] = lockTaken('seed.pictures') ? await row.for('update') : await row;
      const [has] = await tx
        .select({ n: countAll() })
        .from(productImages)
        .where(eq(productImages.productId, id));
      await insideLock('seed.pictures');
      if (!locked || (has?.n ?? 0) > 0) return;
      for (const [position, picture] of encoded.entries())
        await insertProductImage(tx, id, picture, position);
      added++;
    });
  });
  log(`demo pictures ready for ${added} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return added;
}

async function seedArisan(tx: Db) {
  const locs = await tx
    .insert(locations)
    .values([{ name: 'Bangkalan Kota' }, { name: 'Kamal' }])
    .returning();
  const people = [
    ['Siti Aminah', '6281331110001', 0, 'Jl. Trunojoyo 5'],
    ['Ahmad Fauzi', '6281331110002', 0, 'Jl. Halim Perdana Kusuma 21'],
    ['Nur Hasanah', '6281331110003', 1, 'Jl. Raya Kamal 8'],
    ['Dewi Lestari', '6281331110004', 1, 'Jl. Pelabuhan 14'],
  ] as const;
  const mems = await tx
    .insert(members)
    .values(
      people.map(([name, phone, loc, address], i) => ({
        name,
        phone,
        address,
        locationId: locs[loc]!.id,
        passcode: `ARS${String(1001 + i)}`,
      })),
    )
    .returning();
  const start = '2026-09-01';
  const duration = 4;
  const contribution = 250_000;
  const [arisan] = await tx
    .insert(arisans)
    .values({
      name: 'Arisan Ibu-Ibu Bangkalan',
      savingType: 'monthly',
      duration,
      contributionAmount: contribution,
      startDate: start,
      endDate: addMonths(start, duration - 1),
      status: 'active',
    })
    .returning();
  const memberships = await tx
    .insert(arisanMemberships)
    .values(mems.map((m, i) => ({ arisanId: arisan!.id, memberId: m.id, position: i + 1 })))
    .returning();
  for (const ms of memberships) {
    await tx.insert(contributionDues).values(
      Array.from({ length: duration }, (_, c) => ({
        membershipId: ms.id,
        cycle: c + 1,
        dueDate: addMonths(start, c),
        amount: contribution,
      })),
    );
  }
  // The first two members have paid the first cycle; the ledger's trigger marks their dues paid.
  for (const ms of memberships.slice(0, 2)) {
    await tx.insert(contributionPayments).values({
      membershipId: ms.id,
      arisanId: arisan!.id,
      memberId: ms.memberId,
      amount: contribution,
      cycles: 1,
      paymentDate: start,
    });
  }
  // Cycle 1's pot went to the first member, as agreed at the start (once that date has come).
  if (start <= todayInShop()) {
    await tx.insert(arisanRecipients).values({
      arisanId: arisan!.id,
      cycle: 1,
      membershipId: memberships[0]!.id,
      method: 'manual',
      receivedDate: start,
    });
  }
}

/** The sofa of the demo's arisan barang, and who has joined it (they sign in with the demo password). */
export const DEMO_BARANG = {
  product: 'Sofa Linen 3 Dudukan Terakota',
  members: 10,
  joined: [
    ['Rina Wulandari', 'rina@toko.local', '6281331120001'],
    ['Agus Salim', 'agus@toko.local', '6281331120002'],
    ['Fitri Handayani', 'fitri@toko.local', '6281331120003'],
    ['Hendra Gunawan', 'hendra@toko.local', '6281331120004'],
    ['Yuliana Sari', 'yuli@toko.local', '6281331120005'],
    ['Bambang Irawan', 'bambang@toko.local', '6281331120006'],
    ['Lilis Suryani', 'lilis@toko.local', '6281331120007'],
  ],
} as const;

/**
 * An arisan barang still taking members: 10 seats, monthly, starting when full, 7 customers joined, each
 * with an account, a default address and their linked member record. The demo customers share the demo
 * password's hash (made once: hashing is the slow part of seeding).
 */
export async function seedArisanBarang(tx: Db, passwordHash: string) {
  const [sofa] = await tx
    .select({ id: products.id, price: products.price })
    .from(products)
    .where(eq(products.name, DEMO_BARANG.product));
  const customers = await tx
    .insert(users)
    .values(
      DEMO_BARANG.joined.map(([fullname, email, phone]) => ({
        fullname,
        email,
        phoneNumber: phone,
        passwordHash,
        role: 'customer',
      })),
    )
    .returning({ id: users.id, fullname: users.fullname, phone: users.phoneNumber });
  await tx.insert(shippingAddresses).values(
    customers.map((c, i) => ({
      userId: c.id,
      label: 'Rumah',
      recipient: c.fullname,
      phone: c.phone!,
      provinsi: 'Jawa Timur',
      kabupaten: 'Bangkalan',
      kecamatan: 'Arosbaya',
      desa: 'Balung',
      jalan: `Jl. Raya Arosbaya No. ${i + 3}`,
      postalCode: '69151',
      isDefault: true,
    })),
  );
  const mems = await tx
    .insert(members)
    .values(
      customers.map((c, i) => ({
        name: c.fullname,
        phone: c.phone,
        userId: c.id,
        passcode: `BRG${String(2001 + i)}`,
      })),
    )
    .returning({ id: members.id });
  // Starts when full: the start date is a placeholder until the tenth member joins (ADR 042).
  const today = todayInShop();
  const [group] = await tx
    .insert(arisans)
    .values({
      name: `Arisan ${DEMO_BARANG.product} (${DEMO_BARANG.members} orang)`,
      kind: 'barang',
      productId: sofa!.id,
      itemPrice: sofa!.price,
      adminFee: 0,
      startWhenFull: true,
      savingType: 'monthly',
      duration: DEMO_BARANG.members,
      contributionAmount: barangContribution(sofa!.price, DEMO_BARANG.members, 0),
      startDate: today,
      endDate: defaultEndDate(today, 'monthly', DEMO_BARANG.members),
      status: 'inactive',
    })
    .returning({ id: arisans.id });
  await tx
    .insert(arisanMemberships)
    .values(mems.map((m, i) => ({ arisanId: group!.id, memberId: m.id, position: i + 1 })));
}

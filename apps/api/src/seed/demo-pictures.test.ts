import { IMAGE_WIDTHS, slugify } from '@toko/shared';
import { eq, inArray, not } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/app.ts';
import { raceTest, WIDE_WINDOW, withRaceHooks } from '../../test/race.ts';
import { imageVariants, productImages, products } from '../db/schema/index.ts';
import { countAll } from '../db/sql.ts';
import { insertProductImage } from '../modules/images/index.ts';
import { DEMO_CATALOG, DEMO_CATEGORIES } from './catalog-data.ts';
import { addDemoPictures, seedDemo } from './index.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const demo = DEMO_CATEGORIES.flatMap((category) => DEMO_CATALOG[category]);
// Two products drawn for real; the rest get a stand-in picture below, so the test encodes a few
// drawings, not the whole catalog (which the browser tests' start does).
const drawn = demo.filter((p) => p.art.colors.length === 1).slice(0, 2);

async function picturesOf(slug: string) {
  const [row] = await t.db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
  const images = await t.db.select().from(productImages).where(eq(productImages.productId, row!.id));
  const variants = images.length
    ? await t.db
        .select({ n: countAll() })
        .from(imageVariants)
        .where(
          inArray(
            imageVariants.imageId,
            images.map((i) => i.id),
          ),
        )
    : [{ n: 0 }];
  return { images: images.length, variants: variants[0]!.n };
}

describe('the demo shop on a first start', () => {
  it('is open with its whole catalog before any picture is drawn; the pictures follow, once each', async () => {
    await seedDemo(t.db);

    // What a shopper sees while the pictures are drawn: every product, each with no picture yet.
    const list = await t.call({ method: 'GET', url: '/api/products' });
    expect(list.status).toBe(200);
    expect(list.body.pagination.totalItems).toBe(demo.length);
    expect(list.body.data.every((p: { image_id: number | null }) => p.image_id === null)).toBe(true);
    const first = await t.call({ method: 'GET', url: `/api/products/${slugify(drawn[0]!.name)}` });
    expect(first.status).toBe(200);
    expect(first.body.data.images).toEqual([]);
    expect(first.body.data.thumbnail_url).toBeNull();

    // Every other demo product already has a (stand-in) picture, as after an earlier start.
    const others = await t.db
      .select({ id: products.id })
      .from(products)
      .where(
        not(
          inArray(
            products.slug,
            drawn.map((p) => slugify(p.name)),
          ),
        ),
      );
    for (const { id } of others) {
      await insertProductImage(
        t.db,
        id,
        {
          width: 1,
          height: 1,
          variants: [{ width: 180, format: 'jpeg', bytes: Buffer.from([1]), etag: 'x' }],
        },
        0,
      );
    }

    // Two processes that start together draw the missing pictures; each product gets them once.
    const added = await Promise.all([addDemoPictures(t.db), addDemoPictures(t.db)]);
    expect(added[0]! + added[1]!).toBe(2);
    for (const p of drawn) {
      expect(await picturesOf(slugify(p.name))).toEqual({ images: 1, variants: IMAGE_WIDTHS.length * 3 });
    }
    const shown = await t.call({ method: 'GET', url: `/api/products/${slugify(drawn[0]!.name)}` });
    expect(shown.body.data.images).toHaveLength(1);
    expect(shown.body.data.thumbnail_url).toMatch(/280/);

    // The next start finds nothing left to draw.
    expect(await addDemoPictures(t.db)).toBe(0);
  }, 180_000);

  it('stops drawing when the server is stopping, and the next start finishes the job', async () => {
    const slug = slugify(drawn[0]!.name);
    const [row] = await t.db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
    await t.db.delete(productImages).where(eq(productImages.productId, row!.id));

    expect(
      await addDemoPictures(
        t.db,
        () => {},
        () => true,
      ),
    ).toBe(0);
    expect(await picturesOf(slug)).toEqual({ images: 0, variants: 0 });
    expect(await addDemoPictures(t.db)).toBe(1);
    expect(await picturesOf(slug)).toEqual({ images: 1, variants: IMAGE_WIDTHS.length * 3 });
  }, 180_000);

  // Two processes start together (WEB_CONCURRENCY on PostgreSQL): both find the same product without a
  // picture and both draw it; the row lock lets only the first store its drawings.
  async function raceForOneProduct() {
    const slug = slugify(drawn[0]!.name);
    const [row] = await t.db.select({ id: products.id }).from(products).where(eq(products.slug, slug));
    await t.db.delete(productImages).where(eq(productImages.productId, row!.id));
    return { slug, added: await Promise.all([addDemoPictures(t.db), addDemoPictures(t.db)]) };
  }

  raceTest(
    'gives a demo product its pictures once when two starts draw it at the same moment',
    async () => {
      const { slug, added } = await withRaceHooks(WIDE_WINDOW, raceForOneProduct);
      expect(added[0]! + added[1]!).toBe(1);
      expect(await picturesOf(slug)).toEqual({ images: 1, variants: IMAGE_WIDTHS.length * 3 });
    },
    60_000,
  );

  raceTest(
    'would give it the pictures twice without the row lock (the race test above is real)',
    async () => {
      const { slug, added } = await withRaceHooks(
        { ...WIDE_WINDOW, unlocked: ['seed.pictures'] },
        raceForOneProduct,
      );
      expect(added).toEqual([1, 1]);
      expect(await picturesOf(slug)).toEqual({ images: 2, variants: 2 * IMAGE_WIDTHS.length * 3 });
    },
    60_000,
  );
});

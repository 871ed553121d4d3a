import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { raceTest, WIDE_WINDOW, withRaceHooks } from '../../../test/race.ts';
import type { RaceHooks } from '../../db/race.ts';
import { products, reviewPhotos, reviews } from '../../db/schema/index.ts';
import { createProduct } from '../orders/orders.fixtures.ts';
import { boughtItem, photo, postReview } from './reviews.fixtures.ts';

// Verified reviews (docs/decisions/074-verified-reviews.md): who may write one, what the product page
// lists, the owner's reply and hide, and the product's figures that always equal its visible reviews.

let t: TestContext;
let admin: string;
beforeAll(async () => {
  // The race test holds each review 150 ms inside the product's lock, so 20 of them queue for ~3 s.
  t = await createTestContext({ poolLimits: { lockTimeoutMs: 60_000, poolTimeoutMs: 60_000 } });
  admin = await t.adminToken();
});
afterAll(async () => {
  await t.close();
});

const figures = async (productId: number) => {
  const [row] = await t.db
    .select({ rating: products.rating, review_count: products.reviewCount, slug: products.slug })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
};
const reviewsOf = (productId: number) => t.db.select().from(reviews).where(eq(reviews.productId, productId));
const list = async (productId: number, query = '') => {
  const { slug } = await figures(productId);
  const res = await t.call({ method: 'GET', url: `/api/products/${slug}/reviews${query}` });
  expect(res.status, res.raw).toBe(200);
  return res.body;
};
const jpeg = async (color?: string) => ({
  bytes: await photo(color),
  filename: 'foto.jpg',
  type: 'image/jpeg',
});

describe('writing a review', () => {
  it('stores a review of a delivered item with its photos and answers 201 with the first name only', async () => {
    const { customer, productId, itemId } = await boughtItem(t, { fullname: 'Siti Nurhaliza Rahma' });
    const res = await postReview(
      t,
      customer.token,
      { order_item_id: String(itemId), rating: '4', text: '  Empuk dan rapi, pengiriman cepat.  ' },
      [await jpeg('#a33'), await jpeg('#33a')],
    );
    expect(res.status, res.raw).toBe(201);
    expect(res.body.review).toMatchObject({
      order_item_id: itemId,
      product_id: productId,
      rating: 4,
      text: 'Empuk dan rapi, pengiriman cepat.',
      reviewer_name: 'Siti',
      reply: null,
    });
    expect(res.body.review.photos).toHaveLength(2);
    const stored = await t.db
      .select()
      .from(reviewPhotos)
      .where(eq(reviewPhotos.reviewId, res.body.review.id));
    expect(stored.map((p) => p.position).sort()).toEqual([0, 1]);
    expect(await figures(productId)).toMatchObject({ rating: 4, review_count: 1 });

    // The photos are re-encoded JPEGs, small for the list and larger to open.
    const [first] = res.body.review.photos;
    const thumb = await t.app.inject({ method: 'GET', url: `/api/review-photos/${first.id}?size=thumb` });
    const large = await t.app.inject({ method: 'GET', url: `/api/review-photos/${first.id}?size=large` });
    expect([thumb.statusCode, thumb.headers['content-type'], large.statusCode]).toEqual([
      200,
      'image/jpeg',
      200,
    ]);
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect([thumbMeta.format, (await sharp(large.rawPayload).metadata()).width]).toEqual(['jpeg', 560]);
    expect(thumbMeta.width).toBe(200);
  });

  it('takes a review without text or photos', async () => {
    const { customer, productId, itemId } = await boughtItem(t);
    const res = await postReview(t, customer.token, { order_item_id: String(itemId), rating: '5', text: '' });
    expect(res.status, res.raw).toBe(201);
    expect(res.body.review).toMatchObject({ text: null, photos: [], rating: 5 });
    expect(await figures(productId)).toMatchObject({ rating: 5, review_count: 1 });
  });

  it("refuses another customer's order item as not found (404), and writes nothing", async () => {
    const { productId, itemId } = await boughtItem(t);
    const stranger = await t.registerCustomer();
    const res = await postReview(t, stranger.token, { order_item_id: String(itemId), rating: '1' });
    expect([res.status, res.body.message]).toEqual([404, 'Barang pesanan tidak ditemukan']);
    expect(await reviewsOf(productId)).toHaveLength(0);
    expect(await figures(productId)).toMatchObject({ rating: 0, review_count: 0 });
  });

  it.each(['pending', 'processing', 'shipped', 'cancelled'])(
    'refuses an item of an order that is %s (409), and writes nothing',
    async (status) => {
      const { customer, productId, itemId } = await boughtItem(t, { status });
      const res = await postReview(t, customer.token, { order_item_id: String(itemId), rating: '5' }, [
        await jpeg(),
      ]);
      expect([res.status, res.body.message]).toEqual([409, 'Ulasan bisa diberikan setelah pesanan selesai']);
      expect(await reviewsOf(productId)).toHaveLength(0);
    },
  );

  it('refuses a second review of the same item (409) and keeps the first', async () => {
    const { customer, productId, itemId } = await boughtItem(t);
    expect((await postReview(t, customer.token, { order_item_id: String(itemId), rating: '5' })).status).toBe(
      201,
    );
    const again = await postReview(t, customer.token, { order_item_id: String(itemId), rating: '1' });
    expect([again.status, again.body.message]).toEqual([409, 'Barang ini sudah kamu ulas']);
    const rows = await reviewsOf(productId);
    expect(rows.map((r) => r.rating)).toEqual([5]);
  });

  it('lets the same customer review the same product again from another delivered order', async () => {
    const first = await boughtItem(t);
    const second = await boughtItem(t, { customer: first.customer, productId: first.productId });
    for (const [item, rating] of [
      [first.itemId, '5'],
      [second.itemId, '2'],
    ] as const) {
      expect(
        (await postReview(t, first.customer.token, { order_item_id: String(item), rating })).status,
      ).toBe(201);
    }
    expect(await figures(first.productId)).toMatchObject({ rating: 3.5, review_count: 2 });
  });

  it.each([
    [{ rating: '0' }, 'rating', 'Pilih 1 sampai 5 bintang'],
    [{ rating: '6' }, 'rating', 'Pilih 1 sampai 5 bintang'],
    [{ rating: '4.5' }, 'rating', 'Pilih 1 sampai 5 bintang'],
    [{ rating: '5', text: 'x'.repeat(1001) }, 'text', 'Ulasan maksimal 1000 karakter'],
    [{ rating: '5', text: 'bagus\u0000' }, 'text', 'Teks tidak boleh berisi karakter kontrol'],
  ])('refuses %o with a message on %s (400)', async (fields, path, message) => {
    const { customer, productId, itemId } = await boughtItem(t);
    const res = await postReview(t, customer.token, { order_item_id: String(itemId), ...fields });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path, message });
    expect(await reviewsOf(productId)).toHaveLength(0);
  });

  it('refuses a fourth photo (400) and a file that is not a picture (415), storing nothing', async () => {
    const { customer, productId, itemId } = await boughtItem(t);
    const four = await postReview(t, customer.token, { order_item_id: String(itemId), rating: '5' }, [
      await jpeg(),
      await jpeg(),
      await jpeg(),
      await jpeg(),
    ]);
    expect([four.status, four.body.message]).toEqual([400, 'Maksimal 3 foto']);
    const notPicture = await postReview(t, customer.token, { order_item_id: String(itemId), rating: '5' }, [
      { bytes: Buffer.from('bukan gambar'), filename: 'foto.jpg', type: 'image/jpeg' },
    ]);
    expect(notPicture.status).toBe(415);
    expect(notPicture.body.message).toBe('File bukan gambar yang didukung (JPEG, PNG, WebP, atau AVIF)');
    expect(await reviewsOf(productId)).toHaveLength(0);
  });

  it('refuses the owner (403) and a visitor without a token (401)', async () => {
    const { itemId } = await boughtItem(t);
    expect((await postReview(t, admin, { order_item_id: String(itemId), rating: '5' })).status).toBe(403);
    expect((await postReview(t, '', { order_item_id: String(itemId), rating: '5' })).status).toBe(401);
  });
});

describe("a customer's items waiting for a review", () => {
  it('lists delivered items not yet reviewed, of one order when asked, and never those of others', async () => {
    const a = await boughtItem(t);
    const b = await boughtItem(t, { customer: a.customer });
    await boughtItem(t, { customer: a.customer, status: 'shipped' });
    await boughtItem(t); // someone else's
    const get = (q = '') =>
      t.call({ method: 'GET', url: `/api/reviews/reviewable${q}`, token: a.customer.token });
    expect((await get()).body.data.map((i: { order_item_id: number }) => i.order_item_id)).toEqual([
      b.itemId,
      a.itemId,
    ]);
    await postReview(t, a.customer.token, { order_item_id: String(b.itemId), rating: '4' });
    const after = await get(`?order_id=${b.order.id}`);
    expect(after.body.data).toEqual([]);
    expect((await get(`?order_id=${a.order.id}`)).body.data).toEqual([
      expect.objectContaining({ order_item_id: a.itemId, order_number: a.order.orderNumber }),
    ]);
  });
});

describe("a product page's reviews", () => {
  it('lists visible reviews newest first, by stars and with photos, in keyset pages', async () => {
    const product = await createProduct(t.db, { stock: 50 });
    const ratings = [5, 4, 5, 3, 5, 1, 5];
    for (const [i, rating] of ratings.entries()) {
      const { customer, itemId } = await boughtItem(t, {
        productId: product.id,
        fullname: `Pembeli${i} Uji`,
      });
      const photos = i % 3 === 0 ? [await jpeg()] : [];
      const res = await postReview(
        t,
        customer.token,
        { order_item_id: String(itemId), rating: String(rating) },
        photos,
      );
      expect(res.status, res.raw).toBe(201);
    }
    expect(await figures(product.id)).toMatchObject({ rating: 4, review_count: 7 });

    const first = await list(product.id, '?limit=3');
    expect(first.data.map((r: { reviewer_name: string }) => r.reviewer_name)).toEqual([
      'Pembeli6',
      'Pembeli5',
      'Pembeli4',
    ]);
    expect(first.pagination).toMatchObject({
      totalItems: 7,
      totalPages: 3,
      currentPage: 1,
      hasNextPage: true,
    });
    const second = await list(product.id, `?limit=3&cursor=${first.pagination.nextCursor}`);
    expect(second.data.map((r: { reviewer_name: string }) => r.reviewer_name)).toEqual([
      'Pembeli3',
      'Pembeli2',
      'Pembeli1',
    ]);
    const third = await list(product.id, `?limit=3&cursor=${second.pagination.nextCursor}`);
    expect(third.data.map((r: { reviewer_name: string }) => r.reviewer_name)).toEqual(['Pembeli0']);
    expect(third.pagination).toMatchObject({ currentPage: 3, nextCursor: null, hasNextPage: false });

    const fives = await list(product.id, '?rating=5');
    expect(fives.data.map((r: { rating: number }) => r.rating)).toEqual([5, 5, 5, 5]);
    const withPhotos = await list(product.id, '?with_photos=true');
    expect(withPhotos.data.map((r: { reviewer_name: string }) => r.reviewer_name)).toEqual([
      'Pembeli6',
      'Pembeli3',
      'Pembeli0',
    ]);
    expect(withPhotos.data.every((r: { photos: unknown[] }) => r.photos.length === 1)).toBe(true);

    // A cursor made for one filter is refused on another.
    const mixed = await t.call({
      method: 'GET',
      url: `/api/products/${product.slug}/reviews?limit=3&rating=5&cursor=${first.pagination.nextCursor}`,
    });
    expect([mixed.status, mixed.body.message]).toEqual([400, 'Cursor tidak berlaku untuk daftar ini']);
  });

  it('answers an empty list for a product without reviews, and 404 for an unknown product', async () => {
    const product = await createProduct(t.db);
    const body = await list(product.id);
    expect(body).toEqual({
      data: [],
      pagination: {
        currentPage: 1,
        totalPages: 1,
        totalItems: 0,
        limit: 5,
        hasNextPage: false,
        nextCursor: null,
      },
    });
    const res = await t.call({ method: 'GET', url: '/api/products/tidak-ada-produk-ini/reviews' });
    expect([res.status, res.body.message]).toEqual([404, 'Produk tidak ditemukan']);
  });

  it("shows the product's figures on its page and cards, from the reviews", async () => {
    const { customer, productId, itemId } = await boughtItem(t);
    await postReview(t, customer.token, { order_item_id: String(itemId), rating: '4' });
    const { slug } = await figures(productId);
    const page = await t.call({ method: 'GET', url: `/api/products/${slug}` });
    expect(page.body.data).toMatchObject({ rating: 4, review_count: 1 });
  });
});

describe("the owner's reply and hide", () => {
  async function reviewed(rating = '2') {
    const bought = await boughtItem(t);
    const res = await postReview(t, bought.customer.token, { order_item_id: String(bought.itemId), rating }, [
      await jpeg(),
    ]);
    return { ...bought, review: res.body.review };
  }

  it('replies once; the reply shows under the review; a second is refused (409) and the first kept', async () => {
    const { productId, review } = await reviewed();
    const reply = (text: string) =>
      t.call({ method: 'POST', url: `/api/reviews/${review.id}/reply`, token: admin, body: { reply: text } });
    const first = await reply('Terima kasih, kami perbaiki pengemasannya.');
    expect(first.status, first.raw).toBe(200);
    expect(first.body.data).toMatchObject({ reply: 'Terima kasih, kami perbaiki pengemasannya.' });
    const second = await reply('Balasan lain');
    expect([second.status, second.body.message]).toEqual([409, 'Ulasan ini sudah dibalas']);
    const shown = await list(productId);
    expect(shown.data[0]).toMatchObject({ reply: 'Terima kasih, kami perbaiki pengemasannya.' });
    const empty = await t.call({
      method: 'POST',
      url: `/api/reviews/${review.id}/reply`,
      token: admin,
      body: { reply: ' ' },
    });
    expect([empty.status, empty.body.message]).toEqual([400, 'Tulis balasan']);
  });

  it('hides with a reason that is kept: gone from the page, its photos and the figures', async () => {
    const { productId, review } = await reviewed('1');
    const other = await boughtItem(t, { productId });
    await postReview(t, other.customer.token, { order_item_id: String(other.itemId), rating: '5' });
    expect(await figures(productId)).toMatchObject({ rating: 3, review_count: 2 });

    const noReason = await t.call({
      method: 'POST',
      url: `/api/reviews/${review.id}/hide`,
      token: admin,
      body: {},
    });
    expect(noReason.status).toBe(400);
    expect(await figures(productId)).toMatchObject({ rating: 3, review_count: 2 });

    const hide = await t.call({
      method: 'POST',
      url: `/api/reviews/${review.id}/hide`,
      token: admin,
      body: { reason: 'Berisi nomor telepon pribadi' },
    });
    expect(hide.status, hide.raw).toBe(200);
    expect(hide.body.data).toMatchObject({
      hidden_reason: 'Berisi nomor telepon pribadi',
      hidden_at: expect.any(String),
    });
    expect(await figures(productId)).toMatchObject({ rating: 5, review_count: 1 });
    expect((await list(productId)).data.map((r: { id: number }) => r.id)).not.toContain(review.id);
    const pic = await t.call({ method: 'GET', url: `/api/review-photos/${review.photos[0].id}` });
    expect(pic.status).toBe(404);

    const again = await t.call({
      method: 'POST',
      url: `/api/reviews/${review.id}/hide`,
      token: admin,
      body: { reason: 'Lagi' },
    });
    expect([again.status, again.body.message]).toEqual([409, 'Ulasan ini sudah disembunyikan']);
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row!.hiddenReason).toBe('Berisi nomor telepon pribadi');

    const hidden = await t.call({
      method: 'GET',
      url: '/api/reviews?visibility=hidden&limit=100',
      token: admin,
    });
    expect(hidden.body.data).toContainEqual(
      expect.objectContaining({ id: review.id, hidden_reason: 'Berisi nomor telepon pribadi' }),
    );
  });

  it('answers 404 for an unknown review and refuses a customer (403)', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/reviews/2000000000/reply',
      token: admin,
      body: { reply: 'Hai' },
    });
    expect([res.status, res.body.message]).toEqual([404, 'Ulasan tidak ditemukan']);
    const { customer, review } = await reviewed();
    const mine = await t.call({
      method: 'POST',
      url: `/api/reviews/${review.id}/hide`,
      token: customer.token,
      body: { reason: 'Saya mau sembunyikan' },
    });
    expect(mine.status).toBe(403);
  });
});

describe('reviews written at once', () => {
  const onlyReviews = (hooks: RaceHooks): RaceHooks => ({
    ...hooks,
    insideLock: (lock) => (lock === 'reviews.product' ? WIDE_WINDOW.insideLock!(lock) : Promise.resolve()),
  });

  raceTest('writes one review when the same item is sent twice at once', async () => {
    const { customer, productId, itemId } = await boughtItem(t);
    const results = await withRaceHooks(onlyReviews({}), () =>
      Promise.all(
        ['5', '1'].map((rating) => postReview(t, customer.token, { order_item_id: String(itemId), rating })),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await reviewsOf(productId)).toHaveLength(1);
    expect((await figures(productId)).review_count).toBe(1);
  });

  // 12 buyers review one product at once: its figures must count all 12 (the trigger reads the reviews
  // after the product's row is held, so each sees the ones committed before it).
  const race = async (hooks: RaceHooks) => {
    const product = await createProduct(t.db, { stock: 50 });
    const buyers = await Promise.all(
      Array.from({ length: 12 }, () => boughtItem(t, { productId: product.id })),
    );
    const results = await withRaceHooks(onlyReviews(hooks), () =>
      Promise.all(
        buyers.map((b, i) =>
          postReview(t, b.customer.token, { order_item_id: String(b.itemId), rating: String((i % 5) + 1) }),
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(12).fill(201));
    return figures(product.id);
  };

  raceTest(
    "keeps a product's figures equal to its reviews when 12 are written at once",
    async () => {
      expect(await race(WIDE_WINDOW)).toMatchObject({ review_count: 12, rating: 2.8 });
    },
    60_000,
  );

  raceTest(
    'would lose some of them without the lock (the race test above is real)',
    async () => {
      const r = await race({ ...WIDE_WINDOW, unlocked: ['reviews.product'] });
      expect(r.review_count).toBeLessThan(12);
    },
    60_000,
  );
});

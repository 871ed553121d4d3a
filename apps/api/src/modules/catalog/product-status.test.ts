import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { multipart, type Part } from '../../../test/multipart.ts';
import { imageVariants, productAttributes, productImages, products } from '../../db/schema/index.ts';
import { orderForProduct } from './catalog.fixtures.ts';

// Product status, duplicating and low stock (ADR 085): what the shop shows, what the owner sees.

let t: TestContext;
let admin: string;
let customer: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  customer = (await t.registerCustomer()).token;
  const res = await t.call({
    method: 'POST',
    url: '/api/categories',
    token: admin,
    body: { name: 'Lemari' },
  });
  categoryId = res.body.data.id;
});
afterAll(async () => {
  await t.close();
});

let seq = 0;
async function send(method: 'POST' | 'PUT', url: string, fields: Record<string, Part | Part[]>) {
  const { body, headers } = await multipart(fields);
  return t.call({ method, url, token: admin, body, headers });
}

async function newProduct(fields: Record<string, Part | Part[]> = {}) {
  const res = await send('POST', '/api/products', {
    name: `Lemari Jati ${++seq}`,
    price: '2500000',
    stock: '25',
    category_id: String(categoryId),
    ...fields,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; slug: string; name: string; status: string; stock: number };
}

const get = (url: string, token?: string) => t.call({ method: 'GET', url, token });

/** Where a shopper could meet the product: the list, a search, its page, the suggestions, the sitemap. */
async function shopperSees(p: { slug: string; name: string }) {
  const list = await get('/api/products?limit=48&sortBy=createdAt&sortOrder=desc');
  const search = await get(`/api/products?search=${encodeURIComponent(p.name)}`);
  const page = await get(`/api/products/${p.slug}`);
  const suggest = await get(`/api/products/suggest?q=${encodeURIComponent(p.name)}`);
  const sitemap = await get('/sitemaps/products-1.xml');
  return {
    list: list.body.data.some((c: { slug: string }) => c.slug === p.slug),
    search: search.body.data.some((c: { slug: string }) => c.slug === p.slug),
    page: page.status === 200,
    suggest: suggest.body.data.some((s: { slug: string }) => s.slug === p.slug),
    sitemap: sitemap.status === 200 && sitemap.raw.includes(`/${p.slug}<`),
  };
}

const nowhere = { list: false, search: false, page: false, suggest: false, sitemap: false };
const everywhere = { list: true, search: true, page: true, suggest: true, sitemap: true };

async function adminList(query: string) {
  const res = await get(`/api/admin/products?${query}`, admin);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: { id: number; status: string }[]; pagination: { totalItems: number } };
}

const shopTotal = async () => (await get('/api/products')).body.pagination.totalItems as number;

describe('product status (Aktif / Draf / Arsip)', () => {
  it('keeps a draft out of the shop and in the owner’s Draf list until it is made active', async () => {
    const before = await shopTotal();
    const draft = await newProduct({ status: 'draft' });
    expect(draft.status).toBe('draft');
    expect(await shopperSees(draft)).toEqual(nowhere);
    expect(await shopTotal()).toBe(before);
    expect((await adminList('status=draft')).data.map((p) => p.id)).toContain(draft.id);
    expect((await adminList('status=active')).data.map((p) => p.id)).not.toContain(draft.id);
    const edit = await get(`/api/admin/products/${draft.slug}`, admin);
    expect(edit.body.data).toMatchObject({ id: draft.id, status: 'draft', low_stock_threshold: 10 });
    // A customer cannot put it in a cart either.
    const add = await t.call({
      method: 'POST',
      url: '/api/cart/add',
      token: customer,
      body: { productId: draft.id, quantity: 1 },
    });
    expect(add.status).toBe(404);

    const live = await send('PUT', `/api/products/${draft.id}`, { status: 'active' });
    expect(live.body.data.status).toBe('active');
    expect(await shopperSees(draft)).toEqual(everywhere);
    expect(await shopTotal()).toBe(before + 1);
  });

  it('takes an archived product out of the shop, keeps it for the owner, and brings it back', async () => {
    const product = await newProduct();
    const total = await shopTotal();
    const archived = await send('PUT', `/api/products/${product.id}`, { status: 'archived' });
    expect(archived.status).toBe(200);
    expect(archived.body.data.status).toBe('archived');
    expect(await shopperSees(product)).toEqual(nowhere);
    expect(await shopTotal()).toBe(total - 1);
    expect((await adminList('status=archived')).data.map((p) => p.id)).toContain(product.id);
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.hiddenAt).toBeInstanceOf(Date);

    await send('PUT', `/api/products/${product.id}`, { status: 'active' });
    expect(await shopperSees(product)).toEqual(everywhere);
    const [back] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(back!.hiddenAt).toBeNull();
  });

  it('refuses an unknown status or threshold in Indonesian and changes nothing', async () => {
    const product = await newProduct();
    for (const [fields, message] of [
      [{ status: 'hidden' }, 'Status produk harus Aktif, Draf atau Arsip'],
      [{ status: 'deleted' }, 'Status produk harus Aktif, Draf atau Arsip'],
      [{ low_stock_threshold: '-1' }, 'Batas stok menipis harus bilangan bulat, 0 atau lebih'],
      [{ low_stock_threshold: '9007199254740993' }, 'Batas stok menipis harus bilangan bulat, 0 atau lebih'],
    ] as const) {
      const res = await send('PUT', `/api/products/${product.id}`, { ...fields, stock: '1' });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ status: 'active', stock: 25, lowStockThreshold: 10 });
    const bad = await get('/api/admin/products?status=deleted', admin);
    expect(bad.status).toBe(400);
  });

  it('answers the owner’s lists and reads to the owner only', async () => {
    const draft = await newProduct({ status: 'draft' });
    for (const url of ['/api/admin/products?status=draft', `/api/admin/products/${draft.slug}`]) {
      expect((await get(url)).status, url).toBe(401);
      expect((await get(url, customer)).status, url).toBe(403);
    }
    // The storefront's list has no status to ask for: the parameter changes nothing.
    const asked = await get('/api/products?status=draft&limit=48&sortBy=createdAt&sortOrder=desc');
    expect(asked.body.data.map((c: { id: number }) => c.id)).not.toContain(draft.id);
  });

  it('gone from the owner too once deleted, while an order kept it', async () => {
    const product = await newProduct({ status: 'archived' });
    await orderForProduct(t.db, product.id);
    const res = await t.call({ method: 'DELETE', url: `/api/products/${product.id}`, token: admin });
    expect(res.status).toBe(204);
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.status).toBe('deleted');
    for (const status of ['active', 'draft', 'archived'])
      expect((await adminList(`status=${status}`)).data.map((p) => p.id)).not.toContain(product.id);
    expect((await get(`/api/admin/products/${product.slug}`, admin)).status).toBe(404);
    const edit = await send('PUT', `/api/products/${product.id}`, { status: 'active' });
    expect(edit.status).toBe(404);
  });
});

describe('duplicating a product', () => {
  it('copies texts, prices, attributes and pictures as a draft without stock or sales', async () => {
    const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a5a44' } })
      .png()
      .toBuffer();
    const original = await newProduct({
      original_price: '3000000',
      description: 'Lemari dua pintu dari jati.',
      attributes: JSON.stringify([{ title: 'Warna', value: 'Coklat', color: '#8a5a44' }]),
      images: [{ bytes: picture, filename: 'lemari.png' }],
    });
    await t.db.update(products).set({ sold: 12, label: true }).where(eq(products.id, original.id));

    const res = await t.call({ method: 'POST', url: `/api/products/${original.id}/duplicate`, token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const copy = res.body.data;
    expect(copy).toMatchObject({
      name: `${original.name} (Salinan)`,
      status: 'draft',
      stock: 0,
      sold: 0,
      label: false,
      price: 2_500_000,
      original_price: 3_000_000,
      description: 'Lemari dua pintu dari jati.',
      category_id: categoryId,
      attributes: [{ title: 'Warna', value: 'Coklat', color: '#8a5a44' }],
    });
    expect(copy.id).not.toBe(original.id);
    expect(copy.slug).not.toBe(original.slug);
    expect(copy.images).toHaveLength(1);
    // The picture's stored variants are copied byte for byte.
    const variants = async (productId: number) =>
      t.db
        .select({ width: imageVariants.width, format: imageVariants.format, bytes: imageVariants.bytes })
        .from(imageVariants)
        .innerJoin(productImages, eq(productImages.id, imageVariants.imageId))
        .where(eq(productImages.productId, productId))
        .orderBy(imageVariants.width, imageVariants.format);
    const [a, b] = await Promise.all([variants(original.id), variants(copy.id)]);
    expect(b.length).toBeGreaterThan(0);
    expect(b).toEqual(a);
    // The original is as it was, and the draft is not in the shop.
    const [row] = await t.db.select().from(products).where(eq(products.id, original.id));
    expect(row).toMatchObject({ status: 'active', stock: 25, sold: 12 });
    expect((await get(`/api/products/${copy.slug}`)).status).toBe(404);
    const [attrs] = await t.db
      .select({ n: count() })
      .from(productAttributes)
      .where(eq(productAttributes.productId, original.id));
    expect(attrs!.n).toBe(1);
  });

  it('keeps a long name within 200 characters, and refuses a missing product or a customer', async () => {
    const long = await newProduct({ name: `Lemari ${'x'.repeat(193)}` });
    const res = await t.call({ method: 'POST', url: `/api/products/${long.id}/duplicate`, token: admin });
    expect(res.status).toBe(201);
    expect(res.body.data.name).toHaveLength(200);
    expect(res.body.data.name.endsWith(' (Salinan)')).toBe(true);
    const missing = await t.call({ method: 'POST', url: '/api/products/999999/duplicate', token: admin });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Produk tidak ditemukan');
    const before = await t.db.select({ n: count() }).from(products);
    const refused = await t.call({
      method: 'POST',
      url: `/api/products/${long.id}/duplicate`,
      token: customer,
    });
    expect(refused.status).toBe(403);
    expect(await t.db.select({ n: count() }).from(products)).toEqual(before);
  });
});

describe('low stock (Stok menipis)', () => {
  const lowCount = async () =>
    (await get('/api/dashboard/summary', admin)).body.data.lowStockProducts as number;

  it('counts and lists the shop’s products under their own threshold', async () => {
    const before = await lowCount();
    const low = await newProduct({ stock: '3' });
    const enough = await newProduct({ stock: '3', low_stock_threshold: '2' });
    const never = await newProduct({ stock: '0', low_stock_threshold: '0' });
    const draft = await newProduct({ stock: '1', status: 'draft' });
    expect(await lowCount()).toBe(before + 1);
    const listed = (await adminList('low_stock=1&limit=48')).data.map((p) => p.id);
    expect(listed).toContain(low.id);
    for (const p of [enough, never, draft]) expect(listed).not.toContain(p.id);

    // Restocking (or raising the threshold of another) moves the count.
    await send('PUT', `/api/products/${low.id}`, { stock: '40' });
    await send('PUT', `/api/products/${enough.id}`, { low_stock_threshold: '5' });
    expect(await lowCount()).toBe(before + 1);
    const again = (await adminList('low_stock=1&limit=48')).data;
    expect(again.map((p) => p.id)).toEqual(expect.arrayContaining([enough.id]));
    expect(again.map((p) => p.id)).not.toContain(low.id);
    const [row] = await t.db
      .select({ threshold: products.lowStockThreshold })
      .from(products)
      .where(and(eq(products.id, enough.id)));
    expect(row!.threshold).toBe(5);
  });
});

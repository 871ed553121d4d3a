import { crc32, deflateSync } from 'node:zlib';
import { IMAGE_WIDTHS } from '@toko/shared';
import { count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { multipart, type Part } from '../../../test/multipart.ts';
import {
  cartItems,
  carts,
  categories,
  imageVariants,
  orderItems,
  productAttributes,
  productImages,
  products,
  productTypes,
} from '../../db/schema/index.ts';
import { orderForProduct } from './catalog.fixtures.ts';

let t: TestContext;
let admin: string;
let customer: string;

beforeAll(async () => {
  t = await createTestContext();
  admin = await t.adminToken();
  customer = (await t.registerCustomer()).token;
});
afterAll(async () => {
  await t.close();
});

// ---- helpers -----------------------------------------------------------------------------------

async function sendProduct(
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, Part | Part[]>,
  token = admin,
) {
  const { body, headers } = await multipart(fields);
  return t.call({ method, url, token, body, headers });
}

const picture = (color: string, width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A PNG whose header says 20000 x 20000 (400 megapixels): an "image bomb" in 138 bytes. */
function hugePngHeader(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20000, 0);
  ihdr.writeUInt32BE(20000, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(60001))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

let seq = 0;
async function newCategory(name = `Kategori ${++seq}`) {
  const res = await t.call({ method: 'POST', url: '/api/categories', token: admin, body: { name } });
  expect(res.status).toBe(201);
  return res.body.data as { id: number; name: string; slug: string };
}

async function newProduct(fields: Record<string, Part | Part[]> = {}) {
  const category = await newCategory();
  const res = await sendProduct('POST', '/api/products', {
    name: `Produk Uji ${++seq}`,
    price: '1500000',
    stock: '7',
    category_id: String(category.id),
    ...fields,
  });
  expect(res.status).toBe(201);
  return res.body.data;
}

async function tableCounts() {
  const [[p], [i], [v], [a]] = await Promise.all([
    t.db.select({ n: count() }).from(products),
    t.db.select({ n: count() }).from(productImages),
    t.db.select({ n: count() }).from(imageVariants),
    t.db.select({ n: count() }).from(productAttributes),
  ]);
  return { products: p!.n, images: i!.n, variants: v!.n, attributes: a!.n };
}

// ---- access ------------------------------------------------------------------------------------

describe('access', () => {
  const endpoints: [string, string][] = [
    ['POST', '/api/categories'],
    ['PUT', '/api/categories/1'],
    ['DELETE', '/api/categories/1'],
    ['POST', '/api/products'],
    ['PUT', '/api/products/1'],
    ['DELETE', '/api/products/1'],
    ['POST', '/api/product-types'],
    ['PUT', '/api/product-types/1'],
    ['DELETE', '/api/product-types/1'],
  ];

  it.each(endpoints)('%s %s answers 401 without a token and 403 for a customer', async (method, url) => {
    const anonymous = await t.call({ method: method as 'POST', url, body: { name: 'X' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('UNAUTHORIZED');
    const shopper = await t.call({ method: method as 'POST', url, token: customer, body: { name: 'X' } });
    expect(shopper.status).toBe(403);
    // Adding and editing is staff work too (ADR 087); deleting is the owner's alone.
    const message =
      method === 'DELETE'
        ? 'Hanya admin yang dapat melakukan ini'
        : 'Hanya admin atau staf yang dapat melakukan ini';
    expect(shopper.body).toEqual({ message, code: 'FORBIDDEN' });
  });

  it('stores nothing when a customer sends a product', async () => {
    const before = await tableCounts();
    const res = await sendProduct(
      'POST',
      '/api/products',
      { name: 'Diam-diam', price: '1', stock: '1', category_id: '1' },
      customer,
    );
    expect(res.status).toBe(403);
    expect(await tableCounts()).toEqual(before);
  });
});

// ---- categories --------------------------------------------------------------------------------

describe('categories', () => {
  it('creates a category from a trimmed name and answers 201 with it', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/categories',
      token: admin,
      body: { name: '  Meja Makan  ' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ data: { id: expect.any(Number), name: 'Meja Makan', slug: 'meja-makan' } });
    const list = await t.call({ method: 'GET', url: '/api/categories' });
    expect(list.body.data).toContainEqual(expect.objectContaining({ name: 'Meja Makan', product_count: 0 }));
  });

  it('refuses an empty name and a duplicate in any case', async () => {
    const blank = await t.call({
      method: 'POST',
      url: '/api/categories',
      token: admin,
      body: { name: '   ' },
    });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('Nama kategori wajib diisi');

    await newCategory('Lampu');
    const dupe = await t.call({
      method: 'POST',
      url: '/api/categories',
      token: admin,
      body: { name: 'LAMPU' },
    });
    expect(dupe.status).toBe(409);
    expect(dupe.body.message).toBe('Kategori dengan nama ini sudah ada');
  });

  it('refuses a name whose page is already a page of the shop', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/categories',
      token: admin,
      body: { name: 'Cart' },
    });
    expect(res.status).toBe(409);
    expect(await t.db.select().from(categories).where(eq(categories.slug, 'cart'))).toHaveLength(0);
  });

  it('gives a second category with the same page name its own slug', async () => {
    await newCategory('Rak Buku');
    const other = await newCategory('Rak-Buku!');
    expect(other.slug).toBe('rak-buku-2');
  });

  it('renames a category and moves its page with the name', async () => {
    const cat = await newCategory('Kasur');
    const res = await t.call({
      method: 'PUT',
      url: `/api/categories/${cat.id}`,
      token: admin,
      body: { name: ' Kasur Busa ' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: cat.id, name: 'Kasur Busa', slug: 'kasur-busa' });
  });

  it('answers 404 for an unknown category and 409 for a rename onto another name', async () => {
    const missing = await t.call({
      method: 'PUT',
      url: '/api/categories/999999',
      token: admin,
      body: { name: 'Apa Saja' },
    });
    expect(missing.status).toBe(404);
    const a = await newCategory('Karpet');
    await newCategory('Gorden');
    const clash = await t.call({
      method: 'PUT',
      url: `/api/categories/${a.id}`,
      token: admin,
      body: { name: 'gorden' },
    });
    expect(clash.status).toBe(409);
  });

  // Deleting: category-delete.test.ts (ADR 052).
});

// ---- products ----------------------------------------------------------------------------------

describe('POST /api/products', () => {
  it('creates a product with two images and attributes in one go', async () => {
    const category = await newCategory('Sofa Uji');
    const before = await tableCounts();
    const res = await sendProduct('POST', '/api/products', {
      name: 'Sofa Bed Lipat Hijau',
      description: 'Sofa yang bisa jadi kasur.',
      price: '2400000',
      original_price: '3000000',
      stock: '12',
      category_id: String(category.id),
      badge: 'Baru',
      label: 'true',
      free_shipping: 'true',
      thumbnail_url: '',
      attributes: JSON.stringify([
        { title: 'Warna', value: 'Hijau', color: '#1f5c4a' },
        { title: 'Bahan', value: 'Kain linen' },
      ]),
      images: [
        { bytes: await picture('#1f5c4a'), filename: 'depan.png' },
        { bytes: await picture('#c0392b', 80, 60), filename: 'samping.jpg', type: 'image/jpeg' },
      ],
    });
    expect(res.status).toBe(201);
    const p = res.body.data;
    expect(p).toMatchObject({
      name: 'Sofa Bed Lipat Hijau',
      slug: 'sofa-bed-lipat-hijau',
      description: 'Sofa yang bisa jadi kasur.',
      price: 2400000,
      original_price: 3000000,
      stock: 12,
      category_id: category.id,
      category_name: 'Sofa Uji',
      badge: 'Baru',
      label: true,
      free_shipping: true,
      discount: 20,
      discount_amount: 600,
      main_image_url: null,
      sold: 0,
    });
    expect(p.attributes).toEqual([
      { id: expect.any(Number), title: 'Warna', value: 'Hijau', color: '#1f5c4a' },
      { id: expect.any(Number), title: 'Bahan', value: 'Kain linen', color: null },
    ]);
    expect(p.images).toHaveLength(2);
    expect(p.thumbnail_url).toBe(`/api/images/${p.images[0].id}?w=280&q=75&f=auto`);

    const after = await tableCounts();
    expect(after.products - before.products).toBe(1);
    expect(after.images - before.images).toBe(2);
    // Every variant is made at upload: each stored width in 3 formats per image.
    expect(after.variants - before.variants).toBe(2 * IMAGE_WIDTHS.length * 3);
    // The storefront shows it at once.
    const shown = await t.call({ method: 'GET', url: '/api/products/sofa-bed-lipat-hijau' });
    expect(shown.body.data.images).toEqual(p.images);
  });

  it('makes the slug unique when the name repeats', async () => {
    const a = await newProduct({ name: 'Kursi Lipat' });
    const b = await newProduct({ name: 'kursi  lipat!' });
    expect(a.slug).toBe('kursi-lipat');
    expect(b.slug).toBe('kursi-lipat-2');
  });

  it('refuses missing or malformed fields with their messages and stores nothing', async () => {
    const category = await newCategory();
    const before = await tableCounts();
    const cases: [Record<string, string>, string, string][] = [
      [{ price: '1000', stock: '1', category_id: String(category.id) }, 'name', 'Nama produk wajib diisi'],
      [
        { name: 'X', price: '1000.50', stock: '1', category_id: String(category.id) },
        'price',
        'Harga harus bilangan bulat rupiah, 0 atau lebih',
      ],
      [
        { name: 'X', price: '-1', stock: '1', category_id: String(category.id) },
        'price',
        'Harga harus bilangan bulat rupiah, 0 atau lebih',
      ],
      [
        { name: 'X', price: '1000', stock: '2.5', category_id: String(category.id) },
        'stock',
        'Stok harus bilangan bulat, 0 atau lebih',
      ],
      [{ name: 'X', price: '1000', stock: '1' }, 'category_id', 'Pilih kategori'],
      [
        {
          name: 'X',
          price: '1000',
          stock: '1',
          category_id: String(category.id),
          attributes: JSON.stringify([{ title: 'Warna', value: '  ' }]),
        },
        'attributes.0.value',
        'Setiap atribut perlu judul dan nilai',
      ],
      [
        { name: 'X', price: '1000', stock: '1', category_id: String(category.id), attributes: '{oops' },
        'attributes',
        'attributes harus berupa daftar JSON',
      ],
      [
        { name: 'X', price: '1000', stock: '1', category_id: '999999' },
        'category_id',
        'Kategori tidak ditemukan',
      ],
    ];
    for (const [fields, path, message] of cases) {
      const res = await sendProduct('POST', '/api/products', fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect(res.body.errors).toContainEqual({ path, message });
    }
    expect(await tableCounts()).toEqual(before);
  });

  it('stores the sizes for shipping, keeps them when left out and clears a blank one (ADR 073)', async () => {
    const created = await newProduct({
      weight_gram: '12000',
      length_cm: '200',
      width_cm: '90',
      height_cm: '85',
    });
    expect(created).toMatchObject({ weight_gram: 12000, length_cm: 200, width_cm: 90, height_cm: 85 });
    const kept = await sendProduct('PUT', `/api/products/${created.id}`, { stock: '3' });
    expect(kept.body.data).toMatchObject({ weight_gram: 12000, length_cm: 200, width_cm: 90, height_cm: 85 });
    const cleared = await sendProduct('PUT', `/api/products/${created.id}`, {
      weight_gram: '',
      height_cm: '40',
    });
    expect(cleared.body.data).toMatchObject({ weight_gram: null, length_cm: 200, height_cm: 40 });
    expect(await newProduct()).toMatchObject({
      weight_gram: null,
      length_cm: null,
      width_cm: null,
      height_cm: null,
    });
  });

  it('refuses a size that is not a whole positive number within its maximum, naming the field', async () => {
    const created = await newProduct({ weight_gram: '500' });
    const cases: [string, string, string][] = [
      ['weight_gram', '0', 'Berat (gram) harus bilangan bulat 1-1.000.000 (kosongkan bila tidak diketahui)'],
      [
        'weight_gram',
        '1000001',
        'Berat (gram) harus bilangan bulat 1-1.000.000 (kosongkan bila tidak diketahui)',
      ],
      ['length_cm', '2.5', 'Panjang (cm) harus bilangan bulat 1-1.000 (kosongkan bila tidak diketahui)'],
      ['width_cm', '-3', 'Lebar (cm) harus bilangan bulat 1-1.000 (kosongkan bila tidak diketahui)'],
      ['height_cm', 'tinggi', 'Tinggi (cm) harus bilangan bulat 1-1.000 (kosongkan bila tidak diketahui)'],
    ];
    for (const [field, value, message] of cases) {
      const res = await sendProduct('PUT', `/api/products/${created.id}`, { [field]: value });
      expect(res.status, `${field}=${value}`).toBe(400);
      expect(res.body.errors).toContainEqual({ path: field, message });
    }
    const [row] = await t.db.select().from(products).where(eq(products.id, created.id));
    expect(row).toMatchObject({ weightGram: 500, lengthCm: null, widthCm: null, heightCm: null });
  });

  it('accepts a price of 0 and a stock of 0', async () => {
    const p = await newProduct({ price: '0', stock: '0' });
    expect(p).toMatchObject({ price: 0, stock: 0 });
  });

  it('refuses fields a shop owner cannot set, such as sold or rating', async () => {
    const category = await newCategory();
    const res = await sendProduct('POST', '/api/products', {
      name: 'Curang',
      price: '1000',
      stock: '1',
      category_id: String(category.id),
      sold: '99999',
    });
    expect(res.status).toBe(400);
  });

  it('refuses a JSON body with 415', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/products',
      token: admin,
      body: { name: 'X', price: 1, stock: 1, category_id: 1 },
    });
    expect(res.status).toBe(415);
  });

  describe('uploads', () => {
    let categoryId: string;
    beforeAll(async () => {
      categoryId = String((await newCategory('Unggahan')).id);
    });
    const base = () => ({ name: 'Produk Gambar', price: '1000', stock: '1', category_id: categoryId });

    it('refuses a text file named .png with 415 and stores nothing', async () => {
      const before = await tableCounts();
      const res = await sendProduct('POST', '/api/products', {
        ...base(),
        images: [
          { bytes: await picture('#123456'), filename: 'baik.png' },
          { bytes: Buffer.from('bukan gambar, hanya teks\n'.repeat(50)), filename: 'foto.png' },
        ],
      });
      expect(res.status).toBe(415);
      expect(res.body.message).toBe('File bukan gambar yang didukung (JPEG, PNG, WebP, atau AVIF)');
      expect(await tableCounts()).toEqual(before);
    });

    it('refuses a file over 5 MB with 413 and stores nothing', async () => {
      const before = await tableCounts();
      const big = Buffer.concat([await picture('#abcdef'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
      const res = await sendProduct('POST', '/api/products', {
        ...base(),
        images: { bytes: big, filename: 'besar.png' },
      });
      expect(res.status).toBe(413);
      expect(await tableCounts()).toEqual(before);
    });

    it('refuses a 20000 x 20000 image with 413 before decoding it, and stores nothing', async () => {
      const before = await tableCounts();
      const res = await sendProduct('POST', '/api/products', {
        ...base(),
        images: { bytes: hugePngHeader(), filename: 'bom.png' },
      });
      expect(res.status).toBe(413);
      expect(res.body.message).toBe('Gambar terlalu besar (maksimal 40 megapiksel)');
      expect(await tableCounts()).toEqual(before);
    });

    it('refuses more than 8 files with 413 and stores nothing', async () => {
      const before = await tableCounts();
      const tiny = await picture('#654321', 8, 8);
      const res = await sendProduct('POST', '/api/products', {
        ...base(),
        images: Array.from({ length: 9 }, (_, i) => ({ bytes: tiny, filename: `${i}.png` })),
      });
      expect(res.status).toBe(413);
      expect(await tableCounts()).toEqual(before);
    });
  });
});

describe('PUT /api/products/{id}', () => {
  it('updates fields, replaces attributes, adds images and deletes the ones listed', async () => {
    const created = await newProduct({
      name: 'Lemari Jati 2 Pintu',
      attributes: JSON.stringify([{ title: 'Bahan', value: 'Jati' }]),
      images: [
        { bytes: await picture('#7b3f2a'), filename: 'a.png' },
        { bytes: await picture('#5a3d2b'), filename: 'b.png' },
      ],
    });
    const [first, second] = created.images;
    const res = await sendProduct('PUT', `/api/products/${created.id}`, {
      name: 'Lemari Jati 3 Pintu',
      price: '3500000',
      original_price: '5000000',
      stock: '3',
      attributes: JSON.stringify([
        { title: 'Pintu', value: '3' },
        { title: 'Warna', value: 'Cokelat', color: '#5a3d2b' },
      ]),
      deleteImages: JSON.stringify([first.id]),
      images: { bytes: await picture('#c8a25a'), filename: 'c.webp', type: 'image/webp' },
    });
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p).toMatchObject({
      id: created.id,
      name: 'Lemari Jati 3 Pintu',
      slug: 'lemari-jati-3-pintu',
      price: 3500000,
      original_price: 5000000,
      stock: 3,
      discount: 30,
      category_id: created.category_id,
    });
    expect(p.attributes.map((a: { title: string }) => a.title)).toEqual(['Pintu', 'Warna']);
    expect(p.images).toHaveLength(2);
    expect(p.images[0].id).toBe(second.id);
    expect(p.images.map((i: { id: number }) => i.id)).not.toContain(first.id);
    expect(await t.db.select().from(imageVariants).where(eq(imageVariants.imageId, first.id))).toHaveLength(
      0,
    );
    expect(
      await t.db.select().from(productAttributes).where(eq(productAttributes.productId, created.id)),
    ).toHaveLength(2);
  });

  it('keeps the fields it was not sent', async () => {
    const created = await newProduct({
      description: 'Tetap',
      attributes: JSON.stringify([{ title: 'A', value: 'B' }]),
    });
    const res = await sendProduct('PUT', `/api/products/${created.id}`, { stock: '99' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      stock: 99,
      description: 'Tetap',
      name: created.name,
      price: 1500000,
    });
    expect(res.body.data.attributes).toHaveLength(1);
  });

  it('shows the real discount after a price edit, in the answer, the product page and the list', async () => {
    const created = await newProduct({ price: '830000', original_price: '1000000' });
    expect(created).toMatchObject({ discount: 17, discount_amount: 170 });

    const res = await sendProduct('PUT', `/api/products/${created.id}`, { price: '800000' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ price: 800000, discount: 20, discount_amount: 200 });

    const detail = await t.call({ method: 'GET', url: `/api/products/${created.slug}` });
    expect(detail.body.data).toMatchObject({ discount: 20, discount_amount: 200 });
    const list = await t.call({
      method: 'GET',
      url: `/api/products?search=${encodeURIComponent(created.name)}`,
    });
    const card = list.body.data.find((p: { id: number }) => p.id === created.id);
    expect(card).toMatchObject({ discount: 20, discount_amount: 200 });

    // Dropping the original price drops the discount with it.
    const cleared = await sendProduct('PUT', `/api/products/${created.id}`, { original_price: '' });
    expect(cleared.body.data).toMatchObject({ original_price: null, discount: null, discount_amount: null });
  });

  it('refuses a discount of its own: it is worked out from the two prices', async () => {
    const created = await newProduct({ price: '800000', original_price: '1000000' });
    const res = await sendProduct('PUT', `/api/products/${created.id}`, { discount: '50' });
    expect(res.status).toBe(400);
    const detail = await t.call({ method: 'GET', url: `/api/products/${created.slug}` });
    expect(detail.body.data.discount).toBe(20);
  });

  it("never deletes another product's image", async () => {
    const other = await newProduct({ images: { bytes: await picture('#111111'), filename: 'x.png' } });
    const mine = await newProduct();
    const res = await sendProduct('PUT', `/api/products/${mine.id}`, {
      deleteImages: JSON.stringify([other.images[0].id]),
    });
    expect(res.status).toBe(200);
    expect(
      await t.db.select().from(productImages).where(eq(productImages.id, other.images[0].id)),
    ).toHaveLength(1);
  });

  it('refuses a ninth image and changes nothing', async () => {
    const tiny = await picture('#222222', 8, 8);
    const created = await newProduct({
      images: Array.from({ length: 7 }, (_, i) => ({ bytes: tiny, filename: `${i}.png` })),
    });
    const before = await tableCounts();
    const res = await sendProduct('PUT', `/api/products/${created.id}`, {
      name: 'Nama Baru',
      images: [
        { bytes: tiny, filename: 'a.png' },
        { bytes: tiny, filename: 'b.png' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Satu produk maksimal 8 gambar');
    expect(await tableCounts()).toEqual(before);
    const [row] = await t.db.select().from(products).where(eq(products.id, created.id));
    expect(row?.name).toBe(created.name);

    // Deleting one in the same request makes room.
    const swap = await sendProduct('PUT', `/api/products/${created.id}`, {
      deleteImages: JSON.stringify([created.images[0].id]),
      images: [
        { bytes: tiny, filename: 'a.png' },
        { bytes: tiny, filename: 'b.png' },
      ],
    });
    expect(swap.status).toBe(200);
    expect(swap.body.data.images).toHaveLength(8);
  });

  it('refuses a bad upload on update and keeps the product as it was', async () => {
    const created = await newProduct({ images: { bytes: await picture('#333333'), filename: 'a.png' } });
    const before = await tableCounts();
    const res = await sendProduct('PUT', `/api/products/${created.id}`, {
      price: '1',
      deleteImages: JSON.stringify([created.images[0].id]),
      images: { bytes: Buffer.from('GIF89a not really'), filename: 'a.png' },
    });
    expect(res.status).toBe(415);
    expect(await tableCounts()).toEqual(before);
    const [row] = await t.db.select().from(products).where(eq(products.id, created.id));
    expect(row?.price).toBe(1500000);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await sendProduct('PUT', '/api/products/999999', { stock: '1' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Produk tidak ditemukan');
  });
});

describe('DELETE /api/products/{id}', () => {
  it('removes a product no order references, with its images', async () => {
    const created = await newProduct({ images: { bytes: await picture('#444444'), filename: 'a.png' } });
    const res = await t.call({ method: 'DELETE', url: `/api/products/${created.id}`, token: admin });
    expect(res.status).toBe(204);
    expect(await t.db.select().from(products).where(eq(products.id, created.id))).toHaveLength(0);
    expect(
      await t.db
        .select()
        .from(productImages)
        .where(inArray(productImages.id, [created.images[0].id])),
    ).toHaveLength(0);
    expect((await t.call({ method: 'GET', url: `/api/products/${created.slug}` })).status).toBe(404);
  });

  it('hides a product that orders reference, keeps the orders and empties it from carts', async () => {
    const created = await newProduct();
    const order = await orderForProduct(t.db, created.id);
    const shopper = await t.registerCustomer();
    const [cart] = await t.db.insert(carts).values({ userId: shopper.user.id }).returning();
    await t.db.insert(cartItems).values({ cartId: cart!.id, productId: created.id, quantity: 2 });

    const res = await t.call({ method: 'DELETE', url: `/api/products/${created.id}`, token: admin });
    expect(res.status).toBe(204);
    const [row] = await t.db.select().from(products).where(eq(products.id, created.id));
    expect(row?.hiddenAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(orderItems).where(eq(orderItems.orderId, order.id))).toHaveLength(1);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.productId, created.id))).toHaveLength(0);
    expect((await t.call({ method: 'GET', url: `/api/products/${created.slug}` })).status).toBe(404);
    const list = await t.call({
      method: 'GET',
      url: `/api/products?search=${encodeURIComponent(created.name)}`,
    });
    expect(list.body.data.map((p: { id: number }) => p.id)).not.toContain(created.id);
    // Gone for the admin too: editing or deleting it again is a 404.
    expect(
      (await t.call({ method: 'DELETE', url: `/api/products/${created.id}`, token: admin })).status,
    ).toBe(404);
    expect((await sendProduct('PUT', `/api/products/${created.id}`, { stock: '5' })).status).toBe(404);
  });
});

// ---- product types -----------------------------------------------------------------------------

describe('product types', () => {
  it('creates, renames and deletes a type; its products keep going without one', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/product-types',
      token: admin,
      body: { name: ' Dekorasi ' },
    });
    expect(created.status).toBe(201);
    const type = created.body.data;
    expect(type).toEqual({ id: expect.any(Number), name: 'Dekorasi' });

    const dupe = await t.call({
      method: 'POST',
      url: '/api/product-types',
      token: admin,
      body: { name: 'dekorasi' },
    });
    expect(dupe.status).toBe(409);

    const renamed = await t.call({
      method: 'PUT',
      url: `/api/product-types/${type.id}`,
      token: admin,
      body: { name: 'Dekorasi Rumah' },
    });
    expect(renamed.body.data).toEqual({ id: type.id, name: 'Dekorasi Rumah' });
    const list = await t.call({ method: 'GET', url: '/api/product-types' });
    expect(list.body.data).toContainEqual({ id: type.id, name: 'Dekorasi Rumah' });

    const product = await newProduct({ product_type_id: String(type.id) });
    expect(product.product_type_id).toBe(type.id);
    const deleted = await t.call({ method: 'DELETE', url: `/api/product-types/${type.id}`, token: admin });
    expect(deleted.status).toBe(204);
    expect(await t.db.select().from(productTypes).where(eq(productTypes.id, type.id))).toHaveLength(0);
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.productTypeId).toBeNull();

    const missing = await t.call({ method: 'DELETE', url: `/api/product-types/${type.id}`, token: admin });
    expect(missing.status).toBe(404);
  });
});

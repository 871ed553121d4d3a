import { IMAGE_WIDTHS } from '@toko/shared';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { imageVariants, productImages, products } from '../../db/schema/index.ts';
import { samplePng } from '../catalog/catalog.fixtures.ts';
import { storeProductImage } from './images.service.ts';

let t: TestContext;
let imageId: number;

beforeAll(async () => {
  t = await createTestContext();
  const [product] = await t.db
    .insert(products)
    .values({ name: 'Kursi Foto', slug: 'kursi-foto', price: 500_000 })
    .returning({ id: products.id });
  imageId = await storeProductImage(t.db, product!.id, await samplePng('#7c4a21', 900, 600));
});
afterAll(async () => {
  await t.close();
});

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const OLD_SAFARI_ACCEPT = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5';

async function fetchImage(query: string, accept?: string, extra: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/images/${imageId}${query}`,
    headers: { ...(accept ? { accept } : {}), ...extra },
  });
  return res;
}

/** What the bytes really are, read by their signature. */
function sniff(bytes: Buffer): string {
  if (bytes.subarray(4, 12).toString('latin1') === 'ftypavif') return 'avif';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'jpeg';
  return 'unknown';
}

describe('GET /api/images/{id}', () => {
  it('made every variant when the image was stored, so a request never encodes', async () => {
    const [row] = await t.db
      .select({ n: count() })
      .from(imageVariants)
      .where(eq(imageVariants.imageId, imageId));
    expect(row!.n).toBe(IMAGE_WIDTHS.length * 3);
  });

  it('answers the best format the Accept header allows', async () => {
    const cases: [string | undefined, string][] = [
      [CHROME_ACCEPT, 'avif'],
      [OLD_SAFARI_ACCEPT, 'webp'],
      ['image/png,image/*;q=0.8', 'jpeg'],
      [undefined, 'jpeg'],
    ];
    for (const [accept, format] of cases) {
      const res = await fetchImage('?w=280&q=75&f=auto', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(`image/${format}`);
      expect(sniff(res.rawPayload)).toBe(format);
      expect(res.headers.vary).toBe('Accept');
    }
  });

  it('answers an asked format whatever the browser accepts', async () => {
    const webp = await fetchImage('?w=280&f=webp', CHROME_ACCEPT);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(sniff(webp.rawPayload)).toBe('webp');
    expect(webp.headers.vary).toBeUndefined();
    const jpg = await fetchImage('?w=280&f=jpg', CHROME_ACCEPT);
    expect(sniff(jpg.rawPayload)).toBe('jpeg');
  });

  it('serves each stored width at its real size, in every format', async () => {
    for (const width of IMAGE_WIDTHS) {
      for (const format of ['avif', 'webp', 'jpeg']) {
        const res = await fetchImage(`?w=${width}&f=${format}`);
        expect(res.statusCode).toBe(200);
        const meta = await sharp(res.rawPayload).metadata();
        expect(meta.format === 'heif' ? 'avif' : meta.format, `${format} ${width}`).toBe(format);
        expect([meta.width, meta.height], `${format} ${width}`).toEqual([width, Math.round((width * 2) / 3)]);
      }
    }
  });

  it('picks the stored width nearest the asked one, never smaller: the width a card shows times the pixel ratio', async () => {
    const cases: [number, number][] = [
      [1, 180],
      [180, 180],
      [193, 200], // a category card at 1280 px
      [298, 300], // a home page card at 1280 px
      [319, 320], // Lighthouse's phone, 182 px at 1.75x
      [327, 330], // a 375 px phone's card at 2x
      [385, 390], // a category card at 1280 px, 2x
      [491, 500], // a 375 px phone's card at 3x
      [560, 560],
      [1200, 560],
    ];
    for (const [asked, width] of cases) {
      const res = await fetchImage(`?w=${asked}&f=avif`);
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.width, `w=${asked}`).toBe(width);
    }
  });

  it('still serves an image stored with other widths (before the widths changed), nearest first', async () => {
    const [product] = await t.db
      .insert(products)
      .values({ name: 'Meja Lama', slug: 'meja-lama', price: 300_000 })
      .returning({ id: products.id });
    const [image] = await t.db
      .insert(productImages)
      .values({ productId: product!.id, width: 600, height: 600 })
      .returning({ id: productImages.id });
    const oldWidths = [180, 360, 440];
    await t.db.insert(imageVariants).values(
      await Promise.all(
        oldWidths.map(async (width) => ({
          imageId: image!.id,
          width,
          format: 'avif',
          bytes: await sharp(await samplePng('#445566', 600, 600))
            .resize({ width })
            .avif()
            .toBuffer(),
          etag: `"old-${width}"`,
        })),
      ),
    );
    const cases: [number, number][] = [
      [100, 180],
      [330, 360],
      [390, 440],
      [560, 440],
    ];
    for (const [asked, width] of cases) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/images/${image!.id}?w=${asked}&f=auto`,
        headers: { accept: CHROME_ACCEPT },
      });
      expect(res.statusCode, `w=${asked}`).toBe(200);
      expect(res.headers.etag).toBe(`"old-${width}"`);
      expect((await sharp(res.rawPayload).metadata()).width, `w=${asked}`).toBe(width);
    }
    // No JPEG was stored for it: still a clear 404, not a wrong format.
    const jpeg = await t.app.inject({ method: 'GET', url: `/api/images/${image!.id}?w=330&f=jpeg` });
    expect(jpeg.statusCode).toBe(404);
  });

  it('lets browsers keep it for a year, with an ETag and no content sniffing', async () => {
    const res = await fetchImage('?w=220&q=75&f=auto', CHROME_ACCEPT);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);

    const again = await fetchImage('?w=220&q=75&f=auto', CHROME_ACCEPT, {
      'if-none-match': res.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    // Another variant has another tag.
    const webp = await fetchImage('?w=220&q=75&f=webp');
    expect(webp.headers.etag).not.toBe(res.headers.etag);
  });

  it('refuses nonsense parameters with 400', async () => {
    for (const query of [
      '?w=abc',
      '?w=0',
      '?w=-5',
      '?w=1.5',
      '?w=99999',
      '?q=0',
      '?q=101',
      '?f=gif',
      '?f=',
    ]) {
      const res = await fetchImage(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    for (const id of ['abc', '0', '-1']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/images/${id}` });
      expect(res.statusCode, id).toBe(400);
    }
  });

  it('answers 404 for an image that does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/images/999999?w=280' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Gambar tidak ditemukan', code: 'NOT_FOUND' });
  });
});

import { createHash } from 'node:crypto';
import { IMAGE_WIDTHS } from '@toko/shared';
import { and, eq, inArray } from 'drizzle-orm';
import sharp, { type Metadata, type Sharp } from 'sharp';
import type { Db } from '../../db/client.ts';
import { imageVariants, productImages } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Uploads above this many pixels are refused before decoding (a 20000x20000 "image bomb"). */
export const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_INPUT = new Set(['jpeg', 'png', 'webp', 'heif']);

// AVIF at effort 2 is ~25 ms per variant here (effort 4 is ~4x slower for a few % smaller files).
const ENCODERS: Record<ImageFormat, (img: Sharp) => Sharp> = {
  avif: (img) => img.avif({ quality: 55, effort: 2 }),
  webp: (img) => img.webp({ quality: 75, effort: 4 }),
  jpeg: (img) => img.jpeg({ quality: 75, mozjpeg: true }),
};

export interface EncodedVariant {
  width: number;
  format: ImageFormat;
  bytes: Buffer;
  etag: string;
}

/**
 * Checks the bytes are a real JPEG/PNG/WebP/AVIF (by content, not by name) of a sane size and decodes them
 * once, upright and at most the largest stored width, to a working copy every encoding starts from.
 */
export async function decodeUpload(input: Buffer): Promise<{ width: number; height: number; base: Buffer }> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'File is not a supported image (JPEG, PNG, WebP or AVIF)');
  }
  if (
    !meta.format ||
    !ACCEPTED_INPUT.has(meta.format) ||
    (meta.format === 'heif' && meta.compression !== 'av1')
  ) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'File is not a supported image (JPEG, PNG, WebP or AVIF)');
  }
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (!width || !height) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Image has no size');
  if (width * height > MAX_INPUT_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'Image is too large (at most 40 megapixels)');
  }
  // Decode once to a bounded working copy; every variant is resized from it.
  let base: Buffer;
  try {
    base = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: Math.max(...IMAGE_WIDTHS), withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 0 })
      .toBuffer();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Image could not be decoded');
  }
  return { width, height, base };
}

/**
 * Makes every variant of an upload once: each width of IMAGE_WIDTHS in AVIF, WebP and JPEG. Slow (AVIF),
 * so it runs when an image is stored, never on a request for one.
 */
export async function encodeImageVariants(
  input: Buffer,
): Promise<{ width: number; height: number; variants: EncodedVariant[] }> {
  const { width, height, base } = await decodeUpload(input);
  const jobs = IMAGE_WIDTHS.flatMap((w) => IMAGE_FORMATS.map((format) => ({ w, format })));
  const variants = await Promise.all(
    jobs.map(async ({ w, format }) => {
      const bytes = await ENCODERS[format](
        sharp(base).resize({ width: w, withoutEnlargement: true }),
      ).toBuffer();
      const etag = `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 20)}"`;
      return { width: w, format, bytes, etag };
    }),
  );
  return { width, height, variants };
}

/** Stores an already-encoded image for a product; pass a transaction to make it part of a larger write. */
export async function insertProductImage(
  db: Db,
  productId: number,
  encoded: Awaited<ReturnType<typeof encodeImageVariants>>,
  position: number,
): Promise<number> {
  const [row] = await db
    .insert(productImages)
    .values({ productId, position, width: encoded.width, height: encoded.height })
    .returning({ id: productImages.id });
  const imageId = row!.id;
  await db.insert(imageVariants).values(encoded.variants.map((v) => ({ imageId, ...v })));
  return imageId;
}

/** Encodes and stores in one go. */
export async function storeProductImage(
  db: Db,
  productId: number,
  input: Buffer,
  position = 0,
): Promise<number> {
  const encoded = await encodeImageVariants(input);
  return db.transaction((tx) => insertProductImage(tx, productId, encoded, position));
}

/** The stored width closest to the asked one, rounding up so a picture is never blurred by upscaling. */
export function nearestWidth(asked: number): number {
  return IMAGE_WIDTHS.find((w) => w >= asked) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

/** The best format the browser's Accept header allows. */
export function pickFormat(accept: string | undefined, asked: 'auto' | ImageFormat): ImageFormat {
  if (asked !== 'auto') return asked;
  const a = accept ?? '';
  if (a.includes('image/avif')) return 'avif';
  if (a.includes('image/webp')) return 'webp';
  return 'jpeg';
}

export async function findImageVariant(db: Db, imageId: number, width: number, format: ImageFormat) {
  const [row] = await db
    .select({ bytes: imageVariants.bytes, etag: imageVariants.etag })
    .from(imageVariants)
    .where(
      and(
        eq(imageVariants.imageId, imageId),
        eq(imageVariants.width, width),
        eq(imageVariants.format, format),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function deleteProductImages(db: Db, productId: number, imageIds: number[]): Promise<void> {
  if (imageIds.length === 0) return;
  await db
    .delete(productImages)
    .where(and(eq(productImages.productId, productId), inArray(productImages.id, imageIds)));
}

/**
 * The variant GET /images/{id} answers: the stored width nearest `width` (rounding up) in the asked
 * format, or for `auto` the best one `accept` allows. Throws NOT_FOUND 'Image not found'.
 */
export async function getImageVariant(
  db: Db,
  imageId: number,
  width: number,
  asked: 'auto' | ImageFormat,
  accept: string | undefined,
): Promise<{ bytes: Buffer; etag: string; format: ImageFormat; width: number }> {
  const format = pickFormat(accept, asked);
  const stored = nearestWidth(width);
  const row = await findImageVariant(db, imageId, stored, format);
  if (!row) throw AppError.notFound('Image not found');
  return { ...row, format, width: stored };
}

/** A proof photo (payout, transfer): the upload re-encoded to one JPEG, so no uploaded bytes are served. */
export async function encodeProofJpeg(input: Buffer): Promise<Buffer> {
  const { base } = await decodeUpload(input);
  return sharp(base).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

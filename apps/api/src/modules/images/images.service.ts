import { createHash } from 'node:crypto';
import { IMAGE_WIDTHS } from '@toko/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Metadata, Sharp } from 'sharp';
import type { Db } from '../../db/client.ts';
import { imageVariants, productImages } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { loadSharp } from '../../sharp.ts';

const IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Uploads above this many pixels are refused before decoding (a 20000x20000 "image bomb"). */
export const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED_INPUT = new Set(['jpeg', 'png', 'webp', 'heif']);
const NOT_AN_IMAGE = 'File bukan gambar yang didukung (JPEG, PNG, WebP, atau AVIF)';

/**
 * Every encoder setting in one place (the demo seed keys its cache of encoded pictures on it).
 *
 * AVIF is tuned against sharp's own AVIF q50 (effort 4, 4:4:4) at the width a card shows, with
 * `npm run bench -- images` (ADR 036): quality 48 at effort 4 is 1-6% smaller at an SSIM within 0.0007
 * and a PSNR within 0.6 dB. Effort 4 is ~4x the time of effort 2 (which made 25% bigger files at equal
 * quality), so it is spent on the card widths (up to a 3x phone's card); the gallery's 560 px takes
 * effort 3, half the time. Chroma stays 4:4:4: 4:2:0 saved little on the flat, saturated product art and
 * blurred its coloured edges (PSNR 1 dB lower at equal bytes).
 */
export const ENCODER_SETTINGS = {
  cardMaxWidth: 500,
  avifCard: { quality: 48, effort: 4, chromaSubsampling: '4:4:4' },
  avifLarge: { quality: 48, effort: 3, chromaSubsampling: '4:4:4' },
  webp: { quality: 75, effort: 4 },
  jpeg: { quality: 75, mozjpeg: true },
} as const;

const ENCODERS: Record<ImageFormat, (img: Sharp, width: number) => Sharp> = {
  avif: (img, width) =>
    img.avif(width <= ENCODER_SETTINGS.cardMaxWidth ? ENCODER_SETTINGS.avifCard : ENCODER_SETTINGS.avifLarge),
  webp: (img) => img.webp(ENCODER_SETTINGS.webp),
  jpeg: (img) => img.jpeg(ENCODER_SETTINGS.jpeg),
};

/** One variant of a decoded upload (see decodeUpload): `base` resized to `width` and encoded. */
export async function encodeVariant(base: Buffer, width: number, format: ImageFormat): Promise<Buffer> {
  const sharp = await loadSharp();
  return ENCODERS[format](sharp(base).resize({ width, withoutEnlargement: true }), width).toBuffer();
}

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
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE);
  }
  if (
    !meta.format ||
    !ACCEPTED_INPUT.has(meta.format) ||
    (meta.format === 'heif' && meta.compression !== 'av1')
  ) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE);
  }
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (!width || !height) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Gambar tidak memiliki ukuran');
  if (width * height > MAX_INPUT_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'Gambar terlalu besar (maksimal 40 megapiksel)');
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
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Gambar tidak dapat dibaca');
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
      const bytes = await encodeVariant(base, w, format);
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

/**
 * Copies every picture of one product to another (a duplicated product, ADR 085): the stored variants are
 * copied as they are, nothing is encoded again.
 */
export async function copyProductImages(db: Db, fromProductId: number, toProductId: number): Promise<void> {
  const images = await db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, fromProductId))
    .orderBy(asc(productImages.position), asc(productImages.id));
  for (const image of images) {
    const [row] = await db
      .insert(productImages)
      .values({ productId: toProductId, position: image.position, width: image.width, height: image.height })
      .returning({ id: productImages.id });
    await db.execute(sql`insert into ${imageVariants} (image_id, width, format, bytes, etag)
      select ${row!.id}, width, format, bytes, etag from ${imageVariants} where image_id = ${image.id}`);
  }
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

/** The best format the browser's Accept header allows. */
function pickFormat(accept: string | undefined, asked: 'auto' | ImageFormat): ImageFormat {
  if (asked !== 'auto') return asked;
  const a = accept ?? '';
  if (a.includes('image/avif')) return 'avif';
  if (a.includes('image/webp')) return 'webp';
  return 'jpeg';
}

/**
 * The stored variant nearest `width`, rounding up so a picture is never blurred by upscaling (the widest
 * when none is as wide). Nearest among the rows the image has, not among IMAGE_WIDTHS: an image stored
 * before the widths changed keeps its old widths and still answers every width asked.
 */
async function findImageVariant(db: Db, imageId: number, width: number, format: ImageFormat) {
  const [row] = await db
    .select({ bytes: imageVariants.bytes, etag: imageVariants.etag, width: imageVariants.width })
    .from(imageVariants)
    .where(and(eq(imageVariants.imageId, imageId), eq(imageVariants.format, format)))
    .orderBy(sql`${imageVariants.width} < ${width}`, sql`abs(${imageVariants.width} - ${width})`)
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
  const row = await findImageVariant(db, imageId, width, format);
  if (!row) throw AppError.notFound('Gambar tidak ditemukan');
  return { ...row, format };
}

/** A proof photo (payout, transfer): the upload re-encoded to one JPEG, so no uploaded bytes are served. */
export async function encodeProofJpeg(input: Buffer): Promise<Buffer> {
  const { base } = await decodeUpload(input);
  const sharp = await loadSharp();
  return sharp(base).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}

/**
 * A review photo (ADR 074): the upload checked and re-encoded like a proof, as a small JPEG for the list
 * and a larger one to open, so no uploaded bytes are served.
 */
export async function encodeReviewPhoto(
  input: Buffer,
): Promise<{ width: number; height: number; thumb: Buffer; large: Buffer }> {
  const { base } = await decodeUpload(input);
  const sharp = await loadSharp();
  const [large, thumb] = await Promise.all([
    sharp(base).jpeg(ENCODER_SETTINGS.jpeg).toBuffer({ resolveWithObject: true }),
    sharp(base).resize({ width: 200, height: 200, fit: 'cover' }).jpeg(ENCODER_SETTINGS.jpeg).toBuffer(),
  ]);
  return { width: large.info.width, height: large.info.height, thumb, large: large.data };
}

import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_WIDTHS } from '@toko/shared';
import { ENCODER_SETTINGS, type EncodedVariant, encodeImageVariants } from '../modules/images/index.ts';
import { loadSharp } from '../sharp.ts';

type Encoded = Awaited<ReturnType<typeof encodeImageVariants>>;

const DIR = join(tmpdir(), 'toko-demo-pictures');
// A change of widths, encoder settings or libvips makes new keys, so a stale picture is never reused.
const settings = async () =>
  JSON.stringify({
    widths: IMAGE_WIDTHS,
    encoders: ENCODER_SETTINGS,
    vips: (await loadSharp()).versions.vips,
  });

/**
 * A demo picture (an SVG drawing) with every variant encoded. The AVIF card widths take a few seconds
 * per picture, minutes for the whole demo shop, and every fresh shop (each browser-test run) seeds the
 * same drawings: so the encoded variants are kept in the system's temp folder, keyed by the drawing and
 * the settings, and a second seed on the machine reads them back in well under a second.
 */
export async function encodeDemoPicture(svg: string): Promise<Encoded> {
  const file = await picturePath(svg);
  const cached = await readPicture(file);
  if (cached) return cached;
  const sharp = await loadSharp();
  const encoded = await encodeImageVariants(await sharp(Buffer.from(svg)).png().toBuffer());
  // A cache that cannot be written only costs time next run.
  await writePicture(file, encoded).catch(() => {});
  return encoded;
}

/** Where a drawing's encoded variants are kept. */
export async function picturePath(svg: string): Promise<string> {
  return join(
    DIR,
    `${createHash('sha1')
      .update(await settings())
      .update(svg)
      .digest('hex')}.bin`,
  );
}

interface Header {
  width: number;
  height: number;
  variants: Omit<EncodedVariant, 'bytes'>[];
  lengths: number[];
}

/** One file: a JSON line (sizes, formats, etags, byte lengths), then every variant's bytes in order. */
async function writePicture(file: string, encoded: Encoded): Promise<void> {
  const header: Header = {
    width: encoded.width,
    height: encoded.height,
    variants: encoded.variants.map(({ width, format, etag }) => ({ width, format, etag })),
    lengths: encoded.variants.map((v) => v.bytes.length),
  };
  await mkdir(DIR, { recursive: true });
  // Written aside and renamed, so a seed running at the same time never reads half a file.
  const partial = `${file}.${process.pid}.${Date.now()}`;
  await writeFile(
    partial,
    Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), ...encoded.variants.map((v) => v.bytes)]),
  );
  await rename(partial, file);
}

async function readPicture(file: string): Promise<Encoded | null> {
  let data: Buffer;
  try {
    data = await readFile(file);
  } catch {
    return null;
  }
  const newline = data.indexOf(10);
  if (newline < 0) return null;
  let header: Header;
  try {
    header = JSON.parse(data.subarray(0, newline).toString('utf8')) as Header;
  } catch {
    return null;
  }
  let offset = newline + 1;
  const variants = header.variants.map((v, i) => {
    const bytes = data.subarray(offset, offset + header.lengths[i]!);
    offset += header.lengths[i]!;
    return { ...v, bytes };
  });
  if (offset !== data.length) return null;
  return { width: header.width, height: header.height, variants };
}

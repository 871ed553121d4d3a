/**
 * Card images: the AVIF a product card downloads against sharp's own AVIF at quality 50 (its defaults
 * otherwise: effort 4, 4:4:4) of the same source at the width the card shows, on the screens measured in
 * Chromium (ADR 036). Ours is the variant the browser picks from the srcset (the first stored width at
 * least as wide as the card times the pixel ratio), encoded as an upload is (decodeUpload, encodeVariant).
 *
 * Quality is compared on the same footing: each image is decoded and compared with the source resized
 * losslessly to its own width, by SSIM on luma (8x8 windows, stride 4) and PSNR over RGB. The sources are
 * every eighth demo product's first picture, drawn as the demo seed draws them.
 */
import { IMAGE_WIDTHS } from '@toko/shared';
import sharp, { type Sharp } from 'sharp';
import { decodeUpload, encodeVariant } from '../apps/api/src/modules/images/index.ts';
import { DEMO_CATALOG, DEMO_CATEGORIES } from '../apps/api/src/seed/catalog-data.ts';
import { drawProductSvg } from '../apps/api/src/seed/product-art.ts';
// A card picture's CSS width on each screen (measured; e2e/card-images.spec.ts keeps them true).
import { CARD_SCREENS } from '../apps/web/src/lib/image.ts';

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

async function pixels(img: Sharp): Promise<Pixels> {
  const { data, info } = await img
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

function luma({ data, width, height }: Pixels): Float64Array {
  const y = new Float64Array(width * height);
  for (let i = 0; i < y.length; i++) {
    y[i] = 0.299 * data[i * 3]! + 0.587 * data[i * 3 + 1]! + 0.114 * data[i * 3 + 2]!;
  }
  return y;
}

/** Mean SSIM of the luma over 8x8 windows every 4 pixels (Wang et al. 2004, box windows). */
function ssim(a: Pixels, b: Pixels): number {
  const ya = luma(a);
  const yb = luma(b);
  const w = a.width;
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let sum = 0;
  let windows = 0;
  for (let y0 = 0; y0 + 8 <= a.height; y0 += 4) {
    for (let x0 = 0; x0 + 8 <= w; x0 += 4) {
      let ma = 0;
      let mb = 0;
      for (let y = y0; y < y0 + 8; y++) {
        for (let x = x0; x < x0 + 8; x++) {
          ma += ya[y * w + x]!;
          mb += yb[y * w + x]!;
        }
      }
      ma /= 64;
      mb /= 64;
      let va = 0;
      let vb = 0;
      let cov = 0;
      for (let y = y0; y < y0 + 8; y++) {
        for (let x = x0; x < x0 + 8; x++) {
          const da = ya[y * w + x]! - ma;
          const db = yb[y * w + x]! - mb;
          va += da * da;
          vb += db * db;
          cov += da * db;
        }
      }
      sum +=
        ((2 * ma * mb + c1) * ((2 * cov) / 63 + c2)) / ((ma * ma + mb * mb + c1) * ((va + vb) / 63 + c2));
      windows++;
    }
  }
  return sum / windows;
}

function psnr(a: Pixels, b: Pixels): number {
  let squared = 0;
  for (let i = 0; i < a.data.length; i++) squared += (a.data[i]! - b.data[i]!) ** 2;
  return 10 * Math.log10((255 * 255) / (squared / a.data.length));
}

/** Bytes, mean SSIM and PSNR of `encode` over the sources, each compared at its own width. */
async function measure(bases: Buffer[], width: number, encode: (base: Buffer) => Promise<Buffer>) {
  let bytes = 0;
  let ssimSum = 0;
  let psnrSum = 0;
  for (const base of bases) {
    const out = await encode(base);
    bytes += out.length;
    const reference = await pixels(sharp(base).resize({ width }));
    const decoded = await pixels(sharp(out));
    ssimSum += ssim(reference, decoded);
    psnrSum += psnr(reference, decoded);
  }
  return { bytes, ssim: ssimSum / bases.length, psnr: psnrSum / bases.length };
}

const flat = DEMO_CATEGORIES.flatMap((category) => DEMO_CATALOG[category]);
const sources = flat.flatMap((product, i) => (i % 8 === 0 ? [{ product, i }] : []));
const bases = await Promise.all(
  sources.map(async ({ product, i }) => {
    const svg = drawProductSvg(product.art.kind, product.art.colors[0]!, { seed: i * 7 });
    return (await decodeUpload(await sharp(Buffer.from(svg)).png().toBuffer())).base;
  }),
);
console.log(`${bases.length} demo pictures; stored widths ${IMAGE_WIDTHS.join(', ')}`);

const rows = [];
let oursTotal = 0;
let sharpTotal = 0;
for (const screen of CARD_SCREENS) {
  const shown = Math.round(screen.css * screen.dpr);
  const served = IMAGE_WIDTHS.find((w) => w >= shown) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  const started = performance.now();
  const ours = await measure(bases, served, (base) => encodeVariant(base, served, 'avif'));
  const oursMs = (performance.now() - started) / bases.length;
  const reference = await measure(bases, shown, (base) =>
    sharp(base).resize({ width: shown }).avif({ quality: 50 }).toBuffer(),
  );
  oursTotal += ours.bytes;
  sharpTotal += reference.bytes;
  rows.push({
    screen: screen.name,
    'shown px': shown,
    'served px': served,
    'ours B/img': Math.round(ours.bytes / bases.length),
    'sharp q50 B/img': Math.round(reference.bytes / bases.length),
    ratio: `${(ours.bytes / reference.bytes).toFixed(3)}x`,
    'SSIM ours / q50': `${ours.ssim.toFixed(4)} / ${reference.ssim.toFixed(4)}`,
    'PSNR ours / q50': `${ours.psnr.toFixed(2)} / ${reference.psnr.toFixed(2)} dB`,
    'ours ms/img': Math.round(oursMs),
  });
}
console.table(rows);
console.log(
  `all screens: ours ${oursTotal} B vs sharp q50 ${sharpTotal} B = ${(oursTotal / sharpTotal).toFixed(3)}x`,
);

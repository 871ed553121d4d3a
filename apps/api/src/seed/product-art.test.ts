import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type ArtKind, DEMO_CATALOG, DEMO_CATEGORIES } from './catalog-data.ts';
import { drawProductSvg } from './product-art.ts';

const KINDS: ArtKind[] = [
  'sofa',
  'chair',
  'bed',
  'cupboard',
  'tv',
  'fridge',
  'speaker',
  'fan',
  'lamp',
  'laptop',
  'washer',
  'table',
];

function hexToRgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

async function render(svg: string) {
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const meta = await sharp(png).metadata();
  const stats = await sharp(png).stats();
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { meta, stats, data, channels: info.channels };
}

/** Share of pixels whose colour is within `tolerance` (euclidean RGB) of `hex`. */
function colourShare(data: Buffer, channels: number, hex: string, tolerance = 24): number {
  const [r, g, b] = hexToRgb(hex);
  let hits = 0;
  const total = data.length / channels;
  for (let i = 0; i < data.length; i += channels) {
    const dr = data[i]! - r;
    const dg = data[i + 1]! - g;
    const db = data[i + 2]! - b;
    if (dr * dr + dg * dg + db * db <= tolerance * tolerance) hits++;
  }
  return hits / total;
}

/**
 * How much of the picture the product colour accounts for: the share of matching pixels in the image drawn
 * in that colour, minus the share in the same image drawn in a contrasting colour (so a light colour that
 * happens to match the light background does not count).
 */
async function productColourShare(kind: ArtKind, colour: string, seed: number): Promise<number> {
  const [r, g] = hexToRgb(colour);
  const contrast = r > 150 && g < 120 ? '#2f6fb5' : '#c0392b';
  const own = await render(drawProductSvg(kind, colour, { seed }));
  const other = await render(drawProductSvg(kind, contrast, { seed }));
  return colourShare(own.data, own.channels, colour) - colourShare(other.data, other.channels, colour);
}

describe('drawProductSvg', () => {
  it.each(KINDS)('renders a recognisable %s image in the requested colour', async (kind) => {
    const colour = '#2f6fb5';
    const svg = drawProductSvg(kind, colour, { seed: 7 });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('viewBox="0 0 800 800"');
    expect(svg).not.toMatch(/<text|<image|href=|font/i);

    const { meta, stats, data, channels } = await render(svg);
    expect(meta.width).toBe(800);
    expect(meta.height).toBe(800);
    for (const channel of stats.channels.slice(0, 3)) expect(channel.stdev).toBeGreaterThan(10);
    // the product colour must be a substantial part of the picture
    expect(colourShare(data, channels, colour)).toBeGreaterThan(0.025);
    expect(await productColourShare(kind, colour, 7)).toBeGreaterThan(0.025);
  });

  it.each([
    ['sofa', '#24262a'],
    ['fridge', '#f2f2f0'],
    ['washer', '#efe8d8'],
    ['tv', '#24262a'],
    ['lamp', '#c46a4a'],
    ['table', '#9a6a3a'],
  ] as [ArtKind, string][])('handles very dark and very light colours (%s %s)', async (kind, colour) => {
    const { stats } = await render(drawProductSvg(kind, colour, { seed: 3 }));
    // a white product on a light background is legitimately low-contrast, but never flat
    for (const channel of stats.channels.slice(0, 3)) expect(channel.stdev).toBeGreaterThan(5);
    expect(await productColourShare(kind, colour, 3)).toBeGreaterThan(0.02);
  });

  it('is deterministic per seed and varies between seeds', () => {
    expect(drawProductSvg('chair', '#9caf88', { seed: 4 })).toBe(
      drawProductSvg('chair', '#9caf88', { seed: 4 }),
    );
    expect(drawProductSvg('chair', '#9caf88', { seed: 4 })).not.toBe(
      drawProductSvg('chair', '#9caf88', { seed: 5 }),
    );
  });

  it('honours the size option', async () => {
    const png = await sharp(Buffer.from(drawProductSvg('bed', '#8a8f98', { size: 400 })))
      .png()
      .toBuffer();
    const meta = await sharp(png).metadata();
    expect(meta.width).toBe(400);
    expect(meta.height).toBe(400);
  });

  it('renders every catalog product art', () => {
    for (const products of Object.values(DEMO_CATALOG)) {
      for (const p of products) {
        for (const colour of p.art.colors) {
          expect(drawProductSvg(p.art.kind, colour)).toContain(colour.toLowerCase());
        }
      }
    }
  });
});

describe('DEMO_CATALOG', () => {
  it('has every category with at least 15 products', () => {
    expect(Object.keys(DEMO_CATALOG).sort()).toEqual([...DEMO_CATEGORIES].sort());
    for (const category of DEMO_CATEGORIES) expect(DEMO_CATALOG[category].length).toBeGreaterThanOrEqual(15);
  });

  it('has unique, slug-friendly names', () => {
    const names = Object.values(DEMO_CATALOG)
      .flat()
      .map((p) => p.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9][A-Za-z0-9 -]*$/);
  });

  it('has sane prices, stock and ratings', () => {
    for (const category of DEMO_CATEGORIES) {
      const products = DEMO_CATALOG[category];
      for (const p of products) {
        expect(Number.isInteger(p.price), p.name).toBe(true);
        expect(p.price, p.name).toBeGreaterThanOrEqual(0);
        if (p.original_price !== null) {
          expect(Number.isInteger(p.original_price), p.name).toBe(true);
          expect(p.original_price, p.name).toBeGreaterThan(p.price);
        }
        expect(Number.isInteger(p.stock) && p.stock >= 0, p.name).toBe(true);
        expect(Number.isInteger(p.sold) && p.sold >= 0, p.name).toBe(true);
        expect(p.attributes.length, p.name).toBeGreaterThanOrEqual(2);
        expect(p.attributes.length, p.name).toBeLessThanOrEqual(4);
        expect(p.art.colors.length, p.name).toBeGreaterThanOrEqual(1);
        expect(p.art.colors.length, p.name).toBeLessThanOrEqual(3);
        for (const c of p.art.colors) expect(c, p.name).toMatch(/^#[0-9a-f]{6}$/i);
      }
      expect(products.some((p) => p.stock < 10)).toBe(true);
      expect(products.some((p) => p.original_price !== null)).toBe(true);
    }
  });
});

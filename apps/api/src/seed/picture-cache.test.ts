import { randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { IMAGE_WIDTHS } from '@toko/shared';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { encodeDemoPicture, picturePath } from './picture-cache.ts';

// A drawing no other run has, so the first encode is really an encode.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><!-- ${randomUUID()} --><rect width="400" height="300" fill="#a0522d"/><circle cx="200" cy="150" r="90" fill="#f5deb3"/></svg>`;

afterAll(async () => {
  await rm(await picturePath(svg), { force: true });
});

describe('demo picture cache', () => {
  it('keeps the encoded variants, reads them back unchanged and re-encodes a damaged file', async () => {
    const first = await encodeDemoPicture(svg);
    expect(first.variants).toHaveLength(IMAGE_WIDTHS.length * 3);
    const stored = await readFile(await picturePath(svg));
    expect(stored.length).toBeGreaterThan(first.variants.reduce((n, v) => n + v.bytes.length, 0));

    const again = await encodeDemoPicture(svg);
    expect(again.width).toBe(400);
    expect(again.height).toBe(300);
    expect(
      again.variants.map((v) => [
        v.width,
        v.format,
        v.etag,
        v.bytes.equals(first.variants.find((f) => f.width === v.width && f.format === v.format)!.bytes),
      ]),
    ).toEqual(first.variants.map((v) => [v.width, v.format, v.etag, true]));
    const avif = again.variants.find((v) => v.format === 'avif' && v.width === 330)!;
    expect((await sharp(avif.bytes).metadata()).width).toBe(330);

    // A cut-off file is not trusted: the picture is encoded again and the file rewritten whole.
    await writeFile(await picturePath(svg), stored.subarray(0, stored.length - 10));
    const repaired = await encodeDemoPicture(svg);
    expect(repaired.variants).toHaveLength(IMAGE_WIDTHS.length * 3);
    const reread = await encodeDemoPicture(svg);
    expect(reread.variants.map((v) => v.bytes.toString('base64'))).toEqual(
      repaired.variants.map((v) => v.bytes.toString('base64')),
    );
  });
});

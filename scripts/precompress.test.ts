import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';

// `npm start` runs scripts/precompress.mjs again on every start beside the running shop (ADR 067), so it
// must keep the copies it made and never leave a half-written one where the server looks.
let dist = '';
afterEach(() => rmSync(dist, { recursive: true, force: true }));
const run = () =>
  execFileSync(process.execPath, [join(import.meta.dirname, 'precompress.mjs'), '--dist', dist], {
    encoding: 'utf8',
  });

describe('precompress', () => {
  it('writes .br and .gz copies that decode to the file, keeps them on a second run, redoes a changed file', () => {
    dist = mkdtempSync(join(tmpdir(), 'precompress-'));
    const source = `export const words = ${JSON.stringify('kursi sofa lemari '.repeat(200))};\n`;
    writeFileSync(join(dist, 'app.js'), source);
    writeFileSync(join(dist, 'tiny.js'), 'export {};\n');

    expect(run()).toMatch(/precompressed 1 files/);
    expect(brotliDecompressSync(readFileSync(join(dist, 'app.js.br'))).toString()).toBe(source);
    expect(gunzipSync(readFileSync(join(dist, 'app.js.gz'))).toString()).toBe(source);
    // Nothing but the copies: no file left aside, no copy of a file too small to gain from one.
    expect(readdirSync(dist).sort()).toEqual(['app.js', 'app.js.br', 'app.js.gz', 'tiny.js']);

    const before = statSync(join(dist, 'app.js.br')).mtimeMs;
    expect(run()).toMatch(/precompressed 0 files/);
    expect(statSync(join(dist, 'app.js.br')).mtimeMs).toBe(before);

    const changed = source.replace('kursi', 'meja');
    writeFileSync(join(dist, 'app.js'), changed);
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(dist, 'app.js'), later, later);
    expect(run()).toMatch(/precompressed 1 files/);
    expect(brotliDecompressSync(readFileSync(join(dist, 'app.js.br'))).toString()).toBe(changed);
  });
});

// Writes a brotli (.br) and a gzip (.gz) copy next to every text asset of the web build, at the
// strongest levels (done once at build time, not per request); the API serves them with @fastify/static's
// preCompressed option. Run by `npm run build` after vite build, and by `npm start` in the background
// once the server runs (ADR 067): a copy already newer than its file is kept, and each copy is written
// aside and renamed, so a server never sends half of one. `--dist <folder>` names another build.
import { readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const distArg = process.argv.indexOf('--dist');
const dist = distArg > 0 ? process.argv[distArg + 1] : new URL('../apps/web/dist/', import.meta.url).pathname;
const TEXT = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
  '.ico',
]);
// Below this a compressed copy saves less than the headers it costs.
const MIN_BYTES = 512;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

function writeAside(path, bytes) {
  writeFileSync(`${path}.${process.pid}.part`, bytes);
  renameSync(`${path}.${process.pid}.part`, path);
}

let count = 0;
let raw = 0;
let br = 0;
for (const path of files(dist)) {
  if (!TEXT.has(extname(path))) continue;
  const made = statSync(path).mtimeMs;
  const fresh = (copy) => (statSync(copy, { throwIfNoEntry: false })?.mtimeMs ?? 0) >= made;
  if (fresh(`${path}.br`) && fresh(`${path}.gz`)) continue;
  const bytes = readFileSync(path);
  if (bytes.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  writeAside(`${path}.br`, brotli);
  writeAside(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
  raw += bytes.length;
  br += brotli.length;
}
console.log(
  `precompressed ${count} files: ${(raw / 1024).toFixed(1)} KiB -> ${(br / 1024).toFixed(1)} KiB brotli`,
);

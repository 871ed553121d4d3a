// Prints what a first visit to / downloads (JS, gzip): the entry chunk, its static imports and the
// home page's lazy chunk. Run by `npm run build`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// `--dist <folder>` (or BUNDLE_DIST) reports on a build made elsewhere (vite build --outDir <folder>).
const distArg = process.argv.indexOf('--dist');
const dist =
  (distArg > 0 ? process.argv[distArg + 1] : undefined) ??
  process.env.BUNDLE_DIST ??
  new URL('../apps/web/dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const BUDGET_KB = 95;

const seen = new Set();
function collect(key) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) collect(dep);
}
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
collect(entryKey);
const homeKey = Object.keys(manifest).find((k) => k.endsWith('home-page.tsx'));
if (homeKey) collect(homeKey);

let total = 0;
const rows = [];
for (const key of seen) {
  const file = manifest[key].file;
  if (!file.endsWith('.js')) continue;
  const gz = gzipSync(readFileSync(join(dist, file))).length;
  total += gz;
  rows.push([file, gz]);
}
const css = Object.values(manifest).flatMap((m) => m.css ?? []);
const cssGz = [...new Set(css)].reduce((n, f) => n + gzipSync(readFileSync(join(dist, f))).length, 0);
const dashboard = Object.entries(manifest).filter(([k]) => k.includes('dashboard-routes'));

console.log('\nFirst visit to / (JavaScript, gzip):');
for (const [file, gz] of rows.sort((a, b) => b[1] - a[1]))
  console.log(`  ${(gz / 1024).toFixed(1).padStart(6)} KB  ${file}`);
console.log(
  `  ${(total / 1024).toFixed(1).padStart(6)} KB  total (budget ${BUDGET_KB} KB) ${total / 1024 <= BUDGET_KB ? 'OK' : 'OVER BUDGET'}`,
);
console.log(`  ${(cssGz / 1024).toFixed(1).padStart(6)} KB  CSS`);
console.log(
  `  dashboard code in the first visit: ${dashboard.some(([k]) => seen.has(k)) ? 'YES (should not be)' : 'no'}\n`,
);

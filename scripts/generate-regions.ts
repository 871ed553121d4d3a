/**
 * Generates apps/api/src/modules/regions/regions.tsv, every region of Indonesia (38 provinsi, 514
 * kabupaten/kota, every kecamatan and desa/kelurahan) with its Kemendagri code, from idn-area-data
 * (ODbL-1.0, see apps/api/src/modules/regions/NOTICE-regions.md). The server loads it on first use
 * (docs/decisions/071-shop-settings-and-delivery-area.md); the shop's web app never ships it.
 *
 * Run: node --import tsx scripts/generate-regions.ts
 *
 * One line per region, `code<TAB>name`, sorted by code; the parent of a region is its code without the
 * last part (35.26.01 is under 35.26). Output is deterministic (no timestamps), so re-running on the
 * same idn-area-data version yields a byte-identical file and a clean diff.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkgDir = join(root, 'node_modules', 'idn-area-data');
const dataDir = join(pkgDir, 'data');
const outFile = join(root, 'apps', 'api', 'src', 'modules', 'regions', 'regions.tsv');

/** RFC 4180 CSV: quoted fields may contain commas, newlines and "" (an escaped quote). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Reads a CSV into objects keyed by its header, so column order changes don't break us. */
function readCsv(file: string): Record<string, string>[] {
  const text = readFileSync(join(dataDir, file), 'utf8').replace(/^\uFEFF/, '');
  const [header, ...rows] = parseCsv(text).filter((r) => r.some((f) => f.trim() !== ''));
  if (!header) throw new Error(`${file}: empty`);
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h.trim(), (r[i] ?? '').trim()])));
}

/**
 * Source names where the apostrophe (Madurese glottal stop) was lost and left a space, which title
 * casing would turn into "Apa An". Keyed by Kemendagri code so a fixed upstream name is unaffected.
 */
const NAME_FIXES: Record<string, string> = {
  '35.27.13.2002': "Apa'an", // source: "Apa an"
  '35.27.13.2005': "Pacangga'an", // source: "Pacangga an"
  '35.27.14.2001': "Blu'uran", // source: "Blu uran"
};

const ROMAN = /^(?:I{1,3}|IV|VI{0,3}|IX|XI{0,3})$/;

/**
 * Readable title case as Indonesians write place names: "BALUNG CANGKRING" -> "Balung Cangkring",
 * "Lidah kulon" -> "Lidah Kulon", "Guluk-guluk" -> "Guluk-Guluk" (both halves of a reduplicated
 * name are capitalised), roman numerals stay upper case, and the letter after an apostrophe stays
 * lower case ("Palo'lo'an"). Mixed-case words are kept so "Dr." and "P." survive.
 * The source writes the Madurese glottal stop sometimes as ' and sometimes as ", we use ' only.
 */
function titleCase(raw: string): string {
  const s = raw.replace(/"/g, "'").replace(/\s+/g, ' ').trim();
  return s
    .split(' ')
    .map((word) =>
      word
        .split('-')
        .map((part) => {
          if (ROMAN.test(part)) return part;
          const lower = part === part.toUpperCase() ? part.toLowerCase() : part;
          return lower.charAt(0).toUpperCase() + lower.slice(1);
        })
        .join('-'),
    )
    .join(' ');
}

/**
 * The name an address carries, as the spec writes its five: "Kabupaten Bangkalan" -> "Bangkalan", while
 * "Kota Surabaya" keeps "Kota" to stay distinct from a kabupaten of the same name (Kab. Malang and Kota
 * Malang). Jakarta's "Administrasi" is dropped ("Kota Jakarta Pusat", "Kepulauan Seribu"). The source
 * writes these names well (lower-case "dan"), so they are not re-cased.
 */
function regencyName(raw: string): string {
  return raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^Kabupaten\s+(Administrasi\s+)?/i, '')
    .replace(/^Kota\s+Administrasi\s+/i, 'Kota ');
}

const version = (JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { version: string })
  .version;

const lines: [string, string][] = [];
const provinces = readCsv('provinces.csv');
const regencies = readCsv('regencies.csv');
const districts = readCsv('districts.csv');
const villages = readCsv('villages.csv');

for (const p of provinces) lines.push([p.code ?? '', (p.name ?? '').replace(/\s+/g, ' ').trim()]);
for (const r of regencies) lines.push([r.code ?? '', regencyName(r.name ?? '')]);
for (const d of districts) lines.push([d.code ?? '', titleCase(d.name ?? '')]);

// A few kecamatan hold a desa and a kelurahan of the same name (Nusaniwe in Kota Ambon): an address names
// its desa, so the kelurahan (codes x.x.x.1xxx) is written "Nusaniwe (Kelurahan)" to tell them apart. Two
// desa of one name (Tounelet Satu, Kogekotu) keep the first by code and give the other its number.
const villageName = (v: Record<string, string>) => NAME_FIXES[v.code ?? ''] ?? titleCase(v.name ?? '');
const twins = new Map<string, number>();
const twinKey = (v: Record<string, string>, name: string) => `${v.district_code}\t${name.toLowerCase()}`;
for (const v of villages)
  twins.set(twinKey(v, villageName(v)), (twins.get(twinKey(v, villageName(v))) ?? 0) + 1);
const taken = new Set<string>();
for (const v of [...villages].sort((a, b) => ((a.code ?? '') < (b.code ?? '') ? -1 : 1))) {
  let name = villageName(v);
  const number = (v.code ?? '').split('.')[3] ?? '';
  if ((twins.get(twinKey(v, name)) ?? 0) > 1 && number.startsWith('1')) name = `${name} (Kelurahan)`;
  if (taken.has(twinKey(v, name))) name = `${name} (${number})`;
  taken.add(twinKey(v, name));
  lines.push([v.code ?? '', name]);
}

// Checks that a change upstream cannot slip through: well-formed codes, every parent present, and the
// names unique under each parent (an address is found by its names).
const codes = new Set(lines.map(([code]) => code));
const names = new Set<string>();
for (const [code, name] of lines) {
  if (!/^\d{2}(\.\d{2}(\.\d{2}(\.\d{4})?)?)?$/.test(code)) throw new Error(`bad code ${code}`);
  if (!name || /[\t\n]/.test(name)) throw new Error(`bad name for ${code}`);
  const parent = code.split('.').slice(0, -1).join('.');
  if (parent && !codes.has(parent)) throw new Error(`${code}: parent ${parent} missing`);
  const key = `${parent}\t${name.toLowerCase()}`;
  if (names.has(key)) throw new Error(`${code}: name ${name} twice under ${parent || 'Indonesia'}`);
  names.add(key);
}
lines.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

const header = `# idn-area-data ${version} (Kemendagri), ODbL-1.0: see NOTICE-regions.md beside this file\n`;
writeFileSync(outFile, header + lines.map(([code, name]) => `${code}\t${name}\n`).join(''));

const level = (n: number) => lines.filter(([code]) => code.split('.').length === n).length;
console.log(
  `${level(1)} provinsi, ${level(2)} kabupaten/kota, ${level(3)} kecamatan, ${level(4)} desa/kelurahan`,
);
console.log(`wrote ${outFile}`);

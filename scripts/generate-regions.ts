/**
 * Generates packages/shared/src/regions.json — the shop's delivery area — from idn-area-data
 * (Kemendagri codes, ODbL-1.0). See packages/shared/NOTICE-regions.md.
 *
 * Run: node --import tsx scripts/generate-regions.ts
 *
 * Output is deterministic (fixed selection, code-unit sort, no timestamps) so re-running on the
 * same idn-area-data version yields a byte-identical file and a clean diff.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkgDir = join(root, 'node_modules', 'idn-area-data');
const dataDir = join(pkgDir, 'data');
const outFile = join(root, 'packages', 'shared', 'src', 'regions.json');

// Delivery area, by Kemendagri code (codes are stable; names vary in spelling).
const PROVINCE_CODE = '35'; // Jawa Timur
const REGENCY_CODES = ['35.26', '35.27', '35.28', '35.29', '35.78']; // Bangkalan, Sampang, Pamekasan, Sumenep, Kota Surabaya

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

/** "Kabupaten Bangkalan" -> "Bangkalan"; "Kota Surabaya" keeps "Kota" to stay distinct from a kabupaten. */
function regencyName(raw: string): string {
  return titleCase(raw).replace(/^Kabupaten\s+/i, '');
}

// Locale-independent so output does not depend on the ICU build; case-insensitive first for readability.
function byName(a: string, b: string): number {
  const la = a.toLowerCase();
  const lb = b.toLowerCase();
  if (la !== lb) return la < lb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

const version = (JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { version: string })
  .version;

const province = readCsv('provinces.csv').find((p) => p.code === PROVINCE_CODE);
if (!province?.name) throw new Error(`province ${PROVINCE_CODE} not found`);

const regencies = readCsv('regencies.csv').filter((r) => REGENCY_CODES.includes(r.code ?? ''));
const districts = readCsv('districts.csv').filter((d) => REGENCY_CODES.includes(d.regency_code ?? ''));
const districtCodes = new Set(districts.map((d) => d.code));
const villages = readCsv('villages.csv').filter((v) => districtCodes.has(v.district_code));

const kabupaten = REGENCY_CODES.map((code) => {
  const regency = regencies.find((r) => r.code === code);
  if (!regency?.name || regency.province_code !== PROVINCE_CODE) throw new Error(`regency ${code} not found`);
  const kecamatan = districts
    .filter((d) => d.regency_code === code)
    .map((d) => {
      // A Set drops exact duplicates (none today), so the UI never shows the same desa twice.
      const desa = [
        ...new Set(
          villages
            .filter((v) => v.district_code === d.code)
            .map((v) => NAME_FIXES[v.code ?? ''] ?? titleCase(v.name ?? '')),
        ),
      ];
      if (desa.length === 0) throw new Error(`district ${d.code} has no villages`);
      return { name: titleCase(d.name ?? ''), desa: desa.sort(byName) };
    })
    .sort((a, b) => byName(a.name, b.name));
  if (kecamatan.length === 0) throw new Error(`regency ${code} has no districts`);
  if (new Set(kecamatan.map((k) => k.name)).size !== kecamatan.length) {
    throw new Error(`regency ${code} has duplicate kecamatan names`);
  }
  return { name: regencyName(regency.name), kecamatan };
});

const out = {
  source: `idn-area-data ${version} (Kemendagri), ODbL-1.0`,
  provinces: [{ name: titleCase(province.name), kabupaten }],
};
writeFileSync(outFile, JSON.stringify(out));

for (const k of kabupaten) {
  const desa = k.kecamatan.reduce((n, kc) => n + kc.desa.length, 0);
  console.log(`${k.name}: ${k.kecamatan.length} kecamatan, ${desa} desa/kelurahan`);
}
console.log(`wrote ${outFile}`);

// `npm run lint` runs this after Biome. In the web app a feature never imports another feature, and the
// shared folders (components, lib, api) import no feature at all; app/ composes features into routes, and a
// test may render two features side by side as the app does (docs/decisions/057-list-page-kit-and-feature-rule.md).
// Biome's noRestrictedImports matches what an import says, not where it lands: '../../arisan/x' reaches
// another feature from a page and stays inside the feature from a component two folders down.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Violation {
  /** The importing file, relative to the source folder. */
  file: string;
  line: number;
  specifier: string;
  reason: string;
}

const SHARED = ['components', 'lib', 'api'];
// `from '...'` (import and export), `import '...'` and `import('...')`.
const IMPORT = /\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** 'features/arisan', 'components/ (shared)', or null for a place that may import any feature. */
function area(path: string): { name: string; feature: string | null } | null {
  const [top, feature] = path.split(sep);
  if (top === 'features' && feature) return { name: `features/${feature}`, feature };
  if (top && SHARED.includes(top)) return { name: `${top}/ (shared)`, feature: null };
  return null;
}

/** Every import, in the web source folder `srcDir`, that crosses from one feature (or a shared folder) into a feature. */
export function featureImportViolations(srcDir: string): Violation[] {
  const found: Violation[] = [];
  for (const path of sourceFiles(srcDir).sort()) {
    const file = relative(srcDir, path);
    const from = area(file);
    if (!from) continue;
    const source = readFileSync(path, 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const specifier = (match[1] ?? match[2])!;
      if (!specifier.startsWith('.')) continue;
      const target = area(relative(srcDir, resolve(dirname(path), specifier)));
      if (!target?.feature || target.feature === from.feature) continue;
      found.push({
        file: file.split(sep).join('/'),
        line: source.slice(0, match.index).split('\n').length,
        specifier,
        reason: `${from.name} imports ${target.name}`,
      });
    }
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const src = fileURLToPath(new URL('../apps/web/src', import.meta.url));
  const violations = featureImportViolations(src);
  for (const v of violations) {
    console.error(`apps/web/src/${v.file}:${v.line}: ${v.reason} ('${v.specifier}')`);
  }
  if (violations.length > 0) {
    console.error(
      `\n${violations.length} import(s) across features: move the shared piece to src/components, src/api or src/lib.`,
    );
    process.exit(1);
  }
  console.log('Web features import no other feature.');
}

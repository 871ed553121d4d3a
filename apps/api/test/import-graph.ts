import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// The API's files and the relative imports between them, read from the source text, so a type-only import
// counts too (it ties the two files as much as any other for a reader). Used by import-graph.test.ts.

/** `import ... from '...'` and `export ... from '...'` at the start of a line (lists may span lines). */
const FROM = /^(?:import|export)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]/gm;
/** `import '...'` and `import('...')`. */
const BARE = /^import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

function sourceFiles(folder: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The relative imports of one source text, as written. */
export function importsOf(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(FROM)) found.push(m[1]!);
  for (const m of text.matchAll(BARE)) found.push((m[1] ?? m[2])!);
  return found.filter((s) => s.startsWith('./') || s.startsWith('../'));
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (p) => existsSync(p) && /\.tsx?$/.test(p),
  );
}

/** Every file under `folders` with the files (under them too) it imports. */
export function importGraph(folders: string[]): Map<string, string[]> {
  const files = folders.flatMap(sourceFiles);
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = importsOf(readFileSync(file, 'utf8'))
      .map((s) => resolveImport(file, s))
      .filter((t): t is string => t !== undefined && known.has(t));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * The circles of the graph: each group of files that reach each other through imports (Tarjan's strongly
 * connected components of more than one file, or a file importing itself), as paths relative to `root`,
 * sorted.
 */
export function importCircles(graph: Map<string, string[]>, root: string): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.includes(file)) {
      circles.push(group.map((f) => relative(root, f)).sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return circles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

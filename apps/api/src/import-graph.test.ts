import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph } from '../test/import-graph.ts';

// No import circles in the API (ADR 055): a circle means neither file can be read, moved or tested without
// the other, and modules importing each other through their index files would load half-made.
const api = fileURLToPath(new URL('..', import.meta.url));

describe('import circles', () => {
  it('finds none in the API', () => {
    const graph = importGraph([join(api, 'src'), join(api, 'test')]);
    expect(graph.size).toBeGreaterThan(100);
    expect(importCircles(graph, api)).toEqual([]);
  });

  it('finds none in the web app and the shared package either', () => {
    for (const folder of ['../../web/src', '../../../packages/shared/src']) {
      const root = fileURLToPath(new URL(folder, import.meta.url));
      const graph = importGraph([root]);
      expect(graph.size).toBeGreaterThan(30);
      // The web imports .tsx files: the edges to them are followed too.
      expect([...graph.values()].flat().length).toBeGreaterThan(graph.size);
      expect(importCircles(graph, root)).toEqual([]);
    }
  });

  it('finds a circle through a type-only import, an index file and a multi-line import', () => {
    const root = mkdtempSync(join(tmpdir(), 'toko-circles-'));
    try {
      mkdirSync(join(root, 'm'));
      writeFileSync(join(root, 'a.ts'), "import type { B } from './m/index.ts';\nexport type A = B;\n");
      writeFileSync(join(root, 'm', 'index.ts'), "export { type B } from './b.ts';\n");
      writeFileSync(
        join(root, 'm', 'b.ts'),
        "import {\n  type A,\n} from '../a.ts';\nexport type B = A[];\n",
      );
      writeFileSync(join(root, 'c.ts'), "import type { A } from './a.ts';\nexport type C = A;\n");
      expect(importCircles(importGraph([root]), root)).toEqual([['a.ts', 'm/b.ts', 'm/index.ts']]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

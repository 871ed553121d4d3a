import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A module of the API is imported from outside only through its index.ts, and another module's fixtures
// only from tests (docs/decisions/055-module-boundaries.md). `npm run lint` holds the tree to it with the
// repository's biome.json; here the same configuration lints files written to break it.
const repo = fileURLToPath(new URL('../../../', import.meta.url));

const PROBES: Record<string, string[]> = {
  'apps/api/src/modules/orders/probe.ts': [
    "import { a } from '../cart/cart.service.ts';", // another module's internals
    "import { b } from '../cart/index.ts';",
    "import { c } from '../../http/errors.ts';",
    "import { d } from './orders.service.ts';",
    "import { e } from '../cart/cart.fixtures.ts';", // fixtures in product code
    "import { f } from '../../modules/cart/cart.routes.ts';", // the long way round
  ],
  'apps/api/src/modules/orders/probe.test.ts': [
    "import { a } from '../cart/cart.service.ts';",
    "import { b } from '../cart/cart.fixtures.ts';",
    "import { c } from '../../../test/app.ts';",
    "import { d } from './orders.service.ts';",
  ],
  'apps/api/src/app-probe.ts': [
    "import { a } from './modules/cart/cart.routes.ts';",
    "import { b } from './modules/cart/index.ts';",
  ],
  'apps/api/src/http/probe.test.ts': [
    "import { a } from '../modules/orders/orders.fixtures.ts';",
    "import { b } from '../modules/orders/orders.service.ts';",
    "import { c } from '../db/client.ts';",
  ],
  'bench/probe.ts': [
    "import { a } from '../apps/api/src/modules/images/images.service.ts';",
    "import { b } from '../apps/api/src/modules/images/index.ts';",
  ],
};

describe('module boundaries', () => {
  it("refuses imports of another module's internals and of its fixtures outside tests", () => {
    const root = mkdtempSync(join(tmpdir(), 'toko-boundaries-'));
    try {
      const config = JSON.parse(readFileSync(join(repo, 'biome.json'), 'utf8'));
      // The scratch folder is no git work tree.
      delete config.vcs;
      delete config.$schema;
      writeFileSync(join(root, 'biome.json'), JSON.stringify(config));
      for (const [path, lines] of Object.entries(PROBES)) {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        const used = lines.map((_, i) => String.fromCharCode(97 + i)).join(', ');
        writeFileSync(join(root, path), `${lines.join('\n')}\nexport const used = [${used}];\n`);
      }
      const run = spawnSync(join(repo, 'node_modules/.bin/biome'), ['lint', '--reporter=json', '.'], {
        cwd: root,
        encoding: 'utf8',
      });
      const report = JSON.parse(run.stdout) as {
        diagnostics: { category: string; location: { path: string; start: { line: number } } }[];
      };
      const refused = report.diagnostics
        .filter((d) => d.category === 'lint/style/noRestrictedImports')
        .map((d) => `${d.location.path}:${d.location.start.line}`)
        .sort();
      expect(refused).toEqual([
        'apps/api/src/app-probe.ts:1',
        'apps/api/src/http/probe.test.ts:2',
        'apps/api/src/modules/orders/probe.test.ts:1',
        'apps/api/src/modules/orders/probe.ts:1',
        'apps/api/src/modules/orders/probe.ts:5',
        'apps/api/src/modules/orders/probe.ts:6',
        'bench/probe.ts:1',
      ]);
      expect(run.status).not.toBe(0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

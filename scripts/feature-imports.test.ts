import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { featureImportViolations } from './feature-imports.ts';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A web source tree of the given files (path under src -> source). */
function tree(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'feature-imports-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return root;
}

describe('featureImportViolations', () => {
  it('names a feature that imports another feature, with the file and the line', () => {
    const src = tree({
      'features/admin/pages/orders-page.tsx': [
        "import { Button } from '../../../components/ui/button.tsx';",
        "import { cyclesText } from '../../arisan/pages/transfers-page.tsx';",
        'export const x = 1;',
      ].join('\n'),
      'features/arisan/pages/transfers-page.tsx': 'export const cyclesText = 1;',
    });
    expect(featureImportViolations(src)).toEqual([
      {
        file: 'features/admin/pages/orders-page.tsx',
        line: 2,
        specifier: '../../arisan/pages/transfers-page.tsx',
        reason: 'features/admin imports features/arisan',
      },
    ]);
  });

  it('catches a lazy import() and an export-from as well', () => {
    const src = tree({
      'features/cart/cart-area.tsx': "export { CartSummary } from '../account/components/summary.tsx';",
      'features/storefront/pages/home.tsx': "const page = () => import('../../cart/cart-area.tsx');",
    });
    expect(featureImportViolations(src).map((v) => v.reason)).toEqual([
      'features/cart imports features/account',
      'features/storefront imports features/cart',
    ]);
  });

  it('names a shared folder that imports a feature', () => {
    const src = tree({
      'components/list-page/list-page.tsx': "import { STATUS_TONE } from '../../features/arisan/labels.ts';",
    });
    expect(featureImportViolations(src).map((v) => v.reason)).toEqual([
      'components/ (shared) imports features/arisan',
    ]);
  });

  it('lets a feature import itself and the shared folders, app/ compose features, and tests render two', () => {
    const src = tree({
      'features/admin/pages/users-page.tsx': [
        "import { useUsers } from '../api/users.ts';",
        "import { ListPage } from '../../../components/list-page/list-page.tsx';",
        "import { toastFailure } from '../../../lib/notify.ts';",
        "import { z } from 'zod';",
      ].join('\n'),
      'app/router.tsx': "const users = () => import('../features/admin/pages/users-page.tsx');",
      'features/storefront/pages/product-page.test.tsx':
        "import { LoginDialog } from '../../auth/components/login-dialog.tsx';",
    });
    expect(featureImportViolations(src)).toEqual([]);
  });
});

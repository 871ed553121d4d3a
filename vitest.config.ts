import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { jsx, preactAliases } from './apps/web/preact-aliases.ts';

const apiProject = (
  name: string,
  env: Record<string, string>,
  globalSetup?: string,
  exclude: string[] = [],
) => ({
  extends: false as const,
  test: {
    name,
    root: './apps/api',
    include: ['src/**/*.test.ts'],
    exclude,
    environment: 'node',
    // One migrated database template per worker is reused across files (see test/db.ts).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env,
    ...(globalSetup ? { globalSetup } : {}),
  },
});

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, idle while a
    // test waits on PostgreSQL, a server process or a timer. Three keep both cores busy (README, Tests).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || Math.max(3, availableParallelism()),
    projects: [
      {
        // The repository's own checks (the language, the web's feature imports).
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      apiProject('api-pglite', { TOKO_TEST_DB: 'pglite' }),
      // The same API suite on a real PostgreSQL server when one is configured.
      // Left out there: server-process tests that run on PGlite whatever the project (main.test.ts), and
      // the first start's picture encoding, the same work on either database (ADR 086).
      ...(process.env.TEST_DATABASE_URL
        ? [
            apiProject('api-postgres', { TOKO_TEST_DB: 'postgres' }, './test/global-setup.ts', [
              'src/main.test.ts',
              'src/first-start.test.ts',
            ]),
          ]
        : []),
      {
        oxc: { jsx },
        resolve: {
          conditions: ['module', 'browser', 'development'],
          alias: [
            ...preactAliases,
            // Their ES module builds, which Vite can point at Preact (Node's condition picks CommonJS ones,
            // whose require('react') would reach React itself).
            { find: /^lucide-react$/, replacement: 'lucide-react/dist/esm/lucide-react.mjs' },
            {
              find: /^@testing-library\/react$/,
              replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
            },
          ],
        },
        test: {
          name: 'web',
          // The libraries are bundled once (the optimizer below: thousands of icon modules become one file)
          // and those bundles run through Vite like the app's code, so that their imports of React reach
          // Preact (ADR 094); left to Node, they would load React itself.
          server: { deps: { inline: [/node_modules[\\/]\.vite[\\/]/, /@testing-library[\\/]react/] } },
          deps: {
            optimizer: {
              client: {
                enabled: true,
                include: [
                  'preact',
                  'preact/compat',
                  'preact/hooks',
                  'preact/jsx-runtime',
                  'preact/compat/client',
                  'preact/compat/server',
                  'preact-render-to-string',
                  'preact/compat/jsx-runtime',
                  'preact/compat/jsx-dev-runtime',
                  'preact/test-utils',
                  'lucide-react',
                  'react-router',
                  '@tanstack/react-query',
                  'sonner',
                  'react-hook-form',
                  '@hookform/resolvers/zod',
                ],
              },
            },
          },
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // The files of a worker share one jsdom window and module graph (about 4x faster than a fresh
          // one per file on two cores): setup.ts undoes after every test what a test can leave behind,
          // and the web tests mock no module (vi.mock is not scoped to its file here; spyOnToasts is).
          isolate: false,
          // Typing through user-event is slow on a busy 2-core machine; 5 s is too tight for long forms.
          testTimeout: 20_000,
        },
      },
    ],
  },
});

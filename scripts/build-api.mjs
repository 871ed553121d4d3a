// Compiles the API to JavaScript (ADR 070): apps/api/dist/main.js (a server process) and supervisor.js
// (the primary of `npm start`), each one ES module that bundles the API's own code and the workspace
// packages (@toko/shared is TypeScript source) and imports every real package from node_modules as it
// is (PGlite finds its wasm and data files next to its own code; sharp is native). Production runs
// these with plain `node`: no TypeScript loader in any process. Run by `npm run build`, and by
// `npm start` when the build is missing or older than the sources.
import { mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = join(root, 'apps/api/dist');
const ENTRIES = ['main', 'supervisor'];
// What the bundle is made of: a change in any of these makes the build stale.
const SOURCES = [
  'apps/api/src',
  'packages/shared/src',
  'apps/api/package.json',
  'packages/shared/package.json',
];

function newestMtime(path) {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

/** True when an entry is missing or older than the newest source file (a pull, an edit). */
export function apiBuildIsStale() {
  const built = Math.min(
    ...ENTRIES.map((e) => statSync(join(outdir, `${e}.js`), { throwIfNoEntry: false })?.mtimeMs ?? 0),
  );
  return built === 0 || SOURCES.some((s) => newestMtime(join(root, s)) > built);
}

/** Bare imports stay imports, except the workspace's own packages, which are TypeScript source. */
const nodeModulesExternal = {
  name: 'node-modules-external',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@toko/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildApi() {
  const started = Date.now();
  // Loaded here, not above: a start that finds a fresh build does not pay for it.
  const { build, stop } = await import('esbuild');
  const result = await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(ENTRIES.map((e) => [e, `apps/api/src/${e}.ts`])),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Not minified: a stack trace in the log names the API's own functions and readable lines.
    minify: false,
    plugins: [nodeModulesExternal],
    write: false,
    logLevel: 'warning',
  });
  // esbuild's service process would otherwise live on beside the supervisor that `npm start` becomes.
  await stop();
  mkdirSync(outdir, { recursive: true });
  // Written aside and renamed: a server starting meanwhile (two test files) reads a whole file.
  for (const file of result.outputFiles) {
    const aside = `${file.path}.${process.pid}.tmp`;
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(aside, file.contents);
    renameSync(aside, file.path);
  }
  console.log(`[toko] API compiled to apps/api/dist in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildApi();

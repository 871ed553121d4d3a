// `npm start`: builds what is not built yet (the web app when it is missing; the API when it is missing
// or older than its sources, about a second), then becomes the supervisor (the primary of
// apps/api/src/supervisor.ts, ADR 047), which runs the server processes that serve the API and the web
// app on PORT and restarts one that crashes. Every process runs the compiled JavaScript of
// apps/api/dist with plain node (ADR 070).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { apiBuildIsStale, buildApi } from './build-api.mjs';

const root = new URL('..', import.meta.url).pathname;
// TOKO_WEB_ROOT names a build made elsewhere (or none, for the API alone): then no web app is built here.
if (!process.env.TOKO_WEB_ROOT && !existsSync(new URL('../apps/web/dist/index.html', import.meta.url))) {
  console.log('[toko] building the web app (first start)...');
  const build = spawnSync('npm', ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
if (apiBuildIsStale()) await buildApi();
await import('../apps/api/dist/supervisor.js');

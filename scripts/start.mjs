// `npm start`: builds the web app when it is not built yet, then becomes the supervisor (the primary of
// apps/api/src/supervisor.ts, ADR 047), which runs the server processes that serve the API and the web
// app on PORT and restarts one that crashes.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { register } from 'tsx/esm/api';

const root = new URL('..', import.meta.url).pathname;
// TOKO_WEB_ROOT names a build made elsewhere (or none, for the API alone): then nothing is built here.
if (!process.env.TOKO_WEB_ROOT && !existsSync(new URL('../apps/web/dist/index.html', import.meta.url))) {
  console.log('[toko] building the web app (first start)...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The supervisor is TypeScript, run in this process; it gives its workers the same loader.
register();
await import('../apps/api/src/supervisor.ts');

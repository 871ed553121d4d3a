// `npm start`: builds what is not built yet (the web app when it is missing; the API when it is missing
// or older than its sources, about a second), then becomes the supervisor (the primary of
// apps/api/src/supervisor.ts, ADR 047), which runs the server processes that serve the API and the web
// app on PORT and restarts one that crashes. Every process runs the compiled JavaScript of
// apps/api/dist with plain node (ADR 070).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiBuildIsStale, buildApi } from './build-api.mjs';

const root = new URL('..', import.meta.url).pathname;

/**
 * The .br/.gz copies of the web app's files (scripts/precompress.mjs), made at the lowest CPU priority
 * beside the running shop: meanwhile the server compresses those files as it sends them. It keeps the
 * copies it made before, so on a later start it only looks.
 */
function precompressInBackground() {
  const child = spawn(process.execPath, [join(root, 'scripts/precompress.mjs')], { stdio: 'ignore' });
  child.on('spawn', () => {
    try {
      setPriority(child.pid, 19);
    } catch {
      // Not allowed here: it then shares the CPU evenly, which is only slower.
    }
  });
  child.on('exit', (code) => {
    if (code !== 0)
      console.error('[toko] the compressed copies of the web app were not made; run npm run build');
  });
}

// TOKO_WEB_ROOT names a build made elsewhere (or none, for the API alone): then no web app is built here.
if (!process.env.TOKO_WEB_ROOT) {
  if (existsSync(new URL('../apps/web/dist/index.html', import.meta.url))) precompressInBackground();
  else {
    // The web app builds while the server makes its new database, the two slow parts of a first start
    // (ADR 067); the server waits for this file to go before it listens.
    const pendingDir = mkdtempSync(join(tmpdir(), 'toko-web-build-'));
    const pending = join(pendingDir, 'pending');
    writeFileSync(pending, '');
    process.env.TOKO_WEB_PENDING = pending;
    console.log('[toko] building the web app (first start) while the server prepares its database...');
    const build = spawn('npm', ['run', 'build:app', '-w', '@toko/web', '--silent'], {
      cwd: root,
      stdio: 'inherit',
    });
    build.on('exit', (code) => {
      rmSync(pendingDir, { recursive: true, force: true });
      if (code === 0) {
        console.log('[toko] web app built');
        precompressInBackground();
        return;
      }
      console.error('[toko] the web app did not build; stopping');
      process.on('exit', () => {
        process.exitCode = 1;
      });
      process.kill(process.pid, 'SIGTERM');
    });
  }
}
if (apiBuildIsStale()) await buildApi();
await import('../apps/api/dist/supervisor.js');

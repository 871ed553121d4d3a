// `npm test`: every suite. Unit, component and API tests (the API suite on PGlite, and again on
// PostgreSQL when TEST_DATABASE_URL is set), then the browser tests in Chromium against a fresh build.
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const run = (label, cmd, args, env = {}) => {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\n${label} failed`);
    process.exit(r.status ?? 1);
  }
};

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the API suite runs on PGlite only.');
}
run('unit, component and API tests', 'npx', ['vitest', 'run']);
run('web build', 'npm', ['run', 'build', '--silent']);
run('browser tests (Chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);

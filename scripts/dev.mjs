// `npm run dev`: the API with restart on change and Vite with hot reload (it proxies /api to the API).
import { spawn } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TOKO_WEB_ROOT: '/nonexistent' },
  }),
  spawn('npx', ['vite', '--host'], {
    cwd: new URL('../apps/web', import.meta.url).pathname,
    stdio: 'inherit',
  }),
];
const stop = (signal) => {
  for (const c of children) c.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const c of children)
  c.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });

import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { UPLOAD_LIMITS } from './http/multipart-form.ts';

// The files of the deploy guide (docs/deploy/) agree with the server they run: the environment file is a
// configuration it accepts, the unit waits longer than a graceful stop takes, nginx takes the largest
// request the API does. nginx itself runs these files in scale-out.test.ts.
const deploy = new URL('../../../docs/deploy/', import.meta.url).pathname;
const read = (file: string) => readFileSync(join(deploy, file), 'utf8');
const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';

function envFile(): Record<string, string> {
  return Object.fromEntries(
    read('toko.env.example')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'))
      .map((line) => {
        const eq = line.indexOf('=');
        return [line.slice(0, eq), line.slice(eq + 1)];
      }),
  );
}

const unitValue = (unit: string, key: string) => unit.match(new RegExp(`^${key}=(.*)$`, 'm'))?.[1];

describe('the deploy guide', () => {
  it('ships an environment file the server starts with, behind one proxy hop, its port left to the unit', () => {
    const env = envFile();
    expect(env.PORT).toBeUndefined();
    const config = loadConfig({ ...env, PORT: '3001' });
    expect(config.trustProxy).toBe(1);
    expect(config.databaseUrl).toMatch(/^postgres:\/\/toko_app:/);
  });

  it('runs what npm start runs, and waits longer to stop than a graceful stop takes', () => {
    const unit = read('toko@.service');
    const start = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')).scripts
      .start as string;
    expect(unitValue(unit, 'ExecStart')).toBe(`/usr/bin/${start}`);
    expect(unitValue(unit, 'KillMode')).toBe('mixed');
    expect(unitValue(unit, 'Restart')).toBe('on-failure');
    expect(unitValue(unit, 'User')).not.toBe('root');
    // main.ts gives up 5 s after the drain and the wait for open requests.
    const { drainMs, timeoutMs } = loadConfig({ ...envFile(), PORT: '3001' }).shutdown;
    expect(Number(unitValue(unit, 'TimeoutStopSec')) * 1000).toBeGreaterThan(drainMs + timeoutMs + 5_000);
  });

  it.skipIf(!existsSync(SYSTEMD_ANALYZE))(
    'has a unit systemd reads without a complaint (needs systemd-analyze)',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'toko-unit-'));
      try {
        copyFileSync(join(deploy, 'toko@.service'), join(dir, 'toko@.service'));
        const out = execFileSync(SYSTEMD_ANALYZE, ['verify', join(dir, 'toko@3001.service')], {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        expect(out).toBe('');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );

  it('lets the largest request the API takes through nginx: a product form with every picture at the limit', () => {
    const size = read('nginx/toko-proxy.conf').match(/^client_max_body_size (\d+)m;$/m)?.[1];
    expect(Number(size) * 1024 * 1024).toBeGreaterThan(UPLOAD_LIMITS.fileSize * UPLOAD_LIMITS.files);
  });
});

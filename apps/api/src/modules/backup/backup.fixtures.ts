import { spawn } from 'node:child_process';

export const repoRoot = new URL('../../../../../', import.meta.url).pathname;

/**
 * Runs a restore command from the repository's root with the shop's own database variables cleared (the
 * target comes in `env`), and resolves with its exit code and everything it printed.
 */
export function runRestore(command: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', DATABASE_MIGRATION_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ code, out }));
  });
}

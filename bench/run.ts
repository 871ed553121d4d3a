/**
 * `npm run bench`: runs every benchmark in bench/ (each file but this one), one after the other, each in
 * its own process so one run's heap and JIT state cannot colour the next. `npm run bench -- catalog`
 * runs only the files whose names contain one of the words given.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const wanted = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.endsWith('.d.ts'))
  .filter((f) => wanted.length === 0 || wanted.some((w) => f.includes(w)))
  .sort();

if (files.length === 0) {
  console.error(`no benchmark matches ${wanted.join(', ')}`);
  process.exit(1);
}

let failed = 0;
for (const file of files) {
  console.log(`\n=== bench/${file} ===`);
  const started = Date.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', `${dir}${file}`], { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) console.log(`=== bench/${file}: done in ${seconds} s ===`);
  else {
    failed += 1;
    console.error(`=== bench/${file}: FAILED (exit ${result.status ?? result.signal}) ===`);
  }
}
process.exit(failed ? 1 : 0);

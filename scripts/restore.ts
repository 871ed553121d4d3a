// `npm run restore -- FILE`: puts a backup (GET /api/admin/backup, or one of BACKUP_DIR) back, into the
// empty DATA_DIR (embedded database) or the empty database of DATABASE_URL, with the server stopped.
// The same environment as the server's start names the place (docs/decisions/068-backups.md).
import { ConfigError, loadConfig } from '../apps/api/src/config.ts';
import { RestoreRefused, restoreBackup } from '../apps/api/src/modules/backup/index.ts';

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error('usage: npm run restore -- FILE');
  console.error('  into DATA_DIR (embedded database), or DATABASE_URL (an empty PostgreSQL database)');
  process.exit(1);
}
let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  console.error(err.message);
  process.exit(1);
}
const started = performance.now();
try {
  const { kind, into } = await restoreBackup(file, config);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `[toko] restored ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} backup ${file} into ${into} in ${seconds} s`,
  );
  console.log(
    '[toko] start the server as usual; the backup holds no JWT_SECRET or other settings of the environment',
  );
} catch (err) {
  console.error(
    err instanceof RestoreRefused
      ? `[toko] restore refused: ${err.message}`
      : `[toko] restore failed: ${String(err)}`,
  );
  process.exit(1);
}

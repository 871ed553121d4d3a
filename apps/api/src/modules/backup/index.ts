// The backup module's face (docs/decisions/068-backups.md): the download route with its schedule, the
// sources a server process builds from its database, and the restore `npm run restore` runs. Imported
// from outside only through this file.
export { backupRoutes } from './backup.routes.ts';
export {
  type BackupSource,
  backupSourceOf,
  pgliteBackupSource,
  postgresBackupSource,
} from './backup-source.ts';
export { RestoreRefused, restoreBackup } from './restore.ts';

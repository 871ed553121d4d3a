import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors.ts';
import { fileResponse } from '../../http/file-responses.ts';
import { startBackupSchedule } from './backup-schedule.ts';
import { BACKUP_CONTENT_TYPE, type BackupSource, backupFileName } from './backup-source.ts';

const NO_BACKUP_TEXT = 'Cadangan data tidak dapat dibuat saat ini, silakan coba lagi nanti';

/** The owner's copy of the whole shop (docs/decisions/068-backups.md), and the scheduled ones. */
export const backupRoutes: FastifyPluginAsyncZod<{ source: BackupSource }> = async (app, { source }) => {
  app.get(
    '/admin/backup',
    {
      // Both content types are marked not compressible, so the global compression leaves them alone:
      // PGlite's dump is gzipped here and pg_dump compresses its own.
      config: { access: 'admin' },
      schema: {
        operationId: 'downloadBackup',
        summary: 'Download a full backup of the shop (restore it with npm run restore)',
        tags: ['backup'],
        response: {
          200: fileResponse(
            'The whole database, pictures included: a PGlite data directory or a pg_dump file',
            ['application/gzip', 'application/octet-stream'],
          ),
        },
      },
    },
    async (request, reply) => {
      const started = Date.now();
      let bytes: Readable;
      try {
        bytes = await source.open();
      } catch (err) {
        request.log.error({ err }, 'backup failed before its first byte');
        throw new AppError('SERVICE_UNAVAILABLE', NO_BACKUP_TEXT, undefined, 30);
      }
      // Fastify then destroys the connection: a cut-off download, never a short file that looks whole.
      bytes.on('error', (err) => request.log.error({ err }, 'backup failed mid-stream'));
      bytes.on('end', () => request.log.info({ ms: Date.now() - started }, 'backup sent'));
      return reply
        .type(BACKUP_CONTENT_TYPE[source.kind])
        .header('content-disposition', `attachment; filename="${backupFileName(source.kind)}"`)
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );

  startBackupSchedule(app, source);
};

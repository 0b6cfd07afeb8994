// GET /_ops/backup: the archive of the running install, for `npm run backup` while the server
// holds the data folder (PGlite allows one process). Only the service-role key may ask: the
// archive holds every row and the install's keys.
import { Readable } from 'node:stream';
import type { BackendContext, Service } from '../server/context.ts';
import { HttpError, json } from '../server/http.ts';
import { createBackupArchive } from './backup-archive.ts';

export const BACKUP_PATH = '/_ops/backup';

const error = (status: number, code: string, message: string) =>
  new HttpError(status, { code, message, details: null, hint: null });

export function createBackupService(ctx: BackendContext): Service {
  let running = false;
  return {
    async handle(request) {
      if (new URL(request.url).pathname !== BACKUP_PATH)
        return json(404, { code: 'not_found', message: 'Not found', details: null, hint: null });
      if (request.method !== 'GET') throw error(405, 'method_not_allowed', 'Use GET');
      const claims = await ctx.callerClaims(request);
      if (claims.role !== 'service_role')
        throw error(403, 'forbidden', 'A backup needs the service-role key');
      // One at a time: each holds a copy of every row in memory.
      if (running) throw error(409, 'backup_running', 'A backup is already being taken');
      running = true;
      let archive;
      try {
        archive = await createBackupArchive({ db: ctx.db, dataDir: ctx.config.dataDir });
      } catch (cause) {
        running = false;
        throw cause;
      }
      archive.stream.once('close', () => {
        running = false;
      });
      ctx.log('info', 'Backup taken for download', {
        tables: archive.manifest.tables.length,
        files: archive.manifest.files.length,
      });
      return new Response(Readable.toWeb(archive.stream) as ReadableStream<Uint8Array>, {
        status: 200,
        headers: {
          'content-type': 'application/gzip',
          'content-disposition': `attachment; filename="${archive.fileName}"`,
          'cache-control': 'no-store',
        },
      });
    },
  };
}

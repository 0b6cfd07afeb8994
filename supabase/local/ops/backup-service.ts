// POST /_ops/backup/snapshot: a consistent snapshot of the running install, for `npm run backup`
// while the server holds the data folder (PGlite allows one process). The server takes it (the
// rows of one transaction written to files, the stored files hard-linked beside them) and answers
// where they are; the command reads them from the disk and writes the archive in its own process,
// so compressing a gigabyte never waits on, or holds up, the server's event loop. (Answering the
// rows in the body cost 1.6 s of JSON on the event loop and 5 s of sending behind the join path's
// work at 50,000 contacts.) Only the service-role key may ask: a snapshot holds every row.
import type { BackendContext, Service } from '../server/context.ts';
import { HttpError, json } from '../server/http.ts';
import { BackupRunningError, takeSnapshot } from './backup-archive.ts';

export const SNAPSHOT_PATH = '/_ops/backup/snapshot';

const error = (status: number, code: string, message: string) =>
  new HttpError(status, { code, message, details: null, hint: null });

export function createBackupService(ctx: BackendContext): Service {
  return {
    async handle(request) {
      const url = new URL(request.url);
      if (url.pathname !== SNAPSHOT_PATH)
        return json(404, { code: 'not_found', message: 'Not found', details: null, hint: null });
      if (request.method !== 'POST') throw error(405, 'method_not_allowed', 'Use POST');
      const claims = await ctx.callerClaims(request);
      if (claims.role !== 'service_role')
        throw error(403, 'forbidden', 'A backup needs the service-role key');
      try {
        const snapshot = await takeSnapshot(ctx.db, ctx.config.dataDir, {
          keepGoing: url.searchParams.get('keep_going') === 'true',
        });
        // One buffer: one write to the socket, whatever the server is busy with.
        return new Response(Buffer.from(JSON.stringify(snapshot)), {
          status: 200,
          headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
        });
      } catch (cause) {
        if (cause instanceof BackupRunningError) throw error(409, 'backup_running', cause.message);
        throw cause;
      }
    },
  };
}

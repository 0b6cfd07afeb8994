// The embedded backend on each engine this machine has, for the storage tests: PGlite always,
// and a real PostgreSQL 15 when one is reachable (tests/integration/database/support/local-postgres.ts).
import {
  createThrowawayDatabase,
  type ThrowawayDatabase,
} from '../database/support/local-postgres.ts';
import { startBackend, type TestBackend } from '../support/backend.ts';

export interface StorageEngine {
  name: 'PGlite' | 'PostgreSQL 15';
  /** Why this engine is skipped here, if it is. */
  skip?: string;
  start(): Promise<TestBackend>;
}

async function startOnPostgres(server: ThrowawayDatabase): Promise<TestBackend> {
  const backend = await startBackend({ args: ['--database-url', server.url] });
  const stop = backend.stop.bind(backend);
  return {
    ...backend,
    stop: async () => {
      await stop();
      await server.dispose();
    },
  };
}

const probe = await createThrowawayDatabase();
if ('reason' in probe) console.warn(`[PostgreSQL 15] skipped: ${probe.reason}`);
else await probe.dispose();

export const storageEngines: StorageEngine[] = [
  { name: 'PGlite', start: () => startBackend() },
  {
    name: 'PostgreSQL 15',
    ...('reason' in probe ? { skip: probe.reason } : {}),
    start: async () => {
      const server = await createThrowawayDatabase();
      if ('reason' in server) throw new Error(server.reason);
      return startOnPostgres(server);
    },
  },
];

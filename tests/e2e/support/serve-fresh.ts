/**
 * Starts the production server for browser tests on an empty data folder, so every run begins
 * with a fresh embedded backend (its own keys, database and mail outbox).
 */
import { rmSync } from 'node:fs';

const dataDir = process.env['SUPABASE_DATA_DIR'];
if (!dataDir) throw new Error('SUPABASE_DATA_DIR must name the test data folder');
rmSync(dataDir, { recursive: true, force: true });
await import('../../../src/server/start.ts');

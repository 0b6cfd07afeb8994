import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is supabase/local/db/project-paths.ts). */
export const PROJECT_ROOT = path.resolve(fileURLToPath(new URL('../../../', import.meta.url)));

export const DEFAULT_DATA_DIR = path.join(PROJECT_ROOT, '.data');

export function supabaseDir(root: string = PROJECT_ROOT): string {
  return path.join(root, 'supabase');
}

// The browser test folder's TypeScript files, for the guards on the browser tests.
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const E2E_ROOT = 'tests/e2e';

/** Every file below `dir` whose name ends with `ending`. */
export function filesEndingWith(ending: string, dir: string = E2E_ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesEndingWith(ending, full);
    return entry.name.endsWith(ending) ? [full] : [];
  });
}

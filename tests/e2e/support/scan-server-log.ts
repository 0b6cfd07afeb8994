/** Playwright's global teardown: the server's log of the run names no seeded address. */
import { existsSync, readFileSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { seededAddressesIn } from './server-log.ts';

export default function scanServerLog(config: FullConfig): void {
  const file = config.webServer?.env?.['E2E_SERVER_LOG'];
  if (!file || !existsSync(file)) return;
  const log = readFileSync(file, 'utf8');
  const found = seededAddressesIn(log);
  if (found.length > 0) {
    throw new Error(
      `The server's log (${file}) names ${found.length} seeded addresses: ${found.join(', ')}`,
    );
  }
  const requests = log.split('\n').filter((line) => line.includes('"message":"request"')).length;
  process.stderr.write(`The server's log (${file}): ${requests} requests, no seeded address.\n`);
}

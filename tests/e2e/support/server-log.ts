/**
 * The log of the browser tests' server (playwright.config.ts webServer): serve-fresh.ts writes
 * every line to the file E2E_SERVER_LOG names, and at the end of the run scan-server-log.ts fails
 * the run when the log holds a seeded address (issue 42: no personal data in logs).
 */

/** Every address the tests seed is at a domain reserved for examples (RFC 2606). */
const SEEDED_ADDRESS =
  /[\p{L}\p{N}._%+-]+(?:@|%40)(?:[\p{L}\p{N}-]+\.)*example\.(?:com|org|net)/giu;

/** The seeded addresses `log` names, as written (plain or URL-escaped), each once. */
export function seededAddressesIn(log: string): string[] {
  return [...new Set(log.match(SEEDED_ADDRESS) ?? [])];
}

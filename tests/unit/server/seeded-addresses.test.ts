// The end-of-run scan of the browser tests' server log (tests/e2e/support/server-log.ts) finds a
// seeded address however the log wrote it, and nothing else.
import { expect, it } from 'vitest';
import { seededAddressesIn } from '../../e2e/support/server-log.ts';

it.each([
  ['{"message":"x","detail":{"to":"sara+news@example.org"}}', ['sara+news@example.org']],
  ['GET /unsubscribe?email=layla.qasim%2Bnews%40example.net', ['layla.qasim%2Bnews%40example.net']],
  ['{"to":"سارة@mail.example.com"}', ['سارة@mail.example.com']],
  ['{"to":"NOOR@EXAMPLE.COM"} twice: NOOR@EXAMPLE.COM', ['NOOR@EXAMPLE.COM']],
  ['{"message":"request","detail":{"route":"/pass/[token]","status":200}}', []],
  ['mail from privacy@majlis.network, user@example.co.uk', []],
])('%s', (log, found) => {
  expect(seededAddressesIn(log)).toEqual(found);
});

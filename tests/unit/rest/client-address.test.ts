import { describe, expect, it } from 'vitest';
import { clientAddress } from '../../../supabase/local/server/client-address.ts';

describe('clientAddress', () => {
  it.each([
    ['the socket, without a proxy', '203.0.113.9', undefined, false, '203.0.113.9'],
    [
      'the socket, ignoring a forged X-Forwarded-For',
      '203.0.113.9',
      '198.51.100.1',
      false,
      '203.0.113.9',
    ],
    [
      'the last hop behind a trusted proxy',
      '127.0.0.1',
      '198.51.100.1, 192.0.2.7',
      true,
      '192.0.2.7',
    ],
    [
      'the last hop across repeated headers',
      '127.0.0.1',
      ['198.51.100.1', '192.0.2.8'],
      true,
      '192.0.2.8',
    ],
    ['the socket when the proxy sent nothing', '127.0.0.1', undefined, true, '127.0.0.1'],
    ['the socket when the header is blank', '127.0.0.1', ' , ', true, '127.0.0.1'],
  ] as const)('takes %s', (_case, socket, forwarded, trust, expected) => {
    expect(clientAddress(socket, forwarded as string | string[] | undefined, trust)).toBe(expected);
  });
});

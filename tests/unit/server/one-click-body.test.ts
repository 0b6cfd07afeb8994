// RFC 8058's one-click marker told from a person's form (src/server/unsubscribe-route.ts): the
// provider's POST is answered 200, the confirm page's button 303.
import { describe, expect, it } from 'vitest';
import { isOneClickBody } from '../../../src/server/unsubscribe-route.ts';

const multipart = (name: string, value: string) =>
  `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n--b--\r\n`;

describe('isOneClickBody', () => {
  it.each([
    ['form-encoded', 'List-Unsubscribe=One-Click', true],
    ['form-encoded with a line end', 'List-Unsubscribe=One-Click\r\n', true],
    ['among other fields', 'a=1&List-Unsubscribe=One-Click&b=2', true],
    ['multipart/form-data', multipart('List-Unsubscribe', 'One-Click'), true],
    ["the page's own button", '', false],
    ['another value', 'List-Unsubscribe=Two-Clicks', false],
    ['another field', multipart('Unsubscribe', 'One-Click'), false],
    ['the marker inside a value', 'x=List-Unsubscribe=One-Click-ish', false],
  ])('%s', (_, body, expected) => {
    expect(isOneClickBody(body)).toBe(expected);
  });
});

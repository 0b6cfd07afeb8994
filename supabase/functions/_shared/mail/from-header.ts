// The From header with a display name of its own (a campaign's sender name, issue 43): the address
// stays the configured sender's (MAIL_FROM), the name is the one staff wrote. A name outside
// ASCII (Arabic) is written as RFC 2047 encoded words, one with RFC 5322 specials (a comma, a
// dot, quotes) as a quoted string; line breaks and other control characters are dropped first,
// so a name can never add a header.

/** The longest encoded word RFC 2047 allows (section 2), "=?UTF-8?B?" and "?=" included. */
const MAX_ENCODED_WORD = 75;
const ENCODED_WORD_OVERHEAD = '=?UTF-8?B??='.length;

/** The address of a sender written "Name <address>" or as a bare address. */
export function senderAddress(from: string): string {
  return (/<([^>]*)>/.exec(from)?.[1] ?? from).trim();
}

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]+/g;

/** A display name as it may go into a header: one line, no control characters, spaces folded. */
export function cleanDisplayName(name: string): string {
  return name.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
}

/** RFC 5322 atext and spaces: a phrase that needs no quoting. */
const PLAIN_PHRASE = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~ ]*$/;

/** The display name as a header phrase: as is, quoted, or encoded words. */
export function encodeDisplayName(name: string): string {
  const clean = cleanDisplayName(name);
  if (/^[\u0020-\u007e]*$/.test(clean)) {
    return PLAIN_PHRASE.test(clean) && !clean.startsWith('=?')
      ? clean
      : `"${clean.replace(/(["\\])/g, '\\$1')}"`;
  }
  return encodedWords(clean).join(' ');
}

/**
 * Base64 encoded words of at most 75 characters each, split between characters (never inside
 * one's UTF-8 bytes), so each word decodes alone as RFC 2047 asks.
 */
function encodedWords(text: string): string[] {
  const maxBytes = Math.floor((MAX_ENCODED_WORD - ENCODED_WORD_OVERHEAD) / 4) * 3;
  const encoder = new TextEncoder();
  const words: string[] = [];
  let chunk: number[] = [];
  for (const char of text) {
    const bytes = [...encoder.encode(char)];
    if (chunk.length + bytes.length > maxBytes) {
      words.push(encodedWord(chunk));
      chunk = [];
    }
    chunk.push(...bytes);
  }
  if (chunk.length) words.push(encodedWord(chunk));
  return words;
}

function encodedWord(bytes: number[]): string {
  return `=?UTF-8?B?${btoa(String.fromCharCode(...bytes))}?=`;
}

/** The From header's mailbox: the configured sender, under `name` when one is given. */
export function fromHeader(from: string, name: string | undefined): string {
  const display = name === undefined ? '' : cleanDisplayName(name);
  if (!display) return from;
  return `${encodeDisplayName(display)} <${senderAddress(from)}>`;
}

// Reads a received RFC 5322 message the way a mail reader does, for the tests' checks: headers
// unfolded with their encoded words (RFC 2047) decoded, and the leaf parts of a multipart body
// with their transfer encoding (base64, quoted-printable) undone.

export interface MimePart {
  /** Header names in lower case; a repeated header keeps its first value. */
  headers: Map<string, string>;
  /** The decoded body of a leaf part, or '' for a multipart. */
  body: string;
  parts: MimePart[];
}

export function parseMime(raw: Buffer | string): MimePart {
  const text = raw.toString('latin1');
  const split = text.indexOf('\r\n\r\n');
  const head = split < 0 ? text : text.slice(0, split);
  const rest = split < 0 ? '' : text.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    if (colon > 0 && !headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = rest.split(`--${boundary}`).slice(1, -1);
    const parts = sections.map((section) => parseMime(section.replace(/^\r\n/, '')));
    return { headers, body: '', parts };
  }
  return { headers, body: decodeBody(rest, headers.get('content-transfer-encoding')), parts: [] };
}

/** The leaf parts, depth first. */
export function leafParts(part: MimePart): MimePart[] {
  return part.parts.length ? part.parts.flatMap(leafParts) : [part];
}

/** A header value with its encoded words (=?utf-8?B?…?= / =?utf-8?Q?…?=) decoded. */
export function decodeHeader(value: string): string {
  return latin1ToUtf8(value)
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_word, _charset, encoding: string, data: string) =>
        encoding.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : Buffer.from(qpBytes(data.replace(/_/g, ' '))).toString('utf8'),
    );
}

function decodeBody(body: string, encoding = '7bit'): string {
  const trimmed = body.replace(/\r\n$/, '');
  if (/base64/i.test(encoding)) return Buffer.from(trimmed, 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    return Buffer.from(qpBytes(trimmed.replace(/=\r\n/g, ''))).toString('utf8');
  }
  return latin1ToUtf8(trimmed);
}

function qpBytes(text: string): number[] {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const hex = text.slice(index + 1, index + 3);
    if (text[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(text.charCodeAt(index));
  }
  return bytes;
}

function latin1ToUtf8(text: string): string {
  return Buffer.from(text, 'latin1').toString('utf8');
}

/**
 * The byte range a Range header asks of a file, read as the server always has: `bytes=a-b`, an
 * omitted end meaning the last byte and an end past the file cut to it. undefined when nothing
 * of it lies in the file (a 416), including a start after its end.
 */
export function byteRange(
  header: string,
  size: number,
): { start: number; end: number } | undefined {
  const [from = '', to = ''] = header.replace('bytes=', '').split('-');
  const start = parseInt(from, 10) || 0;
  const end = Math.min(parseInt(to, 10) || size - 1, size - 1);
  if (start >= size || start > end) return undefined;
  return { start, end };
}

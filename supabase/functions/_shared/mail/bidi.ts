// Right-to-left mails keep addresses, links, numbers and Latin names readable: each is isolated
// with Unicode's directional isolates, which the plain-text part keeps (mail readers lay the run
// out on its own) and the HTML part turns into elements (docs/behaviour/submissions.md#the-mails-language).

const LTR_ISOLATE = '\u2066';
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_ISOLATE = '\u2069';

/** A run that always reads left to right: an address, a URL, the Latin brand name. */
export function ltr(text: string): string {
  return `${LTR_ISOLATE}${text}${POP_ISOLATE}`;
}

/**
 * A link in a right-to-left line: isolated as ltr() is, with a space before the closing mark.
 * Mail readers that turn a plain-text address into a link end it at a space, not at U+2069; a
 * link that takes the invisible mark in answers 404.
 */
export function ltrLink(url: string): string {
  return `${LTR_ISOLATE}${url} ${POP_ISOLATE}`;
}

/** A run in whatever direction its own letters have: a name or company someone typed, a title. */
export function isolate(text: string): string {
  return `${FIRST_STRONG_ISOLATE}${text}${POP_ISOLATE}`;
}

/** The text without isolates, for a subject or an HTML <title>, where they would show as boxes. */
export function withoutIsolates(text: string): string {
  return text.replace(/[\u2066\u2068\u2069]/g, '');
}

/**
 * Escaped HTML with each isolated run as an element: <span dir="ltr"> and <bdi>. Runs typed by a
 * visitor cannot open an element: the text is escaped before this runs.
 */
export function isolatesToHtml(escaped: string): string {
  return (
    escaped
      // ltrLink's space before the closing mark is for plain text only.
      .replace(/\u2066([^\u2066\u2068\u2069]*?) ?\u2069/g, '<span dir="ltr">$1</span>')
      .replace(/\u2068([^\u2066\u2068\u2069]*)\u2069/g, '<bdi>$1</bdi>')
  );
}

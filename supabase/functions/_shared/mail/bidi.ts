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

/** A letter of Latin script (Basic Latin and Latin-1 to Latin Extended-B). */
const LATIN_LETTER = 'A-Za-z\u00C0-\u024F';
/**
 * A Latin run inside Arabic text: from a Latin letter or a digit to the last Latin letter or digit
 * before the Arabic resumes, through the signs names put between words ("180 Studios", "PIF 2.0",
 * "A&B Co"). Digits alone are left: they read the same way in either direction.
 */
const LATIN_RUN = new RegExp(
  `[0-9${LATIN_LETTER}](?:[0-9${LATIN_LETTER}.&'’+/ -]*[0-9${LATIN_LETTER}])?`,
  'g',
);
const HAS_LATIN_LETTER = new RegExp(`[${LATIN_LETTER}]`);
const HAS_ARABIC = /[\u0600-\u06FF]/;
/** An isolated run, innermost (split() keeps it, at the odd places). */
const ISOLATED_RUN = /([\u2066\u2068][^\u2066\u2068\u2069]*\u2069)/;

/**
 * Each Latin run of an Arabic text (a brand, a name, a number that leads a name) isolated left to
 * right. Without it, "أمسية مع 180 Studios" shows "Studios 180": after an Arabic letter the digits
 * take the line's direction and land on the other side of the name. Text without Arabic letters
 * is returned as it is (docs/architecture.md#right-to-left).
 */
export function isolateLatinRuns(text: string): string {
  if (!HAS_ARABIC.test(text)) return text;
  // Runs already isolated are left as they are, so a second pass changes nothing.
  return text
    .split(ISOLATED_RUN)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(LATIN_RUN, (run) => (HAS_LATIN_LETTER.test(run) ? ltr(run) : run)),
    )
    .join('');
}

/**
 * A run in whatever direction its own letters have: a name or company someone typed, a title;
 * inside it, its Latin runs isolated too (isolateLatinRuns).
 */
export function isolate(text: string): string {
  return `${FIRST_STRONG_ISOLATE}${isolateLatinRuns(text)}${POP_ISOLATE}`;
}

/**
 * The text without isolates, for a subject or an HTML <title>, where they would show as boxes.
 * A left-to-right run that starts with a digit keeps its order with a left-to-right mark (U+200E,
 * which every reader knows) in place of its isolate.
 */
export function withoutIsolates(text: string): string {
  return text.replace(/\u2066(?=[0-9])/g, '\u200E').replace(/[\u2066\u2068\u2069]/g, '');
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

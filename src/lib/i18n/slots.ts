/** A piece of a sentence template: literal text, or the name of a `{slot}`. */
export type SlotPart = { text: string } | { slot: string };

/**
 * "{name} scores {score} out of 100." as its pieces, so a slot can be drawn as an element (bold,
 * left-to-right). Braces that do not wrap a word stay text.
 */
export function splitSlots(template: string): SlotPart[] {
  const parts: SlotPart[] = [];
  let last = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    if (match.index > last) parts.push({ text: template.slice(last, match.index) });
    parts.push({ slot: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push({ text: template.slice(last) });
  return parts;
}

/** The template with each `{slot}` replaced by its value; a slot without a value stays as written. */
export function fillSlots(
  template: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return splitSlots(template)
    .map((part) =>
      'text' in part
        ? part.text
        : Object.hasOwn(values, part.slot)
          ? String(values[part.slot])
          : `{${part.slot}}`,
    )
    .join('');
}

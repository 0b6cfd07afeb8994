import { isLocalizedPair } from '../../lib/i18n/localized.ts';
import type { SourceFile } from './source-file.ts';

/** A piece of an event page's prose and the line it starts on. */
export interface EventText {
  text: string;
  line: number;
}

// The front-matter fields whose words a visitor (or a search engine) reads as facts.
const TEXT_FIELDS: readonly (readonly string[])[] = [
  ['title'],
  ['summary'],
  ['venue'],
  ['infoBox', 'body'],
  ['quote', 'text'],
  ['seo', 'title'],
  ['seo', 'description'],
];

/** The prose of an event page: its text fields, schedule and agenda, and each Markdown line. */
export function eventTexts(file: SourceFile): EventText[] {
  const texts: EventText[] = [];
  const add = (keyPath: (string | number)[], value: unknown): void => {
    if (typeof value === 'string') texts.push({ text: value, line: file.lineOf(keyPath) });
    // A short fact written as `{ en, ar }`: each language's text is read, on its own line.
    else if (isLocalizedPair(value)) {
      for (const [lang, text] of Object.entries(value)) add([...keyPath, lang], text);
    }
  };
  for (const keyPath of TEXT_FIELDS) add([...keyPath], valueAt(file.data, keyPath));
  for (const list of ['schedule', 'agenda'] as const) {
    const items = file.data[list];
    if (!Array.isArray(items)) continue;
    items.forEach((item: Record<string, unknown>, index) => {
      for (const key of ['label', 'title', 'description']) add([list, index, key], item[key]);
    });
  }
  // Markdown paragraphs, so a date broken over two lines is still read whole.
  let paragraph: string[] = [];
  let paragraphLine = file.bodyLine;
  const flush = (): void => {
    if (paragraph.length > 0) texts.push({ text: paragraph.join('\n'), line: paragraphLine });
    paragraph = [];
  };
  file.body.split('\n').forEach((line, index) => {
    if (line.trim() === '') return flush();
    if (paragraph.length === 0) paragraphLine = file.bodyLine + index;
    paragraph.push(line);
  });
  flush();
  return texts;
}

/** The line of a match inside a text that may span several lines. */
export function lineOfMatch(text: EventText, index: number): number {
  return text.line + (text.text.slice(0, index).match(/\n/g)?.length ?? 0);
}

function valueAt(data: Record<string, unknown>, keyPath: readonly string[]): unknown {
  let value: unknown = data;
  for (const key of keyPath) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';

/** A content file as the checker reads it: its YAML (the front matter for Markdown) with lines. */
export interface SourceFile {
  /** Path relative to the project, as printed in findings. */
  path: string;
  /** The YAML data as plain values. */
  data: Record<string, unknown>;
  /** The line (1-based) where the value at a key path starts; the data's first line if unknown. */
  lineOf(keyPath: readonly (string | number)[]): number;
  /** Markdown body and the line it starts on (empty for YAML files). */
  body: string;
  bodyLine: number;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Parses a .yaml file or a Markdown file's front matter, keeping where each value is written. */
export function readSourceFile(path: string, text: string): SourceFile {
  const isMarkdown = path.endsWith('.md');
  const match = isMarkdown ? FRONT_MATTER.exec(text) : null;
  const yamlText = isMarkdown ? (match?.[1] ?? '') : text;
  // In Markdown the YAML starts on line 2, after the opening ---.
  const firstLine = isMarkdown ? 2 : 1;
  const lineCounter = new LineCounter();
  const document = parseDocument(yamlText, { lineCounter });
  const data = (document.toJS() ?? {}) as Record<string, unknown>;

  const lineOf = (keyPath: readonly (string | number)[]): number => {
    let node: unknown = document.contents;
    for (const key of keyPath) {
      if (isMap(node)) node = node.get(key, true);
      else if (isSeq(node) && typeof key === 'number') node = node.get(key, true);
      else return firstLine;
    }
    const range = (node as Node | undefined)?.range;
    if (!range) return firstLine;
    return lineCounter.linePos(range[0]).line + firstLine - 1;
  };

  const body = match ? text.slice(match[0].length) : '';
  const bodyLine = match ? match[0].split('\n').length : 0;
  return { path, data, lineOf, body, bodyLine };
}

/** A scalar's text, or undefined for anything else. */
export function textAt(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (isScalar(value) && typeof value.value === 'string') return value.value;
  return undefined;
}

// An accessible name on an element without a role is prohibited (WAI-ARIA 1.2: generic elements
// cannot be named), and screen readers drop it: axe reports `aria-prohibited-attr`. The loading
// skeletons of the staff app said "Loading…" that way, and axe found it only when a scan happened
// to run while one was showing. This test reads every island's TSX and fails on a `div` or `span`
// given `aria-label` or `aria-labelledby` without a `role`.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOTS = ['src/islands', 'src/components'];
const GENERIC_TAGS = new Set(['div', 'span']);
const NAMING_PROPS = new Set(['aria-label', 'aria-labelledby']);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

/** Each generic element named without a role, as `file:line <tag>`. */
export function namedGenericElements(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const tag = node.tagName.getText(source);
      const props = node.attributes.properties
        .filter(ts.isJsxAttribute)
        .map((attribute) => attribute.name.getText(source));
      const hasSpread = node.attributes.properties.some(ts.isJsxSpreadAttribute);
      if (
        GENERIC_TAGS.has(tag) &&
        !hasSpread &&
        props.some((prop) => NAMING_PROPS.has(prop)) &&
        !props.includes('role')
      ) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push(`${file}:${line + 1} <${tag}>`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('accessible names on generic elements', () => {
  it('finds a named div without a role, and passes one with a role', () => {
    expect(namedGenericElements('a.tsx', '<div aria-label="Loading" aria-busy="true" />')).toEqual([
      'a.tsx:1 <div>',
    ]);
    expect(
      namedGenericElements('b.tsx', '<div role="status" aria-label="Loading"><span /></div>'),
    ).toEqual([]);
    expect(namedGenericElements('c.tsx', '<ul aria-label="Loading"><li /></ul>')).toEqual([]);
  });

  it('no island names a div or span that has no role', () => {
    const files = ROOTS.flatMap(tsxFiles);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => namedGenericElements(file, readFileSync(file, 'utf8')))).toEqual(
      [],
    );
  });
});

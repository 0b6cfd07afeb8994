// The staff app's own words live in one dictionary, src/lib/crm/labels.ts, so a translation is one
// file (docs/architecture.md#languages). This test reads every source file of the CRM island and
// of src/lib/crm and fails on a word written in place: JSX text, a string given to a prop people
// read (title, aria-label, placeholder, confirmLabel …), a string a JSX expression shows, a
// notice's text, a `title`/`description`/`label` field of an object, or any other string that
// reads as a phrase (two words or more, mostly letters: a toast title in a hook, a screen reader's
// announcement). Each finding names its file, line and text.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The island, and the pure rules under src/lib/crm whose sentences it shows. */
const ROOTS = ['src/islands/crm', 'src/lib/crm'];

/** Files whose words stay where they are, with why. */
const EXEMPT_FILES: Record<string, string> = {
  'src/lib/crm/labels.ts': 'the dictionary itself',
  'src/lib/crm/labels-ar.ts': "the dictionary's Arabic",
  'src/lib/crm/value-labels-ar.ts': "the Arabic of the value lists, beside the dictionary's",
  'src/lib/crm/guest-mix.ts':
    'the seniority names are also the keys the guest mix counts by; they move with their own ids',
  'src/lib/crm/all-rows-query.ts':
    "the export route's answers to a malformed address, for whoever built the link, not staff",
  'src/lib/crm/all-rows-csv.ts': "the same route's error for the server log",
};

/** Props whose string is never read by people: classes, ids, roles, types, wiring. */
const TECHNICAL_PROPS = new Set([
  'className',
  'testId',
  'type',
  'id',
  'key',
  'role',
  'dir',
  'lang',
  'size',
  'name',
  'htmlFor',
  'href',
  'target',
  'rel',
  'method',
  'autoComplete',
  'inputMode',
  'enterKeyHint',
  'accept',
  'pattern',
  'tone',
  'variant',
  'kind',
  'mode',
  'status',
  'level',
  'stage',
  'tab',
  'value',
  'defaultValue',
  'form',
  'scope',
  'loading',
  'decoding',
  'src',
  'width',
  'height',
  'viewBox',
  'fill',
  'stroke',
  'd',
  'strokeWidth',
  'strokeLinecap',
  'strokeLinejoin',
  'xmlns',
  'focusable',
  'capture',
]);

/** Object fields that hold words shown to people (notices, options, columns, tabs). */
const WORD_FIELDS = new Set([
  'title',
  'description',
  'label',
  'message',
  'text',
  'confirmLabel',
  'placeholder',
  'heading',
  'hint',
  'empty',
]);

/** Functions whose string arguments are shown to people. */
const WORD_CALLS = new Set(['notifyError', 'notifySuccess', 'confirm', 'alert']);

/** Strings that are not words in any language: brand names, symbols and protocol values. */
const ALLOWED = new Set(['Majlis', 'LinkedIn', 'noopener noreferrer']);

/** ARIA props whose value is read out (the others wire ids and states). */
const READ_ARIA = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
]);

export interface Finding {
  file: string;
  line: number;
  text: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** A piece of text that is a word for people: it has a letter and is not on the allow-list. */
function isWords(text: string): boolean {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return /\p{L}/u.test(trimmed) && !ALLOWED.has(trimmed);
}

function attributeName(node: ts.JsxAttribute): string {
  return node.name.getText();
}

function isTechnicalProp(name: string): boolean {
  return (
    TECHNICAL_PROPS.has(name) ||
    name.startsWith('data-') ||
    name.startsWith('on') ||
    (name.startsWith('aria-') && !READ_ARIA.has(name))
  );
}

/**
 * The string literals an expression can show: through `a ? 'x' : 'y'`, `a && 'x'`, `a ?? 'x'`,
 * parentheses and template literals, but not a comparison's operand (`status === 'ready'`) nor a
 * call's argument (its function decides what to show).
 */
function shownStrings(expression: ts.Expression): ts.Node[] {
  if (ts.isParenthesizedExpression(expression)) return shownStrings(expression.expression);
  if (ts.isConditionalExpression(expression)) {
    return [...shownStrings(expression.whenTrue), ...shownStrings(expression.whenFalse)];
  }
  if (ts.isBinaryExpression(expression)) {
    const op = expression.operatorToken.kind;
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return shownStrings(expression.right);
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken) {
      return [...shownStrings(expression.left), ...shownStrings(expression.right)];
    }
    if (op === ts.SyntaxKind.PlusToken) {
      return [...shownStrings(expression.left), ...shownStrings(expression.right)];
    }
    return [];
  }
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
    return [expression];
  }
  if (ts.isTemplateExpression(expression)) return [expression];
  return [];
}

/** The literal text of a string or template (a template's `${…}` parts left out). */
function literalText(node: ts.Node): string {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  }
  if (ts.isJsxText(node)) return node.text;
  return '';
}

/**
 * A phrase: two words or more, most of them plain words, so a class list ('mb-3 flex px-4') or a
 * key ('crm:note-draft') is not one.
 */
function isPhrase(text: string): boolean {
  const tokens = text.split(/\s+/).filter(Boolean);
  if (tokens.some((token) => token.includes('_'))) return false;
  const words = tokens.filter((token) => /^[(]?\p{L}+(?:[’']\p{L}+)*[.,;:!?…)]*$/u.test(token));
  return words.length >= 2 && words.length * 2 >= tokens.length;
}

/**
 * A string that is a developer's, not a reader's: console output, a query's columns, a comparison,
 * a switch case.
 */
function isForDevelopers(node: ts.Node): boolean {
  for (let at: ts.Node = node; at.parent; at = at.parent) {
    const parent = at.parent;
    if (ts.isCallExpression(parent) && /^console\.|\.select$/.test(parent.expression.getText())) {
      return true;
    }
    if (
      ts.isCaseClause(parent) ||
      ts.isImportDeclaration(parent) ||
      ts.isExportDeclaration(parent)
    ) {
      return true;
    }
    if (ts.isBinaryExpression(parent) && /[=!]==?$/.test(parent.operatorToken.getText()))
      return true;
    if (ts.isJsxAttribute(parent)) return isTechnicalProp(attributeName(parent));
  }
  return false;
}

/** Every word written in place in one file's text. */
export function hardCodedWords(file: string, text: string): Finding[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: ts.Node[] = [];

  function visit(node: ts.Node): void {
    if (ts.isJsxText(node)) {
      found.push(node);
    } else if (
      ts.isJsxAttribute(node) &&
      node.initializer &&
      !isTechnicalProp(attributeName(node))
    ) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) found.push(value);
      else if (ts.isJsxExpression(value) && value.expression) {
        found.push(...shownStrings(value.expression));
      }
    } else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      found.push(...shownStrings(node.expression));
    } else if (
      ts.isPropertyAssignment(node) &&
      WORD_FIELDS.has(node.name.getText().replace(/['"]/g, ''))
    ) {
      found.push(...shownStrings(node.initializer));
    } else if (ts.isCallExpression(node) && WORD_CALLS.has(node.expression.getText())) {
      for (const argument of node.arguments) found.push(...shownStrings(argument));
    } else if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateExpression(node)) &&
      isPhrase(literalText(node)) &&
      !isForDevelopers(node)
    ) {
      found.push(node);
    }
    ts.forEachChild(node, visit);
  }
  visit(source);

  return [...new Set(found)]
    .filter((node) => isWords(literalText(node)))
    .map((node) => ({
      file,
      line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: literalText(node).replace(/\s+/g, ' ').trim(),
    }));
}

describe('the staff app takes its words from its dictionary', () => {
  // Parsing some 160 files takes a few hundred milliseconds; a busy machine can take several seconds.
  it(
    'finds no word written in place in src/islands/crm or src/lib/crm',
    { timeout: 30_000 },
    () => {
      const findings = ROOTS.flatMap(sourceFiles)
        .filter((file) => !Object.hasOwn(EXEMPT_FILES, file.split(path.sep).join('/')))
        .flatMap((file) => hardCodedWords(file, readFileSync(file, 'utf8')));
      expect(findings.map((f) => `${f.file}:${f.line} ${JSON.stringify(f.text)}`)).toEqual([]);
    },
  );

  it.each([
    ['JSX text', '<p>Loading…</p>', 'Loading…'],
    ['an aria-label', '<button aria-label="Close dialog" />', 'Close dialog'],
    ['a placeholder in braces', "<input placeholder={'Search by name'} />", 'Search by name'],
    ['a busy label', "<b>{busy ? 'Adding…' : 'Add Note'}</b>", 'Adding… | Add Note'],
    ['a dialog title prop', '<Dialog title="Failed jobs" />', 'Failed jobs'],
    [
      'a notice',
      "notifyError('Error saving note', 'Try again.');",
      'Error saving note | Try again.',
    ],
    ['a tab label', "const tabs = [{ id: 'all', label: 'All' }];", 'All'],
    ['a template', '<p>{`Export CSV (${n})`}</p>', 'Export CSV ( )'],
    ['Arabic text', '<p>تصدير</p>', 'تصدير'],
    ['a phrase a hook returns', "const fallback = () => 'the contact';", 'the contact'],
    [
      'an announcement',
      'const say = (n: string) => `Moving ${n} was cancelled.`;',
      'Moving was cancelled.',
    ],
    ['a read-out role', '<b aria-roledescription="draggable contact" />', 'draggable contact'],
  ])('catches %s', (_, code, expected) => {
    const texts = hardCodedWords('x.tsx', code).map((f) => f.text);
    expect(texts.join(' | ')).toBe(expected);
  });

  it.each([
    ['a dictionary entry', '<p>{labels.jobs.title}</p>'],
    ['classes and ids', '<div className="mb-3 flex" id="x" data-testid="note-counter" />'],
    ['a comparison', "<p>{status === 'ready' && labels.ready}</p>"],
    ['a call argument', "<p>{format(date, 'yyyy-MM-dd')}</p>"],
    ['symbols', '<p>· — … × {count}</p>'],
    ['a brand name', '<p>Majlis</p>'],
    ['an aria wiring prop', '<p aria-live="polite" aria-describedby="counter" />'],
    ['a class list in a template', "const c = `mb-3 flex px-4 ${on ? 'bg-palm-50' : ''}`;"],
    ['console output', "console.error('Staff app error: the read failed', error);"],
    ['a switch case', "switch (kind) { case 'walk in guest': break; }"],
    ['a storage key', 'const key = `crm:note-draft:${id}`;'],
    ['a query', "client.from('contacts').select('id, name, email');"],
    [
      'classes in a constant',
      "const field = 'block text-xs font-semibold uppercase tracking-wide';",
    ],
  ])('lets %s through', (_, code) => {
    expect(hardCodedWords('x.tsx', code)).toEqual([]);
  });
});

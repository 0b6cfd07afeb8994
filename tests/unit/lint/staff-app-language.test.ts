// The staff app's language is chosen before its first render (docs/architecture.md#the-staff-apps-words):
// src/lib/crm/staff-language.ts swaps the dictionary, the value lists' names and the formats in
// place of the English ones. A word read while a module is imported (a constant built from
// `labels`, a stage's name or a date format at the top of a file) was read before that swap and
// stays English. This test reads every source file of the CRM island and of src/lib/crm and fails
// on such a read, with its file, line and text: read it inside the function that shows it instead.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOTS = ['src/islands/crm', 'src/lib/crm'];

/** Files that choose or hold the language themselves, with why. */
const EXEMPT_FILES: Record<string, string> = {
  'src/lib/crm/labels.ts': 'the English dictionary and the swap itself',
  'src/lib/crm/labels-ar.ts': 'the Arabic dictionary',
  'src/lib/crm/value-labels-ar.ts': "the value lists' Arabic names",
  'src/lib/crm/value-labels.ts': "the value lists' names and their swap",
  'src/lib/crm/staff-language.ts': 'the swap',
  'src/lib/crm/staff-format.ts': 'the formats, built on the first call after the swap',
};

/**
 * What changes with the language: the dictionary, the value lists' names (the accessor and the
 * domain's English lists with a `label`), and the formats of dates and numbers.
 */
const LANGUAGE_NAMES = new Set([
  'labels',
  'valueLabel',
  'valueOptions',
  'stageLabel',
  'leadTypeLabel',
  'industryLabel',
  'requestStatusLabel',
  'eventTypeLabel',
  'crmDateFormat',
  'crmNumberFormat',
  'PIPELINE_STAGES',
  'LEAD_TYPES',
  'LEAD_TYPE_LABELS',
  'REQUEST_STATUS_LABELS',
  'EVENT_TYPE_TEXT',
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

/** Array methods that call their callback at once: `[…].map((id) => labels…)` runs on import. */
const CALLS_AT_ONCE = new Set([
  'map',
  'flatMap',
  'filter',
  'find',
  'reduce',
  'some',
  'every',
  'forEach',
]);

/** A callback an array method calls at once (not a function kept for later). */
function isCalledAtOnce(fn: ts.Node): boolean {
  const call = fn.parent;
  return (
    call !== undefined &&
    ts.isCallExpression(call) &&
    call.arguments.some((argument) => argument === fn) &&
    ts.isPropertyAccessExpression(call.expression) &&
    CALLS_AT_ONCE.has(call.expression.name.text)
  );
}

/** Code that runs later than the import: a function's body, a class member's body. */
function runsLater(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if ((ts.isFunctionExpression(at) || ts.isArrowFunction(at)) && isCalledAtOnce(at)) continue;
    if (
      ts.isFunctionDeclaration(at) ||
      ts.isFunctionExpression(at) ||
      ts.isArrowFunction(at) ||
      ts.isMethodDeclaration(at) ||
      ts.isGetAccessorDeclaration(at) ||
      ts.isSetAccessorDeclaration(at) ||
      ts.isConstructorDeclaration(at)
    ) {
      return true;
    }
  }
  return false;
}

/** Whether an identifier is a read of the value (not a type, an import's name or a key). */
function isValueRead(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isImportSpecifier(parent) || ts.isImportClause(parent)) return false;
  if (ts.isExportSpecifier(parent)) return false;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return false;
  if (ts.isTypeQueryNode(parent) || ts.isTypeReferenceNode(parent)) return false;
  if (ts.isQualifiedName(parent)) return false;
  if (ts.isVariableDeclaration(parent) && parent.name === node) return false;
  if (ts.isFunctionDeclaration(parent) && parent.name === node) return false;
  if (ts.isParameter(parent) && parent.name === node) return false;
  if (ts.isBindingElement(parent)) return false;
  for (let at: ts.Node = node; at.parent; at = at.parent) {
    if (ts.isTypeNode(at)) return false;
  }
  return true;
}

/** Every read at import time, in one file: a language name, or an Intl format made there. */
export function importTimeReads(file: string, text: string): Finding[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: ts.Node[] = [];
  function visit(node: ts.Node): void {
    if (ts.isIdentifier(node) && LANGUAGE_NAMES.has(node.text) && isValueRead(node)) {
      if (!runsLater(node)) found.push(node);
    } else if (
      ts.isNewExpression(node) &&
      /^Intl\.(?:DateTimeFormat|NumberFormat|RelativeTimeFormat|PluralRules|ListFormat)$/.test(
        node.expression.getText(),
      ) &&
      !runsLater(node)
    ) {
      found.push(node);
    }
    ts.forEachChild(node, visit);
  }
  visit(source);
  return found.map((node) => ({
    file,
    line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
    text: node.parent.getText().replace(/\s+/g, ' ').slice(0, 80),
  }));
}

describe('the staff app reads its words when it shows them, not when a module is imported', () => {
  const files = ROOTS.flatMap(sourceFiles)
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !(file in EXEMPT_FILES));

  it('finds no read of the dictionary, a value name or a format at the top of a module', () => {
    const findings = files.flatMap((file) => importTimeReads(file, readFileSync(file, 'utf8')));
    expect(findings).toEqual([]);
  });

  it.each([
    ['export const TRY_AGAIN = labels.errors.tryAgain;', 1],
    ['const TABS = [{ label: labels.app.overview }];', 1],
    ["const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });", 1],
    ['const names = PIPELINE_STAGES.map((stage) => stage.label);', 1],
    ['const first = stageLabel("mql_lead");', 1],
    ["const KINDS = ['dinner'].map((id) => ({ id, label: labels.events.kind(id) }));", 1],
    ['const tab = onDemand(() => labels.app.all);', 0],
    ['export function tryAgain() { return labels.errors.tryAgain; }', 0],
    ['const tabs = () => [{ label: labels.app.overview }];', 0],
    ["function day() { return new Intl.DateTimeFormat('en-GB'); }", 0],
    ["import { labels } from '~/lib/crm/labels.ts';", 0],
    ['type Words = typeof labels.app;', 0],
    ['const row = { labels: 1 }; row.labels;', 0],
    ['class Tabs { get label() { return labels.app.all; } }', 0],
  ])('reads %j as %i import-time read', (code, count) => {
    expect(importTimeReads('probe.tsx', code)).toHaveLength(count);
  });
});

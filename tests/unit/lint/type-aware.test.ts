// The type-aware rules of eslint.config.js, each proven on a deliberate fault written to a real
// file under src/lib for the duration of the test (the type checker reads files from disk). The
// probe's name is ignored by `eslint .` and outside tsconfig.json (eslint.config.js says why), so
// it is linted here with the ignores off.
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd(), ignore: false });

async function ruleIdsOfFile(code: string): Promise<string[]> {
  const file = `src/lib/zz-type-aware-probe-${randomUUID().slice(0, 8)}.ts`;
  writeFileSync(file, code);
  try {
    const [result] = await eslint.lintFiles([file]);
    return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
  } finally {
    rmSync(file, { force: true });
  }
}

describe('type-aware lint rules', { timeout: 120_000 }, () => {
  it.each([
    [
      'a promise nobody awaits',
      'export async function save(): Promise<void> {}\nexport function go(): void {\n  save();\n}\n',
      '@typescript-eslint/no-floating-promises',
    ],
    [
      'an async callback where a void one is expected',
      'export function every(run: () => void): void {\n  run();\n}\nexport function go(): void {\n  every(async () => {});\n}\n',
      '@typescript-eslint/no-misused-promises',
    ],
    [
      'a switch that forgets a member of a union',
      "export function label(stage: 'new' | 'won'): string {\n  switch (stage) {\n    case 'new':\n      return 'New';\n  }\n  return '';\n}\n",
      '@typescript-eslint/switch-exhaustiveness-check',
    ],
    [
      'a cast that changes nothing',
      'export const n = (1 as number) + 1;\nexport const m = (n as number) + 1;\n',
      '@typescript-eslint/no-unnecessary-type-assertion',
    ],
    [
      'throwing a string',
      "export function fail(): never {\n  throw 'failed';\n}\n",
      '@typescript-eslint/only-throw-error',
    ],
  ])('refuses %s', async (_case, code, rule) => {
    expect(await ruleIdsOfFile(code)).toContain(rule);
  });

  it('passes code that awaits, covers every case and throws errors', async () => {
    const code = [
      'export async function save(): Promise<void> {}',
      'export async function go(): Promise<void> {',
      '  await save();',
      '}',
      "export function label(stage: 'new' | 'won'): string {",
      '  switch (stage) {',
      "    case 'new':",
      "      return 'New';",
      "    case 'won':",
      "      return 'Won';",
      '  }',
      '}',
      "export function fail(): never {\n  throw new Error('failed');\n}",
      '',
    ].join('\n');
    expect(await ruleIdsOfFile(code)).toEqual([]);
  });
});

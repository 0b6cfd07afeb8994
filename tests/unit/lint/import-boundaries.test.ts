// The import boundaries of eslint.config.js, proven on deliberate violations (linted as text at
// a path inside the project, so nothing is left in the tree): each must be refused by its rule,
// and an import that follows the layers must pass.
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { typeAwareRules } from '../../../eslint.config.js';

// The probes are linted as text at paths that do not exist, which the type-aware parser cannot
// open; the import rules need no types (tests/unit/lint/type-aware.test.ts covers those rules).
// Ignores off: the cycle's probe files have names `eslint .` ignores (eslint.config.js).
const eslint = new ESLint({
  cwd: process.cwd(),
  ignore: false,
  overrideConfig: {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: false } },
    rules: Object.fromEntries(Object.keys(typeAwareRules).map((rule) => [rule, 'off'])),
  },
});

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('import boundaries', { timeout: 60_000 }, () => {
  it.each([
    [
      'a feature importing another feature',
      'src/islands/crm/features/pipeline/components/Probe.tsx',
      "import { listNetworkHistory } from '../../contact/api/list-network-history.ts';\nexport const probe = listNetworkHistory;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'an island importing server code',
      'src/islands/crm/probe.ts',
      "import { backendMode } from '~/server/backend-mode.ts';\nexport const probe = backendMode;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'an island importing the embedded backend',
      'src/islands/crm/probe.ts',
      "import { createEmbeddedBackend } from '../../../supabase/local/index.ts';\nexport const probe = createEmbeddedBackend;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'src/lib importing an island',
      'src/lib/crm/probe.ts',
      "import { CRM_TAB_VIEWS } from '~/islands/crm/tabs.ts';\nexport const probe = CRM_TAB_VIEWS;\n",
      'import-x/no-restricted-paths',
    ],
    [
      "an island's shared code importing a feature",
      'src/islands/crm/shared/probe.ts',
      "import { listAllPage } from '../features/all/api/list-all-page.ts';\nexport const probe = listAllPage;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'the backend importing the website',
      'supabase/local/probe.ts',
      "import { INDUSTRIES } from '../../src/lib/crm/domain.ts';\nexport const probe = INDUSTRIES;\n",
      'import-x/no-restricted-paths',
    ],
    [
      'a climb of ../ into src/lib',
      'src/islands/shared/probe.ts',
      "import { INDUSTRIES } from '../../lib/crm/domain.ts';\nexport const probe = INDUSTRIES;\n",
      'no-restricted-imports',
    ],
  ])('refuses %s', async (_case, filePath, code, rule) => {
    expect(await ruleIds(filePath, code)).toContain(rule);
  });

  it('refuses an import cycle', async () => {
    // A cycle needs both files on disk; they live only for this test.
    const stamp = randomUUID().slice(0, 8);
    const a = `src/lib/zz-cycle-probe-${stamp}-a.ts`;
    const b = `src/lib/zz-cycle-probe-${stamp}-b.ts`;
    const codeA = `import { b } from './zz-cycle-probe-${stamp}-b.ts';\nexport const a = () => b;\n`;
    writeFileSync(a, codeA);
    writeFileSync(
      b,
      `import { a } from './zz-cycle-probe-${stamp}-a.ts';\nexport const b = () => a;\n`,
    );
    try {
      expect(await ruleIds(a, codeA)).toContain('import-x/no-cycle');
    } finally {
      rmSync(a, { force: true });
      rmSync(b, { force: true });
    }
  });

  it('lets a feature use its own api, the island shared code and src/lib', async () => {
    expect(
      await ruleIds(
        'src/islands/crm/features/contact/components/Probe.tsx',
        [
          "import { INDUSTRIES } from '~/lib/crm/domain.ts';",
          "import { ListState } from '../../../shared/components/ListState.tsx';",
          "import { listNetworkHistory } from '../api/list-network-history.ts';",
          'export const probe = [INDUSTRIES, ListState, listNetworkHistory];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});

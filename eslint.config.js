// @ts-check
import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { defineConfig } from 'eslint/config';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import astro from 'eslint-plugin-astro';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Which folder may import which (docs/architecture.md#import-rules): imports run one way, app →
 * features → island shared → src/lib, never back up, never sideways between features, and never
 * from the browser into server
 * or backend code. Each rule names the folders by their resolved paths, so '~/' and relative
 * imports are judged alike.
 */
function islandFeatures() {
  const apps = readdirSync('src/islands', { withFileTypes: true }).filter((d) => d.isDirectory());
  return apps.flatMap((app) => {
    const featuresDir = `src/islands/${app.name}/features`;
    let features;
    try {
      features = readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory());
    } catch {
      return [];
    }
    return features.map((feature) => ({
      target: `./${featuresDir}/${feature.name}`,
      from: `./${featuresDir}`,
      except: [`./${feature.name}`],
      message:
        'A feature never imports another feature: share it through the island (shared/, stores/).',
    }));
  });
}

const importZones = [
  {
    target: './src/islands',
    from: ['./src/server', './src/pages', './src/components', './supabase/local'],
    message: 'Islands run in the browser: they never import server, page or backend code.',
  },
  {
    target: './src/lib',
    from: ['./src/islands', './src/components', './src/pages', './src/server'],
    message: 'src/lib is the bottom layer: it imports nothing above it.',
  },
  {
    target: './src/islands/shared',
    from: './src/islands',
    except: ['./shared'],
    message: 'Code shared by every island never imports one island.',
  },
  ...readdirSync('src/islands', { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'shared')
    .map((app) => ({
      target: `./src/islands/${app.name}/shared`,
      from: `./src/islands/${app.name}/features`,
      message: "An island's shared code never imports its features.",
    })),
  {
    target: './src',
    from: './supabase/functions',
    except: [
      './_shared/csv.ts',
      './_shared/database.types.ts',
      './_shared/domain',
      './_shared/industry-catalogue.ts',
      // Dates are written one way on the site and in the mails (docs/architecture.md#languages).
      './_shared/i18n',
      './_shared/inputs/split-full-name.ts',
      './_shared/invitations/format-event-time.ts',
      // The follow-up's preview renders the very mail the job sends (docs/behaviour/event-guests.md).
      './_shared/mail/templates/follow-up.ts',
      './_shared/mail/templates/site-brand.ts',
      // The campaign editor's preview renders the very mail the job sends, unsubscribe link and all
      // (docs/behaviour/staff-app.md#the-campaigns-tab).
      './_shared/mail/templates/campaign-mail.ts',
      './_shared/mail/unsubscribe-headers.ts',
      './_shared/mail/campaign-request-link.ts',
      './_shared/mail/compose-mail.ts',
      './_shared/mail/greeting.ts',
      './_shared/mail/escape-html.ts',
      './_shared/mail/bidi.ts',
      './_shared/mail/words',
      // The member sees their own data as the export words it (docs/behaviour/member-account.md#your-data).
      './_shared/privacy/access-links.ts',
      './_shared/privacy/table-descriptions.ts',
      // What SITE_CONTROLLER carries, written from the site settings (docs/privacy/representative.md).
      './_shared/privacy/controller-identity.ts',
    ],
    message: 'The website takes only the shared facts from supabase/functions (see its README).',
  },
  {
    target: './supabase/functions',
    from: './src',
    message: 'The functions never import the website.',
  },
  {
    target: './supabase/local',
    from: './src',
    except: [
      // The embedded backend syncs the content events into public.events with the collection's
      // own schema (docs/behaviour/event-guests.md#where-event-facts-come-from): one source.
      './content/sync/event-facts.ts',
      // …and hands the functions the controller as the site settings name it, with their schema.
      './content/sync/controller-facts.ts',
      './content/schemas',
      './lib/i18n/localized.ts',
      './lib/i18n/locales.ts',
      './lib/events/cover-palettes.ts',
    ],
    message:
      'The backend never imports the website (but for the content events it syncs and the controller it names).',
  },
  ...islandFeatures(),
];

/**
 * Type-aware rules: the bugs a type checker sees and tsc does not report (a promise nobody
 * awaits or catches, an async function where a callback must return void, a switch that forgets
 * a member of a union). Exported for tests/unit/lint, which proves each on a deliberate fault.
 * @type {import('eslint').Linter.RulesRecord}
 */
export const typeAwareRules = {
  '@typescript-eslint/await-thenable': 'error',
  '@typescript-eslint/no-floating-promises': 'error',
  '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
  '@typescript-eslint/no-unnecessary-type-assertion': 'error',
  '@typescript-eslint/switch-exhaustiveness-check': [
    'error',
    { considerDefaultExhaustiveForUnions: true },
  ],
  '@typescript-eslint/only-throw-error': 'error',
  '@typescript-eslint/prefer-promise-reject-errors': 'error',
  '@typescript-eslint/return-await': ['error', 'in-try-catch'],
};

/*
 * tests/unit/lint/ writes deliberate faults here for a moment. Outside tsconfig.json and the
 * global ignores, so `eslint .` and the typecheck, running beside the unit tests in `npm test`,
 * never list a file that is gone when they read it; the tests lint them with the ignores off, in
 * a project of their own made from tsconfig.json.
 */
const LINT_PROBES = 'src/lib/zz-*-probe-*.ts';

export default defineConfig(
  {
    ignores: [
      LINT_PROBES,
      'dist/',
      'dist-upcoming/',
      '.astro/',
      '.data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  astro.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  { files: ['**/*.tsx'], ...reactHooks.configs.flat['recommended-latest'] },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The site's schemas take zod from src/lib/validation, which turns on jitless mode (the CSP
    // forbids eval, and zod's eval probe would log a violation on every form page).
    files: ['src/**/*.{ts,tsx,astro}'],
    ignores: ['src/lib/validation/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import { z } from '~/lib/validation/zod.ts'." },
            { name: 'zod/mini', message: "Import { z } from '~/lib/validation/zod-mini.ts'." },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // no-cycle follows imports by parsing each file: TypeScript files need their parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: importZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // One import style for src/lib: '~/lib/…', never a climb of '../' (islands have no lib folder).
    files: ['src/islands/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/pages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: "Import { z } from '~/lib/validation/zod.ts'." },
            { name: 'zod/mini', message: "Import { z } from '~/lib/validation/zod-mini.ts'." },
          ],
          patterns: [
            {
              regex: '^(\\.\\./)+lib/',
              message: "Import src/lib with '~/lib/…'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    // Deno entries are outside tsconfig.json (they import npm: specifiers); Deno checks them.
    ignores: ['supabase/functions/*/index.ts'],
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [LINT_PROBES],
          defaultProject: 'tsconfig.json',
        },
      },
    },
    rules: typeAwareRules,
  },
  {
    // Deno entries use the Deno global, which Node's type set does not declare.
    files: ['supabase/functions/**/*.ts'],
    languageOptions: { globals: { Deno: 'readonly' } },
  },
);

// What `npm test` reads from the runners' reports to print the slowest files and hold each file
// to its budget (tests/test-times.mjs).
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILE_BUDGET_SECONDS,
  FILE_BUDGETS,
  checkFileBudgets,
  fileTimes,
  testTimes,
} from '../../test-times.ts';

const cwd = process.cwd();

const vitest = {
  testResults: [
    {
      name: `${cwd}/tests/integration/a.test.ts`,
      startTime: 1_000,
      endTime: 31_000,
      assertionResults: [
        { fullName: 'a one', duration: 10_000 },
        { fullName: 'a two', duration: 5_000 },
      ],
    },
    {
      name: `${cwd}/tests/unit/b.test.ts`,
      startTime: 0,
      endTime: 500,
      assertionResults: [{ fullName: 'b', duration: 400 }],
    },
  ],
};

const playwright = [
  {
    suites: [
      {
        title: 'site/nav.spec.ts',
        file: 'site/nav.spec.ts',
        specs: [
          {
            title: 'opens the menu',
            file: 'site/nav.spec.ts',
            tests: [
              { projectName: 'desktop', results: [{ duration: 2_000 }] },
              // A retry: both tries count, as the worker spent them.
              { projectName: 'mobile', results: [{ duration: 3_000 }, { duration: 1_000 }] },
            ],
          },
        ],
        suites: [],
      },
    ],
  },
];

describe('testTimes', () => {
  it('lists every test with its time, slowest first', () => {
    expect(testTimes({ vitest, playwright })).toEqual([
      { runner: 'vitest', file: 'tests/integration/a.test.ts', test: 'a one', seconds: 10 },
      { runner: 'vitest', file: 'tests/integration/a.test.ts', test: 'a two', seconds: 5 },
      {
        runner: 'playwright',
        file: 'tests/e2e/site/nav.spec.ts',
        test: '[mobile] opens the menu',
        seconds: 4,
      },
      {
        runner: 'playwright',
        file: 'tests/e2e/site/nav.spec.ts',
        test: '[desktop] opens the menu',
        seconds: 2,
      },
      { runner: 'vitest', file: 'tests/unit/b.test.ts', test: 'b', seconds: 0.4 },
    ]);
  });
});

describe('fileTimes', () => {
  it('counts a Vitest file from start to end and a browser spec over its projects', () => {
    expect(fileTimes({ vitest, playwright })).toEqual([
      { runner: 'vitest', file: 'tests/integration/a.test.ts', seconds: 30 },
      { runner: 'playwright', file: 'tests/e2e/site/nav.spec.ts', seconds: 6 },
      { runner: 'vitest', file: 'tests/unit/b.test.ts', seconds: 0.5 },
    ]);
  });
});

describe('fileTimes with the file-times reporter', () => {
  it('takes each Vitest file’s whole cost from it', () => {
    const vitestFiles = [{ file: 'tests/integration/a.test.ts', seconds: 42 }];
    expect(fileTimes({ vitest, vitestFiles, playwright: [] })).toEqual([
      { runner: 'vitest', file: 'tests/integration/a.test.ts', seconds: 42 },
    ]);
  });
});

describe('checkFileBudgets', () => {
  const named = 'tests/integration/security/fuzz.test.ts';
  const vitestBudget = DEFAULT_FILE_BUDGET_SECONDS.vitest;
  it.each([
    ['vitest', 'tests/integration/x.test.ts', vitestBudget, []],
    ['vitest', 'tests/integration/x.test.ts', vitestBudget + 0.1, ['tests/integration/x.test.ts']],
    ['playwright', 'tests/e2e/x.spec.ts', vitestBudget + 1, []],
    [
      'playwright',
      'tests/e2e/x.spec.ts',
      DEFAULT_FILE_BUDGET_SECONDS.playwright + 1,
      ['tests/e2e/x.spec.ts'],
    ],
    ['vitest', named, vitestBudget + 1, []],
    ['vitest', named, FILE_BUDGETS[named]! + 1, [named]],
  ] as const)('%s %s in %s s → over: %j', (runner, file, seconds, over) => {
    expect(checkFileBudgets([{ runner, file, seconds }]).map((entry) => entry.file)).toEqual(over);
  });
});

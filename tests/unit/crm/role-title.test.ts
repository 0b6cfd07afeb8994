import { describe, expect, it } from 'vitest';
import { shownTitle } from '../../../src/lib/crm/role-title.ts';
import { ROLE_OPTIONS } from '../../../src/lib/submissions/roles.ts';

describe('shownTitle', () => {
  it.each([
    ['investor', 'Investor'],
    ['founder', 'Founder'],
    ['executive', 'Executive'],
    ['advisor', 'Advisor'],
    ['broker', 'Broker'],
    [' investor ', 'Investor'],
    // Titles typed by hand stay as typed.
    ['Chief Executive', 'Chief Executive'],
    ['investor relations lead', 'investor relations lead'],
    ['Investor', 'Investor'],
    ['مستثمر', 'مستثمر'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%j reads %j', (title, expected) => {
    expect(shownTitle(title)).toBe(expected);
  });

  it('covers every role of the forms with the forms’ own label', () => {
    for (const option of ROLE_OPTIONS) expect(shownTitle(option.value)).toBe(option.label);
  });
});

import { describe, expect, it } from 'vitest';
import {
  columnLabel,
  heldSections,
  rowFields,
  sectionTitle,
  valueText,
} from '../../../src/lib/account/held-data.ts';
import { REMOVED_LINK } from '../../../supabase/functions/_shared/privacy/access-links.ts';

describe('valueText', () => {
  it.each([
    [null, null],
    ['', null],
    [true, 'Yes'],
    [false, 'No'],
    [3, '3'],
    ['Nakheel', 'Nakheel'],
    ['2026-11-29T09:30:00+00:00', '29 November 2026 at 12:30'],
    [['forum', 'dinner'], 'forum, dinner'],
    [{ from_stage: 'mql_lead', to_stage: null }, 'From stage: mql_lead'],
    [[], null],
  ])('%j reads %j', (value, text) => {
    expect(valueText(value)).toBe(text);
  });

  it('takes out links that let their holder in, as the export does', () => {
    expect(
      valueText('Your pass: https://example.org/pass/abc123 and https://example.org/events'),
    ).toBe(`Your pass: ${REMOVED_LINK} and https://example.org/events`);
  });
});

describe('rows and sections', () => {
  it('labels columns and hides ids and the HTML twin of a mail', () => {
    expect(columnLabel('phone_number')).toBe('Phone number');
    expect(
      rowFields({
        id: 'a',
        contact_id: 'b',
        first_name: 'Layla',
        company: null,
        html_body: '<p>Hi</p>',
        text_body: 'Hi',
      }),
    ).toEqual([
      { label: 'First name', value: 'Layla' },
      { label: 'Text body', value: 'Hi' },
    ]);
  });

  it('titles each table as the archive does and lists the empty ones apart', () => {
    expect(sectionTitle('contacts')).toBe('Your contact record');
    expect(sectionTitle('some_new_table')).toBe('Some new table');
    const { held, empty } = heldSections({
      contacts: [{ first_name: 'Layla' }],
      contact_notes: [],
      mail_outbox: [],
    });
    expect(held).toEqual([
      {
        table: 'contacts',
        title: 'Your contact record',
        rows: [[{ label: 'First name', value: 'Layla' }]],
      },
    ]);
    expect(empty).toEqual(['staff notes about you', 'the e-mails we sent you']);
  });
});

import { describe, expect, it } from 'vitest';
import { errorDetails, errorText, tryAgain } from '../../../src/lib/crm/error-text.ts';

/** A PostgREST error body as supabase-js hands it over. */
const pg = (code: string, message: string, details = '') => ({ code, message, details, hint: '' });

describe('errorText: what staff read under an error title', () => {
  it.each([
    // The database's own words become a sentence.
    [
      pg(
        '23505',
        'duplicate key value violates unique constraint "contacts_email_lower_key"',
        'Key (lower(email::text))=(a@b.sa) already exists.',
      ),
      'That e-mail is already in use.',
    ],
    [
      pg('23505', 'duplicate key value violates unique constraint "checklist_items_contact_key"'),
      'That already exists.',
    ],
    [
      pg('42501', 'new row violates row-level security policy for table "contact_notes"'),
      'You are not allowed to do that.',
    ],
    [pg('42501', 'permission denied for table contacts'), 'You are not allowed to do that.'],
    [pg('PGRST301', 'JWT expired'), 'You are not allowed to do that.'],
    [
      pg(
        '23514',
        'new row for relation "contacts" violates check constraint "contacts_goal_length"',
      ),
      'Part of what was entered is too long or not allowed.',
    ],
    [
      pg('22001', 'value too long for type character varying(100)'),
      'Part of what was entered is too long or not allowed.',
    ],
    [
      pg('23502', 'null value in column "email" violates not-null constraint'),
      'A required field is empty.',
    ],
    [
      pg('23503', 'insert or update on table "contact_notes" violates foreign key constraint'),
      'It refers to a record that no longer exists. Reload the page and try again.',
    ],
    [
      pg('PGRST116', 'JSON object requested, multiple (or no) rows returned'),
      'It no longer exists; a colleague may have deleted it. Reload the page.',
    ],
    [
      pg('PT429', 'rate_limited: too many submissions from this network address'),
      'Too many requests at once. Please wait a few minutes and try again.',
    ],
    [pg('57014', 'canceling statement due to statement timeout'), tryAgain()],
    [pg('XX000', 'internal error'), tryAgain()],
    [pg('22P02', 'invalid input value for enum pipeline_stage: "won"'), tryAgain()],
    // The project's SQL speaks to staff already: its sentences pass (the spec's messages).
    [pg('42501', 'You must be logged in to add contacts'), 'You must be logged in to add contacts'],
    [
      pg('23505', 'A contact with the e-mail noura@example.sa already exists'),
      'A contact with the e-mail noura@example.sa already exists',
    ],
    [pg('22023', 'Request must be approved first'), 'Request must be approved first'],
    [pg('P0002', 'Request not found'), 'Request not found'],
    [pg('P0001', 'Could not find the contact ID'), 'Could not find the contact ID'],
    // The network.
    [
      new TypeError('Failed to fetch'),
      'Could not reach the server. Check the connection and try again.',
    ],
    [
      { name: 'FunctionsFetchError', message: 'Failed to send a request to the Edge Function' },
      'Could not reach the server. Check the connection and try again.',
    ],
    [
      pg('', 'TypeError: NetworkError when attempting to fetch resource.'),
      'Could not reach the server. Check the connection and try again.',
    ],
    [new Error('Load failed'), 'Could not reach the server. Check the connection and try again.'],
    // Thrown by the app's own code: its sentence.
    [new Error('This link is not a web address'), 'This link is not a web address'],
    [new Error('Edge Function returned a non-2xx status code'), tryAgain()],
    // Nothing usable.
    [new Error(''), tryAgain()],
    [null, tryAgain()],
    ['a string', tryAgain()],
    [{}, tryAgain()],
  ])('%j reads %j', (error, expected) => {
    expect(errorText(error)).toBe(expected);
  });
});

describe('errorDetails: the console line', () => {
  it('keeps every part the server sent', () => {
    expect(errorDetails(pg('42501', 'permission denied for table contacts', 'd'))).toBe(
      'code: 42501; message: permission denied for table contacts; details: d',
    );
  });
  it('names thrown errors', () => {
    expect(errorDetails(new TypeError('Failed to fetch'))).toBe(
      'name: TypeError; message: Failed to fetch',
    );
  });
  it('prints anything else', () => {
    expect(errorDetails(undefined)).toBe('undefined');
  });
});

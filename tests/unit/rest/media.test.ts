// Accept negotiation as PostgREST 12 orders it: quality, then specificity, then order.
import { describe, expect, it } from 'vitest';
import { negotiateMedia } from '../../../supabase/local/rest/media.ts';

const accept = (value: string | null) =>
  negotiateMedia(
    new Request('http://x/rest/v1/t', value === null ? {} : { headers: { accept: value } }),
  );

describe('negotiateMedia', () => {
  it.each([
    [null, 'json', false, 'application/json; charset=utf-8'],
    ['*/*', 'json', false, 'application/json; charset=utf-8'],
    ['*/*, text/csv', 'csv', false, 'text/csv; charset=utf-8'],
    ['application/json;q=0.5, text/csv', 'csv', false, 'text/csv; charset=utf-8'],
    ['text/html, */*;q=0.1', 'json', false, 'application/json; charset=utf-8'],
    [
      'application/vnd.pgrst.object+json',
      'object',
      false,
      'application/vnd.pgrst.object+json; charset=utf-8',
    ],
    [
      'Application/Vnd.Pgrst.Object;nulls=stripped',
      'object',
      true,
      'application/vnd.pgrst.object+json;nulls=stripped; charset=utf-8',
    ],
    [
      'application/vnd.pgrst.array+json;nulls=stripped',
      'json',
      true,
      'application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8',
    ],
    ['application/vnd.pgrst.array+json', 'json', false, 'application/json; charset=utf-8'],
  ] as const)('%s -> %s (stripped: %s)', (header, kind, stripNulls, contentType) => {
    expect(accept(header)).toEqual({ kind, stripNulls, contentType });
  });

  it.each(['text/html', 'application/*', 'application/geo+json', 'application/vnd.pgrst.plan'])(
    '%s is 406 PGRST107',
    (header) => {
      expect(() => accept(header)).toThrow(
        expect.objectContaining({
          status: 406,
          body: expect.objectContaining({
            code: 'PGRST107',
            message: `None of these media types are available: ${header}`,
          }),
        }),
      );
    },
  );
});

describe('negotiateMedia with db-plan-enabled', () => {
  const plan = (value: string) =>
    negotiateMedia(new Request('http://x/rest/v1/t', { headers: { accept: value } }), {
      planEnabled: true,
    });

  it.each([
    [
      'application/vnd.pgrst.plan',
      'text',
      [],
      'json',
      'application/vnd.pgrst.plan+text; for="application/json"; charset=utf-8',
    ],
    [
      'application/vnd.pgrst.plan+json; for="text/csv"; options=wal|analyze|nonsense;',
      'json',
      ['analyze', 'wal'],
      'csv',
      'application/vnd.pgrst.plan+json; for="text/csv"; options=analyze|wal; charset=utf-8',
    ],
    [
      'application/vnd.pgrst.plan+text; for="application/vnd.pgrst.object+json"; options=;',
      'text',
      [],
      'object',
      'application/vnd.pgrst.plan+text; for="application/vnd.pgrst.object+json"; charset=utf-8',
    ],
  ] as const)('%s', (header, format, options, kind, contentType) => {
    const media = plan(header);
    expect(media.plan).toMatchObject({ format, options });
    expect(media.kind).toBe(kind);
    expect(media.contentType).toBe(contentType);
  });

  it('is 406 for a plan of a type it cannot produce', () => {
    expect(() => plan('application/vnd.pgrst.plan; for="text/html"')).toThrow(
      expect.objectContaining({ status: 406 }),
    );
  });
});

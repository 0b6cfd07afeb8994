// The Realtime service's pure parts: Phoenix frames, filters, bindings and change notices.
import { describe, expect, it } from 'vitest';
import {
  bindingEcho,
  bindingsFor,
  matchingIds,
  parseBindings,
  type Channel,
} from '../../../supabase/local/realtime/channel.ts';
import { parseNotices } from '../../../supabase/local/realtime/change-source.ts';
import { parseFilter, rowMatches } from '../../../supabase/local/realtime/filters.ts';
import { decodeFrame, encodeFrame } from '../../../supabase/local/realtime/protocol.ts';

describe('frames', () => {
  it('reads and writes vsn 2.0.0 arrays', () => {
    const frame = decodeFrame('["6","6","realtime:room1","phx_join",{"config":{}}]', '2.0.0');
    expect(frame).toEqual({
      joinRef: '6',
      ref: '6',
      topic: 'realtime:room1',
      event: 'phx_join',
      payload: { config: {} },
    });
    expect(
      encodeFrame(
        { ...frame!, event: 'phx_reply', payload: { status: 'ok', response: {} } },
        '2.0.0',
      ),
    ).toBe('["6","6","realtime:room1","phx_reply",{"status":"ok","response":{}}]');
  });

  it('reads and writes vsn 1.0.0 objects', () => {
    const frame = decodeFrame(
      '{"topic":"phoenix","event":"heartbeat","payload":{},"ref":"3","join_ref":null}',
      '1.0.0',
    );
    expect(frame).toEqual({
      joinRef: null,
      ref: '3',
      topic: 'phoenix',
      event: 'heartbeat',
      payload: {},
    });
    expect(JSON.parse(encodeFrame(frame!, '1.0.0'))).toEqual({
      join_ref: null,
      ref: '3',
      topic: 'phoenix',
      event: 'heartbeat',
      payload: {},
    });
  });

  it.each(['not json', '[1,2,3]', '{"topic":1}', '[null,null,"t"]'])('rejects %s', (text) => {
    expect(decodeFrame(text, '2.0.0')).toBeUndefined();
  });
});

describe('filters', () => {
  it.each([
    ['id=eq.5', { column: 'id', op: 'eq', values: ['5'] }],
    ['email=eq.a.b@example.com', { column: 'email', op: 'eq', values: ['a.b@example.com'] }],
    [
      'stage=in.(mql_lead,"closed_won")',
      { column: 'stage', op: 'in', values: ['mql_lead', 'closed_won'] },
    ],
  ])('parses %s', (raw, parsed) => {
    expect(parseFilter(raw)).toEqual(parsed);
  });

  it.each(['id', 'id=like.5', '1bad=eq.1', 'id=eq', 'id=in.5', 'x;drop=eq.1'])(
    'refuses %s',
    (raw) => {
      expect(typeof parseFilter(raw)).toBe('string');
    },
  );

  const row = { id: 'abc', heat_rating: 3, stage: 'evaluation', goal: null };
  it.each([
    ['heat_rating=eq.3', true],
    ['heat_rating=gt.2', true],
    ['heat_rating=gte.4', false],
    ['heat_rating=lt.10', true],
    ['stage=neq.evaluation', false],
    ['stage=in.(mql_lead,evaluation)', true],
    ['goal=eq.null', false],
    ['missing=eq.1', false],
  ])('%s on the row -> %s', (raw, matches) => {
    const filter = parseFilter(raw);
    if (typeof filter === 'string') throw new Error(filter);
    expect(rowMatches(filter, row)).toBe(matches);
  });
});

describe('bindings', () => {
  let id = 0;
  const next = () => ++id;

  it('keeps exactly the keys the client sent, plus an id, in order', () => {
    const bindings = parseBindings(
      [
        { event: 'INSERT', schema: 'public', table: 'contacts' },
        { event: '*', schema: 'public', table: 'contacts', filter: 'stage=eq.evaluation' },
      ],
      next,
    );
    if (typeof bindings === 'string') throw new Error(bindings);
    expect(bindings.map(bindingEcho)).toEqual([
      { event: 'INSERT', schema: 'public', table: 'contacts', id: 1 },
      { event: '*', schema: 'public', table: 'contacts', filter: 'stage=eq.evaluation', id: 2 },
    ]);
    const channel: Channel = {
      topic: 'realtime:x',
      joinRef: '1',
      claims: { role: 'authenticated' },
      bindings,
    };
    const notice = {
      schema: 'public',
      table: 'contacts',
      type: 'UPDATE' as const,
      commit_timestamp: '',
      id: 'a',
    };
    const candidates = bindingsFor(channel, notice);
    expect(candidates.map((binding) => binding.id)).toEqual([2]);
    expect(matchingIds(candidates, { stage: 'evaluation' })).toEqual([2]);
    expect(matchingIds(candidates, { stage: 'closed_won' })).toEqual([]);
  });

  it.each([
    [[{ event: 'TRUNCATE', schema: 'public' }]],
    [[{ event: 'INSERT' }]],
    [[{ event: 'INSERT', schema: 'public', filter: 'bad' }]],
    ['not a list'],
  ])('refuses %j', (value) => {
    expect(typeof parseBindings(value, next)).toBe('string');
  });
});

describe('parseNotices', () => {
  it('reads the per-statement trigger’s payload: one change per id, in order', () => {
    const notices = parseNotices(
      '{"schema":"public","table":"contacts","type":"UPDATE","commit_timestamp":"2026-01-01T10:00:00.123456+00:00","ids":["0b6f","1c7a"]}',
    );
    expect(notices).toEqual(
      ['0b6f', '1c7a'].map((id) => ({
        schema: 'public',
        table: 'contacts',
        type: 'UPDATE',
        commit_timestamp: '2026-01-01T10:00:00.123Z',
        id,
      })),
    );
  });

  it('reads a single "id" too', () => {
    expect(
      parseNotices('{"schema":"public","table":"contacts","type":"INSERT","id":7}')?.map(
        (n) => n.id,
      ),
    ).toEqual(['7']);
  });

  it.each([
    '{}',
    'nope',
    '{"schema":"public","table":"x\\"; drop","type":"INSERT","id":"1"}',
    '{"schema":"public","table":"t","type":"TRUNCATE","id":"1"}',
    '{"schema":"public","table":"t","type":"INSERT","ids":[{"x":1}]}',
    '{"schema":"public","table":"t","type":"INSERT","ids":"1"}',
    `{"schema":"public","table":"t","type":"INSERT","ids":[${Array.from({ length: 1001 }, (_, i) => i).join(',')}]}`,
  ])('ignores %s', (payload) => {
    expect(parseNotices(payload)).toBeUndefined();
  });
});

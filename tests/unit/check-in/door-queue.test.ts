import { describe, expect, it } from 'vitest';
import {
  dequeue,
  enqueue,
  nextToSend,
  parseQueue,
  queueKey,
  type QueuedWrite,
} from '~/lib/check-in/door-queue.ts';

const checkIn = (invitationId: string, tappedAt = '2026-11-26T20:00:00Z'): QueuedWrite => ({
  kind: 'check-in',
  invitationId,
  tappedAt,
});
const walkIn = (email: string, guestName = 'Walk In'): QueuedWrite => ({
  kind: 'walk-in',
  email,
  guestName,
  company: '',
  tappedAt: '2026-11-26T20:01:00Z',
});

describe('enqueue', () => {
  it.each<[string, QueuedWrite[], QueuedWrite, QueuedWrite[]]>([
    ['adds to an empty queue', [], checkIn('a'), [checkIn('a')]],
    ['keeps order', [checkIn('a')], checkIn('b'), [checkIn('a'), checkIn('b')]],
    [
      'a second tap on the same guest keeps the first and its time',
      [checkIn('a', 'first')],
      checkIn('a', 'second'),
      [checkIn('a', 'first')],
    ],
    [
      'a walk-in is one per e-mail, whatever its case and spaces',
      [walkIn('Sara@Example.com')],
      walkIn(' sara@example.COM ', 'Other'),
      [walkIn('Sara@Example.com')],
    ],
    [
      'a walk-in and a check-in never merge',
      [walkIn('a@example.com')],
      checkIn('a@example.com'),
      [walkIn('a@example.com'), checkIn('a@example.com')],
    ],
  ])('%s', (_, queue, item, expected) => {
    expect(enqueue(queue, item)).toEqual(expected);
  });
});

describe('dequeue', () => {
  it('removes only the answered item', () => {
    const queue = [checkIn('a'), walkIn('b@example.com'), checkIn('c')];
    expect(dequeue(queue, queueKey(walkIn('B@example.com')))).toEqual([checkIn('a'), checkIn('c')]);
    expect(dequeue(queue, 'check-in:zzz')).toEqual(queue);
  });
});

describe('parseQueue', () => {
  it.each<[string, string | null, QueuedWrite[]]>([
    ['nothing stored', null, []],
    ['not JSON', '{oops', []],
    ['not a list', '{"kind":"check-in"}', []],
    [
      'drops unreadable items and merges duplicates',
      JSON.stringify([
        checkIn('a'),
        { kind: 'check-in' },
        42,
        checkIn('a', 'later'),
        walkIn('x@y.z'),
      ]),
      [checkIn('a'), walkIn('x@y.z')],
    ],
  ])('%s', (_, stored, expected) => {
    expect(parseQueue(stored)).toEqual(expected);
  });
});

describe('nextToSend', () => {
  const queued = [checkIn('a'), walkIn('w@example.com'), checkIn('b')];
  it.each<[string, QueuedWrite[], string[], QueuedWrite | undefined]>([
    ['nothing in an empty queue', [], [], undefined],
    ['the latest tap first', queued, [], checkIn('b')],
    ['the latest not on its way', queued, ['check-in:b'], walkIn('w@example.com')],
    ['down to the oldest', queued, ['check-in:b', 'walk-in:w@example.com'], checkIn('a')],
    ['nothing once all are on their way', queued, queued.map(queueKey), undefined],
  ])('%s', (_, queue, onTheirWay, expected) => {
    expect(nextToSend(queue, new Set(onTheirWay))).toEqual(expected);
  });
});

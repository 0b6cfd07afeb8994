import { describe, expect, it } from 'vitest';
import { guestMix, seniorityOf } from '../../../src/lib/crm/guest-mix.ts';

describe('seniorityOf', () => {
  it.each([
    ['Chief Executive Officer', 'Founder or C-level'],
    ['Co-founder & CTO', 'Founder or C-level'],
    ['Managing Director', 'Founder or C-level'],
    ['VP Sales', 'Director or VP'],
    ['Regional Director, MENA', 'Director or VP'],
    ['Head of Strategy', 'Director or VP'],
    ['Partner', 'Director or VP'],
    ['Product Manager', 'Manager'],
    ['Analyst', 'Other'],
    ['', 'No title given'],
    [null, 'No title given'],
  ] as const)('%j reads as %s', (title, level) => {
    expect(seniorityOf(title)).toBe(level);
  });
});

describe('guestMix', () => {
  const request = (fields: Partial<Parameters<typeof guestMix>[0][number]>) => ({
    event_slug: 'suhoor-dinner',
    request_status: 'pending',
    industry: 'technology',
    title: 'CEO',
    email: 'guest@example.com',
    ...fields,
  });

  it('counts approved and waiting guests of one event by industry, seniority and membership', () => {
    const mix = guestMix(
      [
        request({ request_status: 'approved', email: 'Member@Example.com' }),
        request({ request_status: 'account_created', industry: 'finance', title: 'VP Finance' }),
        request({ request_status: 'waitlist', title: 'Analyst' }),
        request({ request_status: null }),
        request({ request_status: 'rejected' }),
        request({ event_slug: 'another-evening', request_status: 'approved' }),
      ],
      'suhoor-dinner',
      new Set(['member@example.com']),
    );
    expect(mix.approved.total).toBe(2);
    expect(mix.approved.members).toBe(1);
    expect(mix.approved.prospects).toBe(1);
    expect(mix.approved.seniority).toEqual([
      ['Founder or C-level', 1],
      ['Director or VP', 1],
    ]);
    expect(mix.waiting.total).toBe(2);
    expect(mix.waiting.industry).toHaveLength(1);
    expect(mix.waiting.industry[0]![1]).toBe(2);
    expect(mix.waiting.seniority).toEqual([
      ['Founder or C-level', 1],
      ['Other', 1],
    ]);
  });

  it('is empty for an event without requests', () => {
    const mix = guestMix([request({})], 'nobody-asked', new Set());
    expect(mix.approved.total).toBe(0);
    expect(mix.waiting.industry).toEqual([]);
  });

  it('compares the approved with who came, matching e-mails in any case, and counts walk-ins', () => {
    const requests = [
      request({ request_status: 'approved', email: 'came@example.com', title: 'CEO' }),
      request({ request_status: 'approved', email: 'absent@example.com', title: 'Manager' }),
      request({ request_status: 'waitlist', email: 'waiting@example.com' }),
    ];
    const guest = (email: string, checked_in: boolean, event_slug = 'suhoor-dinner') => ({
      event_slug,
      email,
      checked_in,
    });
    const mix = guestMix(requests, 'suhoor-dinner', new Set(), [
      guest('CAME@example.com', true),
      guest('absent@example.com', false),
      guest('walk-in@example.com', true),
      guest('elsewhere@example.com', true, 'another-evening'),
    ]);
    expect(mix.came).toMatchObject({ total: 1, withoutARequest: 1 });
    expect(mix.came!.seniority).toEqual([['Founder or C-level', 1]]);
    expect(mix.approved.total).toBe(2);
  });

  it('says nothing of who came until the guests are known', () => {
    expect(guestMix([request({})], 'suhoor-dinner', new Set()).came).toBeNull();
  });
});

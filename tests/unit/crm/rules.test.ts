import { describe, expect, it } from 'vitest';
import { attachmentUrlName, normaliseAttachmentUrl } from '../../../src/lib/crm/attachment-url.ts';
import { decideStageMove } from '../../../src/lib/crm/drop.ts';
import { matchesFilters } from '../../../src/lib/crm/filters.ts';
import { crmSearch, DEFAULT_CRM_STATE, parseCrmUrl } from '../../../src/lib/crm/url-state.ts';
import { webLink } from '../../../src/lib/crm/web-link.ts';

describe('decideStageMove', () => {
  it.each([
    ['same stage', 'mql_lead', 'mql_lead', 0, 'stay'],
    ['dropped outside a column', 'mql_lead', null, 3, 'stay'],
    ['open items in the current stage', 'mql_lead', 'evaluation', 2, 'confirm'],
    ['nothing open', 'mql_lead', 'closed_won', 0, 'move'],
    ['backwards is allowed too', 'closed_won', 'mql_lead', 0, 'move'],
  ] as const)('%s → %s', (_label, from, to, open, expected) => {
    expect(decideStageMove({ from, to, openItemsInCurrentStage: open })).toBe(expected);
  });
});

describe('matchesFilters', () => {
  const contact = {
    id: '1',
    first_name: 'Layla',
    last_name: 'Haddad',
    email: 'layla@acme.example',
    company: 'Acme Robotics',
    title: 'Chief Executive',
    industry: 'technology',
    lead_type: 'founder_executive',
    stage: 'mql_lead',
    heat_rating: 0,
    created_at: '2026-01-01T00:00:00Z',
    has_account: false,
    open_checklist_items: 0,
  };
  it.each([
    [{ leadType: null, industry: null, query: '' }, true],
    [{ leadType: 'founder_executive', industry: null, query: '' }, true],
    [{ leadType: 'investor_buyer', industry: null, query: '' }, false],
    [{ leadType: null, industry: 'finance', query: '' }, false],
    [{ leadType: null, industry: null, query: 'acme layla' }, true],
    [{ leadType: null, industry: null, query: 'CHIEF' }, true],
    [{ leadType: null, industry: null, query: 'acme.example' }, true],
    [{ leadType: null, industry: null, query: 'acme zed' }, false],
  ])('%o → %s', (filters, expected) => {
    expect(matchesFilters(contact, filters)).toBe(expected);
  });
});

describe('CRM URL state', () => {
  it.each([
    ['', DEFAULT_CRM_STATE],
    [
      '?lead_type=investor_buyer&industry=finance&q=acme&contact=0f8fad5b-d9cb-469f-a165-70867728950e',
      {
        tab: 'pipeline',
        leadType: 'investor_buyer',
        industry: 'finance',
        query: 'acme',
        contact: '0f8fad5b-d9cb-469f-a165-70867728950e',
        campaign: null,
      },
    ],
    [
      '?tab=campaigns&campaign=0f8fad5b-d9cb-469f-a165-70867728950e',
      {
        ...DEFAULT_CRM_STATE,
        tab: 'campaigns',
        campaign: '0f8fad5b-d9cb-469f-a165-70867728950e',
      },
    ],
    // A campaign opens only in its tab, and only by a real id.
    [
      '?tab=all&campaign=0f8fad5b-d9cb-469f-a165-70867728950e',
      { ...DEFAULT_CRM_STATE, tab: 'all' },
    ],
    ['?tab=campaigns&campaign=drop%20table', { ...DEFAULT_CRM_STATE, tab: 'campaigns' }],
    ['?tab=nope&lead_type=bogus&industry=moon&contact=1%20or%201', DEFAULT_CRM_STATE],
    ['?tab=pipeline', { ...DEFAULT_CRM_STATE, tab: 'pipeline' }],
    ['?q=acme', { ...DEFAULT_CRM_STATE, tab: 'pipeline', query: 'acme' }],
    ['?tab=all&q=acme', { ...DEFAULT_CRM_STATE, tab: 'all', query: 'acme' }],
  ])('parses %j', (search, expected) => {
    expect(parseCrmUrl(search)).toEqual(expected);
  });

  it('opens on the Overview', () => {
    expect(DEFAULT_CRM_STATE.tab).toBe('overview');
  });

  it('writes only what differs from the defaults, and reads back the same state', () => {
    expect(crmSearch(DEFAULT_CRM_STATE)).toBe('');
    const board = { ...DEFAULT_CRM_STATE, tab: 'pipeline' as const };
    expect(crmSearch(board)).toBe('?tab=pipeline');
    const state = { ...board, industry: 'energy', query: 'solar panels' };
    expect(crmSearch(state)).toBe('?industry=energy&q=solar+panels');
    const overview = { ...state, tab: 'overview' as const };
    expect(crmSearch(overview)).toBe('?tab=overview&industry=energy&q=solar+panels');
    for (const each of [board, state, overview]) expect(parseCrmUrl(crmSearch(each))).toEqual(each);
    const campaign = {
      ...DEFAULT_CRM_STATE,
      tab: 'campaigns' as const,
      campaign: '0f8fad5b-d9cb-469f-a165-70867728950e',
    };
    expect(crmSearch(campaign)).toBe(
      '?tab=campaigns&campaign=0f8fad5b-d9cb-469f-a165-70867728950e',
    );
    expect(parseCrmUrl(crmSearch(campaign))).toEqual(campaign);
  });
});

describe('normaliseAttachmentUrl', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['example.com/deck.pdf', 'https://example.com/deck.pdf'],
    ['http://example.com', 'http://example.com/'],
    ['HTTPS://Example.com/a', 'https://example.com/a'],
    ['javascript:alert(1)', null],
    ['not a url', null],
    ['https://', null],
  ])('%j → %j', (input, expected) => {
    expect(normaliseAttachmentUrl(input)).toBe(expected);
  });

  it('names a link by its host and path', () => {
    expect(attachmentUrlName('https://example.com/deck.pdf')).toBe('example.com/deck.pdf');
  });
});

describe('webLink', () => {
  it.each([
    [null, null],
    ['', null],
    ['https://www.linkedin.com/in/layla', 'https://www.linkedin.com/in/layla'],
    ['http://example.com', 'http://example.com/'],
    ['javascript:alert(1)', null],
    ['JavaScript:alert(document.cookie)', null],
    [' javascript:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['vbscript:msgbox(1)', null],
    ['linkedin.com/in/layla', null],
    ['//evil.example', null],
  ])('%j → %j', (stored, expected) => {
    expect(webLink(stored)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import {
  campaignCsvName,
  recipientCsvLine,
  type RecipientRow,
} from '../../../src/lib/crm/campaigns/campaign-csv.ts';
import { labels } from '../../../src/lib/crm/labels.ts';

const row: RecipientRow = {
  recipient_id: '3f2a9c1e-0000-4000-8000-000000000001',
  contact_id: '3f2a9c1e-0000-4000-8000-000000000002',
  email: 'layla+news@example.org',
  name: 'ليلى حداد',
  locale: 'ar',
  outcome: 'failed',
  reason: '=HYPERLINK("x"); mailbox full',
  queued_at: '2025-12-05T06:00:00Z',
  outcome_at: '2025-12-05T06:01:00Z',
  requested_at: null as unknown as string,
  unsubscribed_at: '2025-12-06T21:00:00Z',
};

describe('the campaign CSV', () => {
  it('writes one line per recipient, in the header’s order, times on Riyadh’s clock', () => {
    expect(labels.campaigns.csvHeader).toHaveLength(9);
    expect(recipientCsvLine(row)).toBe(
      'layla+news@example.org,ليلى حداد,Arabic,Failed,"\'=HYPERLINK(""x""); mailbox full",' +
        '"5 Dec 2025, 09:00 AST","5 Dec 2025, 09:01 AST",,"7 Dec 2025, 00:00 AST"\r\n',
    );
  });

  it('names an outcome it was not told of as the database does', () => {
    expect(
      recipientCsvLine({ ...row, outcome: 'sent', reason: null as unknown as string }),
    ).toContain(',Sent,,');
  });

  it('names the file by day and campaign', () => {
    expect(campaignCsvName(row.recipient_id, new Date('2025-12-05T23:00:00Z'))).toBe(
      'campaign-2025-12-05-3f2a9c1e.csv',
    );
  });
});

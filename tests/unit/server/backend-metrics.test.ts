// The /metrics registry apart from a server: the database figures as gauges, a scrape that
// survives a database that does not answer, mails counted by outcome, and one registry per
// server (two in one process do not share or clash).
import { describe, expect, it, vi } from 'vitest';
import { createBackendMetrics } from '../../../supabase/local/metrics/backend-metrics.ts';
import { countedMailer } from '../../../supabase/local/metrics/counted-mailer.ts';
import type { DatabaseFigures } from '../../../supabase/local/metrics/database-figures.ts';

const FIGURES: DatabaseFigures = {
  databaseBytes: 12_345_678,
  jobs: [
    { kind: 'push-to-make', status: 'pending', jobs: 3, retrying: 2 },
    { kind: 'push-to-make', status: 'failed', jobs: 1, retrying: 0 },
    { kind: 'send-network-confirmation', status: 'done', jobs: 7, retrying: 0 },
  ],
  buckets: [{ bucket: 'contact_attachments', objects: 2, bytes: 2048 }],
  backupAgeSeconds: 5400,
};

function metricsWith(readFigures: () => Promise<DatabaseFigures>) {
  const log = vi.fn();
  return { log, metrics: createBackendMetrics({ readFigures, realtimeConnections: () => 4, log }) };
}

describe('createBackendMetrics', () => {
  it('turns the database figures into gauges', async () => {
    const { metrics } = metricsWith(() => Promise.resolve(FIGURES));
    const text = await metrics.scrape();
    for (const line of [
      'majlis_database_size_bytes 12345678',
      'majlis_jobs{kind="push-to-make",status="pending"} 3',
      'majlis_jobs{kind="push-to-make",status="failed"} 1',
      'majlis_jobs{kind="send-network-confirmation",status="done"} 7',
      'majlis_jobs_retrying{kind="push-to-make"} 2',
      'majlis_jobs_retrying{kind="send-network-confirmation"} 0',
      'majlis_stored_bytes{bucket="contact_attachments"} 2048',
      'majlis_stored_objects{bucket="contact_attachments"} 2',
      'majlis_realtime_connections 4',
      'majlis_backup_age_seconds 5400',
      'majlis_metrics_database_up 1',
    ]) {
      expect(text.split('\n')).toContain(line);
    }
  });

  it('still answers when the database does not, saying so and leaving its figures out', async () => {
    const read = vi
      .fn<() => Promise<DatabaseFigures>>()
      .mockResolvedValueOnce(FIGURES)
      .mockRejectedValueOnce(new Error('connection refused'));
    const { metrics, log } = metricsWith(read);
    await metrics.scrape();
    const text = await metrics.scrape();
    expect(text).toContain('majlis_metrics_database_up 0');
    expect(text).not.toMatch(/^majlis_jobs\{/m);
    // prom-client spells it Nan; Prometheus reads NaN in any case.
    expect(text).toContain('majlis_database_size_bytes Nan');
    expect(text).toContain('majlis_realtime_connections 4');
    // Unknown rather than "just now".
    expect(text).toContain('majlis_backup_age_seconds Nan');
    expect(log).toHaveBeenCalledWith(
      'warn',
      'metrics: could not read the database figures',
      expect.any(Error),
    );
  });

  it('shares one database read among scrapes that arrive together', async () => {
    const read = vi.fn(() => Promise.resolve(FIGURES));
    const { metrics } = metricsWith(read);
    const [first, second] = await Promise.all([metrics.scrape(), metrics.scrape()]);
    expect(first).toBe(second);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('keeps each server in a registry of its own', async () => {
    const one = metricsWith(() => Promise.resolve(FIGURES)).metrics;
    const two = metricsWith(() => Promise.resolve(FIGURES)).metrics;
    one.countMail('outbox', 'sent');
    expect(await one.scrape()).toContain('majlis_mails_total{transport="outbox",outcome="sent"} 1');
    expect(await two.scrape()).not.toContain('majlis_mails_total{');
  });
});

describe('countedMailer', () => {
  it('counts a mail the transport took as sent and one it refused as failed', async () => {
    const outcomes: string[] = [];
    const send = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('HTTP 503'));
    const mailer = countedMailer({ send }, (outcome) => outcomes.push(outcome));
    const message = { to: 'a@example.org', subject: 'Hi', text: 'Hi', tag: 'test' };
    await mailer.send(message);
    await expect(mailer.send(message)).rejects.toThrow('HTTP 503');
    expect(outcomes).toEqual(['sent', 'failed']);
  });
});

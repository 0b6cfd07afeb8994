// A follow-up to a large evening's guests, just past 10,000 (docs/behaviour/event-guests.md
// #follow-ups-after-the-event): the one call records every recipient and queues one mail job
// each, in one transaction, and says how long it took. The job runner is off: only the call is
// measured.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startBackend, type TestBackend } from '../support/backend.ts';
import { createTestUser } from '../support/users.ts';

const GUESTS = 10_050;
let backend: TestBackend;

beforeAll(async () => {
  backend = await startBackend({ env: { SUPABASE_JOB_WORKERS: '0' } });
});

afterAll(async () => {
  await backend?.stop();
});

it(
  `sends one follow-up to ${GUESTS} guests: every recipient, one job each`,
  { timeout: 300_000 },
  async () => {
    const service = backend.client(backend.serviceRoleKey);
    const staff = await createTestUser(backend, { staff: true });
    for (let start = 0; start < GUESTS; start += 1000) {
      const rows = Array.from({ length: Math.min(1000, GUESTS - start) }, (_, n) => ({
        event_slug: 'leap-dinner',
        email: `guest.${start + n}+follow-up@example.org`,
        guest_name: `ضيف ${start + n}`,
        starts_at: '2025-02-09T19:00:00+03:00',
      }));
      const { error } = await service.from('invitations').insert(rows);
      expect(error).toBeNull();
    }
    const started = performance.now();
    const { data, error } = await staff.client.rpc('send_event_follow_up', {
      event_slug: 'leap-dinner',
      audience: 'missed',
      subject: 'We missed you',
      body: 'Next time.',
    });
    console.info(
      `[follow-up-volume] ${GUESTS} recipients in ${Math.round(performance.now() - started)} ms`,
    );
    expect(error).toBeNull();
    expect(data).toBe(GUESTS);
    const jobs = await service
      .from('after_insert_jobs')
      .select('id', { count: 'exact', head: true })
      .eq('kind', 'send-event-follow-up');
    expect(jobs.count).toBe(GUESTS);
    const timeline = await service
      .from('activity')
      .select('id', { count: 'exact', head: true })
      .eq('action', 'follow_up_sent');
    expect(timeline.count).toBe(GUESTS);
  },
);

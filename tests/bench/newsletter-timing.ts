/**
 * `npm run bench:newsletter-timing`: whether the newsletter form tells a known address by its
 * time (docs/behaviour/submissions.md#newsletter). On the embedded backend, through supabase-js as
 * the home page calls it, ROUNDS sign-ups (default 60) for confirmed subscribers and as many for
 * addresses never seen, interleaved, each a fresh address (so the per-mailbox cap never applies).
 * Prints the medians, the 90th percentiles and how many known sign-ups were slower than the
 * unknown median (about half when the form cannot tell them apart). Asserts nothing about time:
 * a shared machine's timings are figures, not tests.
 */
import { randomUUID } from 'node:crypto';
import { startBackend } from '../integration/support/backend.ts';

const ROUNDS = Number(process.env['ROUNDS'] ?? 60);

function must<A extends { error: { message: string } | null }>(answer: A, what: string): A {
  if (answer.error) throw new Error(`${what}: ${answer.error.message}`);
  return answer;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

const backend = await startBackend({ env: { SUPABASE_JOB_WORKERS: '0' } });
try {
  const admin = backend.client(backend.serviceRoleKey);
  const visitor = backend.client();
  const signUp = (email: string) =>
    visitor.rpc('subscribe_newsletter', {
      first_name: 'Timing',
      last_name: 'Probe',
      email,
      marketing_consent: true,
      notice_version: '2',
    });

  // Known addresses: subscribers who confirmed from the mail, with their contact and consent.
  const known = Array.from(
    { length: ROUNDS },
    () => `known-${randomUUID().slice(0, 8)}@example.org`,
  );
  for (const email of known) {
    must(await signUp(email), 'sign-up');
    const { data: signup } = must(
      await admin.from('newsletter_signups').select('id').eq('email', email).single(),
      'sign-up row',
    );
    const { data: token } = must(
      await admin.rpc('issue_newsletter_signup_token', { signup_id: signup!.id }),
      'token',
    );
    must(await visitor.rpc('confirm_newsletter_signup', { token: token! }), 'confirm');
  }
  // Warm both paths before measuring.
  for (let i = 0; i < 10; i++)
    must(await signUp(`warm-${i}-${randomUUID().slice(0, 6)}@example.org`), 'warm');

  const times = { known: [] as number[], unknown: [] as number[] };
  for (let i = 0; i < ROUNDS; i++) {
    for (const kind of i % 2 ? (['unknown', 'known'] as const) : (['known', 'unknown'] as const)) {
      const email =
        kind === 'known' ? known[i]! : `unknown-${randomUUID().slice(0, 8)}@example.org`;
      const started = performance.now();
      must(await signUp(email), kind);
      times[kind].push(performance.now() - started);
    }
  }
  const unknownMedian = quantile(times.unknown, 0.5);
  const slower = times.known.filter((ms) => ms > unknownMedian).length;
  for (const kind of ['known', 'unknown'] as const) {
    console.log(
      `${kind.padEnd(7)} median ${quantile(times[kind], 0.5).toFixed(1)} ms, p90 ${quantile(times[kind], 0.9).toFixed(1)} ms (${ROUNDS} sign-ups)`,
    );
  }
  console.log(`known sign-ups slower than the unknown median: ${slower} of ${ROUNDS}`);
} finally {
  await backend.stop();
}

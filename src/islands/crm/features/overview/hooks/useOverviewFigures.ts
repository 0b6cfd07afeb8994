import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveHub } from '~/islands/shared/live/live-hub.ts';
import { coalescedRun } from '~/lib/crm/coalesced-run.ts';
import type { Period } from '~/lib/crm/overview/period.ts';
import { liveContacts, liveEventRequests, liveMembershipRequests } from '../../../stores/live.ts';
import { followOverviewRows } from '../api/follow-overview-rows.ts';
import { readConversion } from '../api/read-conversion.ts';
import { readDecisionTimes } from '../api/read-decision-times.ts';
import { readEventFigures } from '../api/read-event-figures.ts';
import { readGuestMix } from '../api/read-guest-mix.ts';
import { readLeadFunnel } from '../api/read-lead-funnel.ts';
import { readNewsletterWeekly } from '../api/read-newsletter-weekly.ts';
import { readRequestsWeekly } from '../api/read-requests-weekly.ts';
import { readStageCounts } from '../api/read-stage-counts.ts';
import { readStageDurations } from '../api/read-stage-durations.ts';

/** At most two re-reads a second however many changes arrive, as the All table does. */
const REREAD_INTERVAL_MS = 500;

/** Every promise of an object awaited together, each answer under its key. */
async function allOf<T extends Record<string, Promise<unknown>>>(
  reads: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const answers = await Promise.all(Object.values(reads));
  const keys = Object.keys(reads);
  return Object.fromEntries(keys.map((key, index) => [key, answers[index]])) as {
    [K in keyof T]: Awaited<T[K]>;
  };
}

function readAll(period: Period) {
  return allOf({
    stageCounts: readStageCounts(),
    funnel: readLeadFunnel(period),
    durations: readStageDurations(period),
    conversion: readConversion(period),
    requests: readRequestsWeekly(period),
    decisions: readDecisionTimes(period),
    events: readEventFigures(period),
    guestMix: readGuestMix(period),
    newsletter: readNewsletterWeekly(period),
  });
}

export type OverviewFigures = Awaited<ReturnType<typeof readAll>>;
export type OverviewStatus = 'loading' | 'ready' | 'error';

/**
 * Every figure of the period, read together; read again (quietly, coalesced) when a contact, a
 * request, an invitation, a check-in or a consent changes anywhere, so the shown figures follow
 * the live feed. An answer that arrives
 * after a newer read started is dropped.
 */
export function useOverviewFigures(period: Period | null) {
  // The figures with the period they were read for: a change of period shows the last ones,
  // marked busy, until the new period's answer.
  const [shown, setShown] = useState<{ figures: OverviewFigures; period: Period } | null>(null);
  const [status, setStatus] = useState<OverviewStatus>('loading');
  const latest = useRef({ period, seq: 0 });

  const read = useCallback(async (quiet: boolean) => {
    const { period: asked } = latest.current;
    if (!asked) return;
    const seq = (latest.current.seq += 1);
    if (!quiet) setStatus('loading');
    try {
      const next = await readAll(asked);
      if (seq !== latest.current.seq) return;
      setShown({ figures: next, period: asked });
      setStatus('ready');
    } catch (error) {
      if (seq !== latest.current.seq) return;
      console.error(error);
      if (!quiet) setStatus('error');
    }
  }, []);

  useEffect(() => {
    latest.current.period = period;
    void read(false);
  }, [read, period]);

  useEffect(() => {
    const run = coalescedRun(() => read(true), REREAD_INTERVAL_MS);
    const hubs: readonly LiveHub<unknown>[] = [
      liveContacts,
      liveMembershipRequests,
      liveEventRequests,
    ];
    const stops = hubs.map((hub) => hub.listen(() => run.trigger()));
    // Invitations, check-ins and consents are followed only while the tab is open.
    let stopped = false;
    void followOverviewRows(() => run.trigger()).then((unfollow) => {
      if (stopped) unfollow();
      else stops.push(unfollow);
    });
    return () => {
      stopped = true;
      for (const stop of stops) stop();
      run.dispose();
    };
  }, [read]);

  return {
    figures: shown?.figures ?? null,
    /** The period the shown figures are of (the asked one once its answer has come). */
    figuresPeriod: shown?.period ?? null,
    status,
    reload: useCallback(() => read(false), [read]),
  };
}

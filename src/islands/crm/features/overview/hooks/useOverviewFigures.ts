import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveHub } from '~/islands/shared/live/live-hub.ts';
import { coalescedRun } from '~/lib/crm/coalesced-run.ts';
import type { Period } from '~/lib/crm/overview/period.ts';
import { liveContacts, liveEventRequests, liveMembershipRequests } from '../../../stores/live.ts';
import { followOverviewRows } from '../api/follow-overview-rows.ts';
import { readPeriodFigures } from '../api/read-period-figures.ts';
import { readStageCounts } from '../api/read-stage-counts.ts';

/** At most two re-reads a second however many changes arrive, as the All table does. */
const REREAD_INTERVAL_MS = 500;

type StageCounts = Awaited<ReturnType<typeof readStageCounts>>;

/** Every figure; the contacts per stage now are read again only when not given. */
async function readAll(period: Period, stageCountsNow: StageCounts | null) {
  const [stageCounts, figures] = await Promise.all([
    stageCountsNow ?? readStageCounts(),
    readPeriodFigures(period),
  ]);
  return { stageCounts, ...figures };
}

export type OverviewFigures = Awaited<ReturnType<typeof readAll>>;

/**
 * Why the figures are read: a new period keeps the contacts per stage now (they do not depend on
 * it, and it saves a query on the period change's path); a live change or a retry reads them too.
 */
type ReadCause = 'period' | 'live' | 'retry';
export type OverviewStatus = 'loading' | 'ready' | 'error';

/**
 * Every figure of the period, read together; read again (quietly, coalesced) when a contact, a
 * request, an invitation, a check-in or a consent changes anywhere, so the shown figures follow
 * the live feed. An answer for a period no longer asked, or older than the one shown, is dropped.
 */
export function useOverviewFigures(period: Period | null) {
  // The figures with the period they were read for: a change of period shows the last ones,
  // marked busy, until the new period's answer.
  const [shown, setShown] = useState<{ figures: OverviewFigures; period: Period } | null>(null);
  const [status, setStatus] = useState<OverviewStatus>('loading');
  const latest = useRef<{
    period: Period | null;
    /** The number of the last read begun, and of the one whose answer is shown. */
    seq: number;
    shownSeq: number;
    figures: OverviewFigures | null;
  }>({ period, seq: 0, shownSeq: 0, figures: null });

  const read = useCallback(async (cause: ReadCause) => {
    const { period: asked, figures: before } = latest.current;
    if (!asked) return;
    const seq = (latest.current.seq += 1);
    const quiet = cause === 'live';
    if (!quiet) setStatus('loading');
    // An answer counts while its period is the asked one and no read begun after it has answered:
    // a live re-read begun during a period's first read does not throw that read's answer away
    // (under a stream of changes, the new period would wait for read after read).
    const current = () => asked === latest.current.period && seq > latest.current.shownSeq;
    try {
      const next = await readAll(asked, cause === 'period' ? (before?.stageCounts ?? null) : null);
      if (!current()) return;
      latest.current.shownSeq = seq;
      latest.current.figures = next;
      setShown({ figures: next, period: asked });
      setStatus('ready');
    } catch (error) {
      if (!current()) return;
      console.error(error);
      if (!quiet) setStatus('error');
    }
  }, []);

  useEffect(() => {
    latest.current.period = period;
    void read('period');
  }, [read, period]);

  useEffect(() => {
    const run = coalescedRun(() => read('live'), REREAD_INTERVAL_MS);
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
    reload: useCallback(() => read('retry'), [read]),
  };
}

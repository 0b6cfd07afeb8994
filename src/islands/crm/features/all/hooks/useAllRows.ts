import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyError } from '~/islands/shared/toaster/notify.tsx';
import type { AllQuery } from '~/lib/crm/all-rows-query.ts';
import type { UnifiedRow } from '~/lib/crm/unified-rows.ts';
import { errorMessage } from '../../../api/client.ts';
import type { ListStatus } from '../../../shared/hooks/useLiveList.ts';
import { listAllPage } from '../api/list-all-page.ts';
import { useLiveReread } from './useLiveReread.ts';
import { labels } from '~/lib/crm/labels.ts';

/** Rows per page of the table. */
export const ALL_PAGE_SIZE = 100;

/**
 * One page of the All table (the asked page, or the last one when fewer pages remain) and the true
 * total, read from the database for the current filter, search and sort; read again on Refresh
 * and (quietly, coalesced) when a contact or request changes. An answer that arrives after a newer
 * read started is dropped; `busy` stays until the newest read answers.
 */
export function useAllRows(query: AllQuery, asked: number) {
  const [rows, setRows] = useState<UnifiedRow[]>([]);
  const [total, setTotal] = useState(0);
  const [status, setStatus] = useState<ListStatus>('loading');
  const [busy, setBusy] = useState(true);
  const lastPage = Math.max(0, Math.ceil(total / ALL_PAGE_SIZE) - 1);
  // A page emptied by changes elsewhere becomes the last page that has rows (read again).
  const pageIndex = Math.min(asked, lastPage);
  // What the last read asked for, so a live re-read asks the same; seq numbers the reads.
  const latest = useRef({ query, pageIndex, seq: 0 });

  const read = useCallback(async (quiet: boolean) => {
    const seq = (latest.current.seq += 1);
    const { query: current, pageIndex: index } = latest.current;
    // The first read shows the loading state; later ones keep the shown page until they answer,
    // dimmed only for the staff member's own change (search, sort, page, Refresh): a live re-read
    // swaps the page in when it answers, so a stream of changes elsewhere does not flicker it.
    if (!quiet) {
      setStatus((shown) => (shown === 'ready' ? shown : 'loading'));
      setBusy(true);
    }
    try {
      const page = await listAllPage(current, { from: index * ALL_PAGE_SIZE, size: ALL_PAGE_SIZE });
      if (seq !== latest.current.seq) return;
      setRows(page.rows);
      setTotal(page.total);
      setStatus('ready');
      setBusy(false);
    } catch (error) {
      if (seq !== latest.current.seq) return;
      setStatus('error');
      setBusy(false);
      notifyError(labels.common.errorLoadingData, errorMessage(error));
    }
  }, []);

  useEffect(() => {
    latest.current.query = query;
    latest.current.pageIndex = pageIndex;
    void read(false);
  }, [read, query, pageIndex]);

  const reread = useCallback(() => read(true), [read]);
  useLiveReread(reread);

  return {
    rows,
    total,
    pageIndex,
    lastPage,
    status,
    busy,
    reload: useCallback(() => read(false), [read]),
  };
}

import { useStore } from '@nanostores/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { guestListPath } from '~/lib/check-in/guest-list.ts';
import { allQueryParams, DEFAULT_ALL_QUERY, type AllQuery } from '~/lib/crm/all-rows-query.ts';
import {
  formatLastLogin,
  TYPE_FILTERS,
  typeLabel,
  type SortKey,
  type TypeFilter,
  type UnifiedRow,
} from '~/lib/crm/unified-rows.ts';
import { shownAttendance, shownIndustry, shownStatus } from '~/lib/crm/all-row-cells.ts';
import { ListState } from '../../../shared/components/ListState.tsx';
import { $allNarrowing } from '../../../stores/all-narrowing.ts';
import { openContact, openRequest } from '../../../stores/open-record.ts';
import { ALL_PAGE_SIZE, useAllRows } from '../hooks/useAllRows.ts';
import { labels } from '~/lib/crm/labels.ts';
import { crmNumberFormat } from '~/lib/crm/staff-format.ts';

const COLUMNS = (): { key: SortKey; label: string }[] => [
  { key: 'kind', label: labels.all.type },
  { key: 'name', label: labels.common.name },
  { key: 'title', label: labels.common.title },
  { key: 'email', label: labels.common.email },
  { key: 'company', label: labels.common.company },
  { key: 'industry', label: labels.common.industry },
  { key: 'message', label: labels.common.message },
  { key: 'status', label: labels.common.status },
  { key: 'lastLogin', label: labels.all.lastLogin },
  { key: 'attendance', label: labels.all.attended },
];
/** Typing pauses this long before the database is asked. */
const SEARCH_PAUSE_MS = 250;
const count = () => crmNumberFormat();

/**
 * The All tab (docs/behaviour/staff-app.md#the-all-table): contacts and requests in one searchable,
 * sortable table, paged by the database with the true total, and a CSV export of every row.
 */
export function AllView() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const narrowing = useStore($allNarrowing);
  const [type, setType] = useState<TypeFilter>(() => narrowing?.type ?? 'all');
  const typeId = useId();
  const [sort, setSort] = useState<{ key: SortKey; direction: 'asc' | 'desc' } | null>(null);
  const [pageIndex, setPageIndex] = useState(0);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed);
      setPageIndex(0);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const query = useMemo<AllQuery>(
    () => ({
      type,
      search,
      sort: sort?.key ?? DEFAULT_ALL_QUERY.sort,
      direction: sort?.direction ?? DEFAULT_ALL_QUERY.direction,
      ...(narrowing && {
        statuses: narrowing.statuses,
        figure: narrowing.figure,
      }),
    }),
    [type, search, sort, narrowing],
  );
  const { rows, total, status, busy, reload, ...paging } = useAllRows(query, pageIndex);
  const first = paging.pageIndex * ALL_PAGE_SIZE;

  const exportHref = useMemo(() => {
    const params = allQueryParams(query);
    params.set('tz', Intl.DateTimeFormat().resolvedOptions().timeZone);
    return `/crm/export.csv?${params}`;
  }, [query]);

  function openRow(row: UnifiedRow) {
    if (row.kind === 'contact') openContact(row.id);
    else if (row.kind !== 'guest') openRequest({ kind: row.kind, id: row.id });
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label className="flex min-w-[16rem] flex-col gap-1 text-sm font-semibold">
          {labels.all.searchEverything}
          <input
            type="search"
            dir="auto"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className="rounded-lg border border-sand-300 bg-white px-3 py-2 text-sm font-normal"
          />
        </label>
        <div className="flex flex-col gap-1 text-sm font-semibold">
          <label htmlFor={typeId}>{labels.all.type}</label>
          <select
            id={typeId}
            value={type}
            onChange={(event) => {
              setType(event.target.value as TypeFilter);
              setPageIndex(0);
            }}
            className="rounded-lg border border-sand-300 bg-white px-3 py-2 text-sm font-normal"
          >
            {TYPE_FILTERS.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="ms-auto flex gap-2">
          <button
            type="button"
            className="btn-secondary px-4 py-2 text-sm"
            onClick={() => void reload()}
          >
            {labels.common.refresh}
          </button>
          {status === 'ready' ? (
            // A plain download: the server streams the file, so no copy is built in the page.
            <a className="btn-primary px-4 py-2 text-sm" href={exportHref} download>
              {labels.all.exportCsvCount(count().format(total))}
            </a>
          ) : (
            <button type="button" className="btn-primary px-4 py-2 text-sm" disabled>
              {labels.all.exportCsv}
            </button>
          )}
        </div>
      </div>
      {narrowing && (
        <p
          className="flex flex-wrap items-center gap-2 rounded-lg bg-sand-50 px-3 py-2 text-sm"
          data-testid="all-narrowing"
        >
          <span>{labels.all.narrowedTo(narrowing.label)}</span>
          <button
            type="button"
            className="font-semibold text-palm-800 hover:underline"
            onClick={() => {
              $allNarrowing.set(null);
              setPageIndex(0);
            }}
          >
            {labels.all.showEveryRow}
          </button>
        </p>
      )}
      <ListState
        status={status}
        isEmpty={rows.length === 0}
        errorTitle={labels.common.errorLoadingData}
        emptyText={
          search || type !== 'all' || narrowing
            ? labels.all.nothingMatchesYourSearchAnd
            : labels.all.noContactsOrRequestsYet
        }
        onRetry={() => void reload()}
      />
      {status === 'ready' && rows.length > 0 && (
        <div
          className={`relative overflow-x-auto rounded-2xl border border-sand-200 ${busy ? 'opacity-70' : ''}`}
          aria-busy={busy}
        >
          <table
            className="w-full min-w-[64rem] text-start text-sm [&_th]:text-start"
            data-testid="all-table"
          >
            <caption className="sr-only">{labels.all.contactsAndRequestsSelectA}</caption>
            <thead className="bg-sand-50 text-muted">
              <tr>
                {COLUMNS().map((column) => {
                  const active = sort?.key === column.key;
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      className="px-3 py-2"
                      aria-sort={
                        active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'
                      }
                    >
                      <button
                        type="button"
                        className="font-semibold hover:text-ink"
                        onClick={() => {
                          setSort({
                            key: column.key,
                            direction: active && sort.direction === 'asc' ? 'desc' : 'asc',
                          });
                          setPageIndex(0);
                        }}
                      >
                        {column.label}
                        {active && (
                          <span aria-hidden="true">{sort.direction === 'asc' ? ' ▲' : ' ▼'}</span>
                        )}
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody className="divide-y divide-sand-200">
              {rows.map((row) => (
                <tr key={row.key} className="align-top hover:bg-sand-50">
                  <td className="px-3 py-2 text-muted">{typeLabel(row.kind)}</td>
                  <td className="px-3 py-2 font-semibold">
                    {row.kind === 'guest' && row.eventSlug ? (
                      // A guest has no record of their own: their event's guest list shows them.
                      <a
                        href={guestListPath(row.eventSlug)}
                        className="text-start text-palm-800 hover:underline"
                        dir="auto"
                      >
                        {row.name || row.email}
                      </a>
                    ) : (
                      <button
                        type="button"
                        className="text-start text-palm-800 hover:underline"
                        dir="auto"
                        onClick={() => openRow(row)}
                      >
                        {row.name || row.email}
                      </button>
                    )}
                  </td>
                  <td className="px-3 py-2" dir="auto">
                    {row.title}
                  </td>
                  <td className="px-3 py-2">{row.email}</td>
                  <td className="px-3 py-2" dir="auto">
                    {row.company}
                  </td>
                  <td className="px-3 py-2">{shownIndustry(row.industry)}</td>
                  <td className="max-w-xs truncate px-3 py-2" title={row.message} dir="auto">
                    {row.message}
                  </td>
                  <td className="px-3 py-2">{shownStatus(row.status)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {row.kind === 'contact' ? formatLastLogin(row.lastLogin) : ''}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{shownAttendance(row) || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav
            aria-label={labels.all.pagesOfTheTable}
            className="flex items-center justify-between gap-3 border-t border-sand-200 px-3 py-2 text-sm"
          >
            <p data-testid="all-range">
              {labels.all.rowsRange(
                count().format(first + 1),
                count().format(first + rows.length),
                count().format(total),
              )}
            </p>
            <div className="flex gap-2">
              <button
                type="button"
                className="btn-secondary px-3 py-1"
                disabled={paging.pageIndex === 0}
                onClick={() => setPageIndex(paging.pageIndex - 1)}
              >
                {labels.all.previous}
              </button>
              <button
                type="button"
                className="btn-secondary px-3 py-1"
                disabled={paging.pageIndex >= paging.lastPage}
                onClick={() => setPageIndex(paging.pageIndex + 1)}
              >
                {labels.all.next}
              </button>
            </div>
          </nav>
        </div>
      )}
    </div>
  );
}

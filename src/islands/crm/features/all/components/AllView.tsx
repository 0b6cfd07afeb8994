import { useId, useMemo, useState } from 'react';
import { toCsv } from '~/lib/crm/csv.ts';
import {
  filterRows,
  formatLastLogin,
  searchRows,
  sortRows,
  TYPE_FILTERS,
  TYPE_LABELS,
  type SortKey,
  type TypeFilter,
  type UnifiedRow,
} from '~/lib/crm/unified-rows.ts';
import { ListState } from '../../../shared/components/ListState.tsx';
import { openContact, openRequest } from '../../../stores/open-record.ts';
import { useAllRows } from '../hooks/useAllRows.ts';

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'kind', label: 'Type' },
  { key: 'name', label: 'Name' },
  { key: 'title', label: 'Title' },
  { key: 'email', label: 'Email' },
  { key: 'company', label: 'Company' },
  { key: 'industry', label: 'Industry' },
  { key: 'message', label: 'Message' },
  { key: 'status', label: 'Status' },
  { key: 'lastLogin', label: 'Last Login' },
];
/** Rows drawn at first, and added per 'Show more': 10,000 rows stay quick to scroll. */
const PAGE = 200;

/**
 * The All tab (docs/behaviour/staff-app.md#the-all-table): contacts and requests in one searchable,
 * sortable table, with CSV export.
 */
export function AllView() {
  const { rows, status, reload: load } = useAllRows();
  const [query, setQuery] = useState('');
  const [type, setType] = useState<TypeFilter>('all');
  const typeId = useId();
  const [sort, setSort] = useState<{ key: SortKey; direction: 'asc' | 'desc' } | null>(null);
  const [shown, setShown] = useState(PAGE);

  const visible = useMemo(() => {
    const found = searchRows(filterRows(rows, type), query);
    return sort ? sortRows(found, sort.key, sort.direction) : found;
  }, [rows, type, query, sort]);

  function exportCsv() {
    const csv = toCsv(
      ['Type', 'Name', 'Title', 'Email', 'Company', 'Industry', 'Message', 'Status', 'Last Login'],
      visible.map((r) => [
        TYPE_LABELS[r.kind],
        r.name,
        r.title,
        r.email,
        r.company,
        r.industry,
        r.message,
        r.status,
        formatLastLogin(r.lastLogin),
      ]),
    );
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    link.download = `majlis-crm-${new Date().toISOString().slice(0, 10)}.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  }

  function openRow(row: UnifiedRow) {
    if (row.kind === 'contact') openContact(row.id);
    else openRequest({ kind: row.kind, id: row.id });
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label className="flex min-w-[16rem] flex-col gap-1 text-sm font-semibold">
          Search everything
          <input
            type="search"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setShown(PAGE);
            }}
            className="rounded-lg border border-sand-300 bg-white px-3 py-2 text-sm font-normal"
          />
        </label>
        <div className="flex flex-col gap-1 text-sm font-semibold">
          <label htmlFor={typeId}>Type</label>
          <select
            id={typeId}
            value={type}
            onChange={(event) => {
              setType(event.target.value as TypeFilter);
              setShown(PAGE);
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
        <div className="ml-auto flex gap-2">
          <button
            type="button"
            className="btn-secondary px-4 py-2 text-sm"
            onClick={() => void load()}
          >
            Refresh
          </button>
          <button
            type="button"
            className="btn-primary px-4 py-2 text-sm"
            onClick={exportCsv}
            disabled={status !== 'ready'}
          >
            Export CSV ({visible.length})
          </button>
        </div>
      </div>
      <ListState
        status={status}
        isEmpty={visible.length === 0}
        errorTitle="Error loading data"
        emptyText={
          query || type !== 'all'
            ? 'Nothing matches your search and filter.'
            : 'No contacts or requests yet.'
        }
        onRetry={() => void load()}
      />
      {status === 'ready' && visible.length > 0 && (
        <div className="relative overflow-x-auto rounded-2xl border border-sand-200">
          <table className="w-full min-w-[64rem] text-left text-sm" data-testid="all-table">
            <caption className="sr-only">
              Contacts and requests; select a column heading to sort
            </caption>
            <thead className="bg-sand-50 text-muted">
              <tr>
                {COLUMNS.map((column) => {
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
                        onClick={() =>
                          setSort({
                            key: column.key,
                            direction: active && sort.direction === 'asc' ? 'desc' : 'asc',
                          })
                        }
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
              {visible.slice(0, shown).map((row) => (
                <tr key={row.key} className="align-top hover:bg-sand-50">
                  <td className="px-3 py-2 text-muted">{TYPE_LABELS[row.kind]}</td>
                  <td className="px-3 py-2 font-semibold">
                    <button
                      type="button"
                      className="text-left text-palm-800 hover:underline"
                      onClick={() => openRow(row)}
                    >
                      {row.name || row.email}
                    </button>
                  </td>
                  <td className="px-3 py-2">{row.title}</td>
                  <td className="px-3 py-2">{row.email}</td>
                  <td className="px-3 py-2">{row.company}</td>
                  <td className="px-3 py-2">{row.industry}</td>
                  <td className="max-w-xs truncate px-3 py-2" title={row.message}>
                    {row.message}
                  </td>
                  <td className="px-3 py-2">{row.status}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {row.kind === 'contact' ? formatLastLogin(row.lastLogin) : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {visible.length > shown && (
            <button
              type="button"
              className="w-full py-3 text-sm font-semibold text-palm-700 hover:bg-sand-50"
              onClick={() => setShown(shown + PAGE)}
            >
              Show {Math.min(PAGE, visible.length - shown)} more of {visible.length - shown}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

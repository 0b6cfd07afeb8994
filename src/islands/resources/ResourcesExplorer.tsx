import { useCallback, useMemo, useRef, useState } from 'react';
import { searchIndustries } from '~/lib/resources/search.ts';
import { sortIndustries } from '~/lib/resources/sort.ts';
import type { ExplorerProps } from './types.ts';
import { ExplorerDialog } from './features/dialogs/components/ExplorerDialog.tsx';
import { IndustryGrid } from './features/industries/components/IndustryGrid.tsx';
import { NoResults } from './features/industries/components/NoResults.tsx';
import { ResultsStatus } from './features/industries/components/ResultsStatus.tsx';
import { SearchBox } from './features/search/components/SearchBox.tsx';
import { SortSelect } from './features/sort/components/SortSelect.tsx';
import { useExplorerUrlState } from './hooks/useExplorerUrlState.ts';
import { useIsHydrated } from '~/islands/shared/hooks/useIsHydrated.ts';
import type { OpenDialog, OpenDialogState } from './types.ts';

export type { ExplorerProps } from './types.ts';

/**
 * The /resources explorer. Astro prerenders it with every card, so the page reads without
 * JavaScript; once hydrated it filters and sorts from the URL (?q=&sort=) and opens the dialogs.
 * Its content and words come in the page's language only (src/lib/resources/localize.ts).
 */
export default function ResourcesExplorer(props: ExplorerProps) {
  const { locale, words, ...data } = props;
  const hydrated = useIsHydrated();
  const [{ query, sort }, setUrlState] = useExplorerUrlState();
  const [dialog, setDialog] = useState<OpenDialogState | null>(null);
  // Stable, so memoised cards do not re-render when a dialog opens or closes.
  const openDialog = useCallback<OpenDialog>(
    (request, opener) => setDialog({ request, opener }),
    [],
  );
  const searchRef = useRef<HTMLInputElement>(null);
  const visible = useMemo(
    () => sortIndustries(searchIndustries(data.industries, query), sort, locale),
    [data.industries, query, sort, locale],
  );

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <SearchBox
          ref={searchRef}
          value={query}
          placeholder={data.copy.searchPlaceholder}
          label={words.searchLabel}
          onChange={(value) => setUrlState({ query: value })}
          enabled={hydrated}
        />
        <SortSelect
          value={sort}
          onChange={(value) => setUrlState({ sort: value })}
          label={words.sortLabel}
          options={words.sortOptions}
          enabled={hydrated}
        />
      </div>
      <ResultsStatus
        shown={visible.length}
        total={data.industries.length}
        words={words}
        locale={locale}
      />
      {visible.length > 0 ? (
        <IndustryGrid
          industries={visible}
          onOpenDialog={openDialog}
          words={words}
          locale={locale}
        />
      ) : (
        <NoResults
          query={query}
          words={words}
          locale={locale}
          onClear={() => {
            setUrlState({ query: '' });
            // The button that had focus is gone; searching again is the likely next step.
            searchRef.current?.focus();
          }}
        />
      )}
      {dialog && (
        <ExplorerDialog
          dialog={dialog}
          data={data}
          words={words}
          locale={locale}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}

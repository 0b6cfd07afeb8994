import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { notifyError, notifySuccess } from '~/islands/shared/toaster/notify.tsx';
import { $view, setView } from '../../../stores/view.ts';
import { inferIndustries } from '../api/infer-industries.ts';
import { labels } from '~/lib/crm/labels.ts';
import { IndustryOptions } from '../../../shared/components/IndustryOptions.tsx';
import { LeadTypeOptions } from './LeadTypeOptions.tsx';

const selectClass = 'rounded-lg border border-sand-300 bg-white px-3 py-2 text-sm';

/** Lead type and industry filters ('all' each), the search box, and 'Infer Industries'. */
export function BoardFilters({
  onIndustriesInferred,
  searching,
}: {
  onIndustriesInferred: () => void;
  /** Whether the server is still answering the search box. */
  searching: boolean;
}) {
  const view = useStore($view);
  const [inferring, setInferring] = useState(false);

  async function runInference() {
    setInferring(true);
    try {
      notifySuccess(await inferIndustries());
      onIndustriesInferred();
    } catch {
      notifyError(labels.pipeline.errorFailedToInferIndustries);
    } finally {
      setInferring(false);
    }
  }

  return (
    <div className="flex flex-wrap items-end gap-3" role="search">
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {labels.pipeline.leadType}
        <select
          className={selectClass}
          value={view.leadType ?? ''}
          onChange={(event) => setView({ leadType: event.target.value || null })}
        >
          <option value="">{labels.pipeline.allLeadTypes}</option>
          <LeadTypeOptions />
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {labels.common.industry}
        <select
          className={selectClass}
          value={view.industry ?? ''}
          onChange={(event) => setView({ industry: event.target.value || null })}
        >
          <option value="">{labels.pipeline.allIndustries}</option>
          <IndustryOptions />
        </select>
      </label>
      <label className="flex min-w-[14rem] flex-1 flex-col gap-1 text-sm font-semibold">
        {labels.pipeline.search}
        <input
          type="search"
          dir="auto"
          className={selectClass}
          placeholder={labels.pipeline.nameCompanyTitleOrEmail}
          value={view.query}
          onChange={(event) => setView({ query: event.target.value }, { replace: true })}
          aria-busy={searching}
        />
      </label>
      <p role="status" className="sr-only">
        {searching ? labels.pipeline.searching : ''}
      </p>
      <button
        type="button"
        className="btn-secondary px-4 py-2 text-sm"
        onClick={() => void runInference()}
        disabled={inferring}
        aria-busy={inferring}
      >
        {inferring ? labels.pipeline.inferring : labels.pipeline.inferIndustries}
      </button>
    </div>
  );
}

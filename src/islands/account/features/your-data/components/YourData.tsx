import { heldSections, type HeldTables } from '~/lib/account/held-data.ts';
import { fillSlots } from '~/lib/i18n/slots.ts';
import { useAccountWords } from '../../../shared/hooks/useAccountWords.ts';
import { DownloadExport } from './DownloadExport.tsx';

/**
 * Everything held under the member's address, as the export holds it, one collapsible section per
 * table (docs/behaviour/member-account.md#your-data).
 */
export function YourData({ tables }: { tables: HeldTables }) {
  const { data: words } = useAccountWords().words;
  const { held, empty } = heldSections(tables, words);
  return (
    <section aria-labelledby="your-data-heading" className="space-y-4" data-testid="your-data">
      <h2 id="your-data-heading" className="text-xl font-semibold text-palm-900">
        {words.heading}
      </h2>
      <p className="text-muted">{words.lead}</p>
      <DownloadExport />
      {held.length === 0 ? (
        <p className="text-muted">{words.nothingHeld}</p>
      ) : (
        <div className="space-y-2">
          {held.map((section) => (
            <details
              key={section.table}
              className="rounded-2xl border border-sand-200 bg-white p-4"
              data-testid={`held-${section.table}`}
            >
              <summary className="cursor-pointer font-semibold text-ink">
                {section.title} ({section.rows.length})
              </summary>
              <ol className="mt-3 space-y-3">
                {section.rows.map((fields, index) => (
                  <li key={index} className="border-t border-sand-200 pt-3 first:border-t-0">
                    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
                      {fields.map((field) => (
                        <div key={field.label} className="contents">
                          <dt className="text-muted" lang={field.englishLabel ? 'en' : undefined}>
                            {field.label}
                          </dt>
                          <dd className="whitespace-pre-line break-words" dir="auto">
                            {field.value}
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </li>
                ))}
              </ol>
            </details>
          ))}
        </div>
      )}
      {empty.length > 0 && (
        <p className="text-sm text-muted">
          {fillSlots(words.emptyIn, { tables: empty.join(words.listSeparator) })}
        </p>
      )}
    </section>
  );
}

import { labels } from '~/lib/crm/labels.ts';
import type { AudienceState } from '../hooks/useAudience.ts';

/** How many the audience reaches now and the first of them, or why it could not be counted. */
export function AudienceSampleTable({ audience }: { audience: AudienceState }) {
  const words = labels.campaigns;
  const found = audience.audience;
  return (
    <div className="space-y-2" aria-busy={audience.status === 'counting'}>
      <p className="text-base font-semibold" role="status" data-testid="audience-count">
        {audience.status === 'counting' && !found
          ? words.counting
          : found
            ? words.recipients(found.count)
            : ''}
      </p>
      {audience.status === 'error' && (
        <p role="alert" className="text-sm text-red-700">
          {words.audienceFailed}: {audience.message}
        </p>
      )}
      {found && found.count === 0 && <p className="text-sm text-muted">{words.noRecipients}</p>}
      {found && found.sample.length > 0 && (
        // A long sample scrolls in its own box, reachable from the keyboard.
        <div
          className="max-h-72 overflow-auto rounded-lg border border-sand-200"
          tabIndex={0}
          role="region"
          aria-label={words.sampleCaption(found.sample.length, found.count)}
        >
          <table className="w-full text-start text-sm" data-testid="audience-sample">
            <caption className="p-2 text-start text-xs text-muted">
              {words.sampleCaption(found.sample.length, found.count)}
            </caption>
            <thead>
              <tr className="border-b border-sand-200 text-muted">
                <th scope="col" className="px-2 py-1 text-start font-semibold">
                  {words.name}
                </th>
                <th scope="col" className="px-2 py-1 text-start font-semibold">
                  {words.email}
                </th>
                <th scope="col" className="px-2 py-1 text-start font-semibold">
                  {words.language}
                </th>
              </tr>
            </thead>
            <tbody>
              {found.sample.map((person) => (
                <tr key={person.contact_id} className="border-b border-sand-100">
                  <td className="px-2 py-1" dir="auto">
                    {person.name}
                  </td>
                  <td className="px-2 py-1 break-all">{person.email}</td>
                  <td className="px-2 py-1">
                    {person.language === 'ar' ? words.languageName.ar : words.languageName.en}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

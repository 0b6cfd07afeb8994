import { useStore } from '@nanostores/react';
import type { AudienceForm } from '~/lib/crm/campaigns/audience-rule.ts';
import { industryLabel, leadTypeLabel, stageLabel } from '~/lib/crm/domain.ts';
import { labels } from '~/lib/crm/labels.ts';
import { $eventCatalogue } from '../../../stores/event-catalogue.ts';

/** The audience rule a campaign was queued for, in words (the record of whom it was for). */
export function AudienceSummary({ form }: { form: AudienceForm }) {
  const words = labels.campaigns;
  const events = useStore($eventCatalogue);
  const eventTitle = (slug: string) => events.find((event) => event.slug === slug)?.title ?? slug;
  const rows: [string, string][] = [];
  if (form.stages.length) rows.push([words.stages, form.stages.map(stageLabel).join(', ')]);
  if (form.leadTypes.length)
    rows.push([words.leadTypes, form.leadTypes.map(leadTypeLabel).join(', ')]);
  if (form.industries.length)
    rows.push([words.industries, form.industries.map(industryLabel).join(', ')]);
  if (form.languages.length)
    rows.push([
      words.languages,
      form.languages.map((locale) => words.languageName[locale]).join(', '),
    ]);
  if (form.member !== 'any') rows.push([words.member, words.memberChoices[form.member]]);
  if (form.invitedTo) rows.push([words.invitedTo, eventTitle(form.invitedTo)]);
  if (form.attended) rows.push([words.attended, eventTitle(form.attended)]);
  if (form.signedUpAfter) rows.push([words.signedUpAfter, form.signedUpAfter]);
  return (
    <section className="space-y-2" aria-label={words.audience}>
      <h3 className="text-lg font-semibold text-palm-900">{words.audience}</h3>
      <p className="text-sm">{words.purposeNewsletter}</p>
      <p className="text-sm text-muted">{words.consentNote}</p>
      {rows.length === 0 ? (
        <p className="text-sm">{words.everyConsentingContact}</p>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

import { useStore } from '@nanostores/react';
import { useId } from 'react';
import {
  MEMBER_CHOICES,
  type AudienceForm,
  type MemberChoice,
} from '~/lib/crm/campaigns/audience-rule.ts';
import { valueOptions } from '~/lib/crm/value-labels.ts';
import { labels } from '~/lib/crm/labels.ts';
import { $eventCatalogue } from '../../../stores/event-catalogue.ts';
import type { AudienceState } from '../hooks/useAudience.ts';
import { AudienceSampleTable } from './AudienceSampleTable.tsx';
import { ChoiceGroup } from './ChoiceGroup.tsx';

interface AudiencePanelProps {
  form: AudienceForm;
  onChange: (patch: Partial<AudienceForm>) => void;
  dateProblem: string | undefined;
  audience: AudienceState;
}

const SELECT = 'mt-1 w-full rounded-lg border border-sand-300 bg-white px-3 py-2 text-sm';

/**
 * Who the campaign goes to (docs/behaviour/staff-app.md#the-campaigns-tab): the purpose whose
 * consent decides, the segment's narrowing, and the recipients it reaches now (counted again as
 * the choices change), with a sample.
 */
export function AudiencePanel({ form, onChange, dateProblem, audience }: AudiencePanelProps) {
  const id = useId();
  const words = labels.campaigns;
  const events = [...useStore($eventCatalogue)].sort((a, b) => b.start.localeCompare(a.start));
  const eventSelect = (key: 'invitedTo' | 'attended', label: string) => (
    <div>
      <label className="text-sm font-semibold" htmlFor={`${id}-${key}`}>
        {label}
      </label>
      <select
        id={`${id}-${key}`}
        className={SELECT}
        value={form[key]}
        onChange={(event) => onChange({ [key]: event.target.value })}
      >
        <option value="">{words.anyEvent}</option>
        {events.map((event) => (
          <option key={event.slug} value={event.slug}>
            {event.title}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-palm-900">
        {words.audience}
      </h3>
      <div className="rounded-lg bg-sand-50 p-3 text-sm">
        <p>
          <span className="font-semibold">{words.purpose}: </span>
          {words.purposeNewsletter}
        </p>
        <p className="mt-1" data-testid="consent-note">
          {words.consentNote}
        </p>
      </div>
      <p className="text-xs text-muted">{words.anyIsEveryone}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <ChoiceGroup
          legend={words.stages}
          options={valueOptions('stage')}
          chosen={form.stages}
          onChange={(stages) => onChange({ stages })}
        />
        <ChoiceGroup
          legend={words.leadTypes}
          options={valueOptions('leadType')}
          chosen={form.leadTypes}
          onChange={(leadTypes) => onChange({ leadTypes })}
        />
        <ChoiceGroup
          legend={words.industries}
          options={valueOptions('industry')}
          chosen={form.industries}
          onChange={(industries) => onChange({ industries })}
        />
        <div className="space-y-4">
          <ChoiceGroup
            legend={words.languages}
            options={(['en', 'ar'] as const).map((locale) => ({
              id: locale,
              label: words.languageName[locale],
            }))}
            chosen={form.languages}
            onChange={(languages) => onChange({ languages })}
          />
          <fieldset>
            <legend className="text-sm font-semibold">{words.member}</legend>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
              {MEMBER_CHOICES.map((choice: MemberChoice) => (
                <label key={choice} className="inline-flex items-center gap-1.5 text-sm">
                  <input
                    type="radio"
                    name={`${id}-member`}
                    checked={form.member === choice}
                    onChange={() => onChange({ member: choice })}
                  />
                  {words.memberChoices[choice]}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        {eventSelect('invitedTo', words.invitedTo)}
        {eventSelect('attended', words.attended)}
        <div>
          <label className="text-sm font-semibold" htmlFor={`${id}-after`}>
            {words.signedUpAfter}
          </label>
          <input
            id={`${id}-after`}
            type="date"
            className={`${SELECT} ${dateProblem ? 'border-red-600' : ''}`}
            value={form.signedUpAfter}
            aria-invalid={dateProblem ? true : undefined}
            aria-describedby={`${id}-after-problem`}
            onChange={(event) => onChange({ signedUpAfter: event.target.value })}
          />
          <p id={`${id}-after-problem`} className="mt-1 text-xs font-semibold text-red-700">
            {dateProblem ?? ''}
          </p>
        </div>
      </div>
      <AudienceSampleTable audience={audience} />
    </section>
  );
}

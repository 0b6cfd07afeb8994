import { useId } from 'react';
import type { SiteLocale } from '~functions/_shared/i18n/site-locale.ts';
import { draftLimit, type DraftField } from '~/lib/crm/campaigns/campaign-draft.ts';
import { labels } from '~/lib/crm/labels.ts';
import { FieldNote } from './FieldNote.tsx';

interface LanguageFieldsProps {
  locale: SiteLocale;
  subject: string;
  body: string;
  problems: Partial<Record<DraftField, string>>;
  onChange: (patch: { subject?: string; body?: string }) => void;
}

const FIELD = 'mt-1 w-full rounded-lg border border-sand-300 px-3 py-2 text-sm';

/**
 * One language's subject and Markdown message. Arabic fields are right to left and say they are
 * Arabic. No field cuts what is typed or pasted: a text over its limit stays, marked, until
 * shortened.
 */
export function LanguageFields({ locale, subject, body, problems, onChange }: LanguageFieldsProps) {
  const id = useId();
  const words = labels.campaigns;
  const language = words.languageName[locale];
  const rtl = locale === 'ar';
  const subjectProblem = problems[`subject.${locale}`];
  const bodyProblem = problems[`body.${locale}`];
  return (
    <fieldset className="min-w-0 space-y-3 rounded-xl border border-sand-200 p-3">
      <legend className="px-1 font-semibold text-palm-900">{language}</legend>
      <div>
        <label className="text-sm font-semibold" htmlFor={`${id}-subject`}>
          {words.subjectIn(language)}
        </label>
        <input
          id={`${id}-subject`}
          className={`${FIELD} ${subjectProblem ? 'border-red-600' : ''}`}
          dir={rtl ? 'rtl' : 'ltr'}
          lang={locale}
          value={subject}
          aria-invalid={subjectProblem ? true : undefined}
          aria-describedby={`${id}-subject-note`}
          onChange={(event) => onChange({ subject: event.target.value })}
        />
        <FieldNote
          id={`${id}-subject-note`}
          used={subject.length}
          limit={draftLimit('subject')}
          problem={subjectProblem}
        />
      </div>
      <div>
        <label className="text-sm font-semibold" htmlFor={`${id}-body`}>
          {words.bodyIn(language)}
        </label>
        <textarea
          id={`${id}-body`}
          className={`${FIELD} min-h-48 font-mono ${bodyProblem ? 'border-red-600' : ''}`}
          dir={rtl ? 'rtl' : 'ltr'}
          lang={locale}
          value={body}
          aria-invalid={bodyProblem ? true : undefined}
          aria-describedby={`${id}-body-hint ${id}-body-note`}
          onChange={(event) => onChange({ body: event.target.value })}
        />
        <p id={`${id}-body-hint`} className="text-xs text-muted">
          {words.markdownHint}
        </p>
        <FieldNote
          id={`${id}-body-note`}
          used={body.length}
          limit={draftLimit('body')}
          problem={bodyProblem}
        />
      </div>
    </fieldset>
  );
}

import { useId, useState } from 'react';
import { splitFullName } from '~functions/_shared/inputs/split-full-name.ts';
import type { SiteLocale } from '~functions/_shared/i18n/site-locale.ts';
import { audienceRule } from '~/lib/crm/campaigns/audience-rule.ts';
import { draftLimit, draftProblems } from '~/lib/crm/campaigns/campaign-draft.ts';
import { labels } from '~/lib/crm/labels.ts';
import type { Campaign } from '../api/list-campaigns.ts';
import { useAudience } from '../hooks/useAudience.ts';
import { useDraftEditor } from '../hooks/useDraftEditor.ts';
import { AudiencePanel } from './AudiencePanel.tsx';
import { CampaignStatusBadge } from './CampaignStatusBadge.tsx';
import { DeleteDraftButton } from './DeleteDraftButton.tsx';
import { EventAnnouncement } from './EventAnnouncement.tsx';
import { FieldNote } from './FieldNote.tsx';
import { LanguageFields } from './LanguageFields.tsx';
import { MailPreview } from './MailPreview.tsx';
import { SaveStatus } from './SaveStatus.tsx';
import { SendPanel } from './SendPanel.tsx';

interface CampaignEditorProps {
  campaign: Campaign;
  onQueued: () => void;
}

/**
 * A draft campaign (docs/behaviour/staff-app.md#the-campaigns-tab): its words in both languages
 * beside the mail as it will arrive, its audience, and sending. It saves itself as staff type.
 */
export function CampaignEditor({ campaign, onQueued }: CampaignEditorProps) {
  const id = useId();
  const words = labels.campaigns;
  const editor = useDraftEditor(campaign);
  const { draft, setDraft } = editor;
  const rule = audienceRule(draft.audience);
  const audience = useAudience(rule);
  const [checkedForSending, setCheckedForSending] = useState(false);
  const problems = checkedForSending ? draftProblems(draft, true) : editor.problems;
  const sample = audience.audience?.sample ?? [];
  const firstNameIn = (locale: SiteLocale) =>
    splitFullName(sample.find((person) => person.language === locale)?.name ?? '').firstName;

  const prepare = async () => {
    setCheckedForSending(true);
    if (Object.keys(draftProblems(draft, true)).length) return false;
    return editor.flush();
  };

  return (
    <article aria-labelledby={`${id}-title`} className="space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <h2 id={`${id}-title`} className="text-xl font-semibold text-palm-900" dir="auto">
            {draft.subject.en.trim() || draft.subject.ar.trim() || words.untitled}
          </h2>
          <CampaignStatusBadge status={campaign.status} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <SaveStatus
            state={editor.saveState}
            dirty={editor.dirty}
            blocked={Object.keys(editor.problems).length > 0}
            onSave={() => void editor.save()}
          />
          <DeleteDraftButton campaignId={campaign.id} />
        </div>
      </header>
      {checkedForSending && Object.keys(problems).length > 0 && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          {words.problems.fixBeforeSending}
        </p>
      )}
      <div className="grid gap-6 xl:grid-cols-2">
        <section aria-labelledby={`${id}-message`} className="min-w-0 space-y-4">
          <h3 id={`${id}-message`} className="text-lg font-semibold text-palm-900">
            {words.message}
          </h3>
          <div>
            <label className="text-sm font-semibold" htmlFor={`${id}-sender`}>
              {words.senderName}
            </label>
            <input
              id={`${id}-sender`}
              className={`mt-1 w-full rounded-lg border px-3 py-2 text-sm ${problems.senderName ? 'border-red-600' : 'border-sand-300'}`}
              dir="auto"
              value={draft.senderName}
              aria-invalid={problems.senderName ? true : undefined}
              aria-describedby={`${id}-sender-hint ${id}-sender-note`}
              onChange={(event) => setDraft({ ...draft, senderName: event.target.value })}
            />
            <p id={`${id}-sender-hint`} className="text-xs text-muted">
              {words.senderHint}
            </p>
            <FieldNote
              id={`${id}-sender-note`}
              used={draft.senderName.trim().length}
              limit={draftLimit('senderName')}
              problem={problems.senderName}
            />
          </div>
          <EventAnnouncement
            eventSlug={draft.eventSlug}
            onChange={(eventSlug) => setDraft({ ...draft, eventSlug })}
          />
          {(['en', 'ar'] as const).map((locale) => (
            <LanguageFields
              key={locale}
              locale={locale}
              subject={draft.subject[locale]}
              body={draft.body[locale]}
              problems={problems}
              onChange={(patch) =>
                setDraft({
                  ...draft,
                  subject: { ...draft.subject, [locale]: patch.subject ?? draft.subject[locale] },
                  body: { ...draft.body, [locale]: patch.body ?? draft.body[locale] },
                })
              }
            />
          ))}
        </section>
        <MailPreview draft={draft} firstNames={{ en: firstNameIn('en'), ar: firstNameIn('ar') }} />
      </div>
      <AudiencePanel
        form={draft.audience}
        onChange={(patch) => setDraft({ ...draft, audience: { ...draft.audience, ...patch } })}
        dateProblem={problems['audience.signedUpAfter']}
        audience={audience}
      />
      <SendPanel
        campaignId={campaign.id}
        rule={rule}
        count={audience.status === 'ready' ? audience.audience.count : null}
        prepare={prepare}
        onQueued={onQueued}
      />
    </article>
  );
}

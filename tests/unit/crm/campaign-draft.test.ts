import { describe, expect, it } from 'vitest';
import { FIELD_LIMITS } from '../../../supabase/functions/_shared/domain/field-limits.ts';
import { EMPTY_AUDIENCE } from '../../../src/lib/crm/campaigns/audience-rule.ts';
import {
  draftOf,
  draftProblems,
  draftRow,
  hasUnsavedChanges,
  type CampaignDraft,
} from '../../../src/lib/crm/campaigns/campaign-draft.ts';

const written: CampaignDraft = {
  senderName: 'فريق المجلس',
  subject: { en: 'A seat is open 🎉 #3 at 100%', ar: 'مقعد متاح 🎉' },
  body: { en: 'Request it **here**.', ar: 'اطلبه **هنا**.' },
  audience: { ...EMPTY_AUDIENCE, stages: ['mql_lead'] },
  eventSlug: '',
};

describe('a campaign draft', () => {
  it('is saved exactly as typed and reads back the same', () => {
    const row = draftRow({ ...written, subject: { ...written.subject, en: '  spaced  ' } });
    expect(row.subject_en).toBe('  spaced  ');
    expect(row.audience).toEqual({ stages: ['mql_lead'] });
    expect(row.event_slug).toBeNull();
    expect(draftRow({ ...written, eventSlug: 'leap-dinner' }).event_slug).toBe('leap-dinner');
    expect(draftOf(row)).toEqual({ ...written, subject: { ...written.subject, en: '  spaced  ' } });
  });

  it('has unsaved changes only when it says something the saved row does not', () => {
    const saved = draftRow(written);
    expect(hasUnsavedChanges(saved, written)).toBe(false);
    expect(hasUnsavedChanges(saved, { ...written, body: { ...written.body, ar: 'تغيير' } })).toBe(
      true,
    );
    expect(hasUnsavedChanges(saved, { ...written, eventSlug: 'leap-dinner' })).toBe(true);
    expect(
      hasUnsavedChanges(saved, {
        ...written,
        audience: { ...written.audience, member: 'members' },
      }),
    ).toBe(true);
    // A date half typed changes no rule, but it is not saved either.
    expect(
      hasUnsavedChanges(saved, {
        ...written,
        audience: { ...written.audience, signedUpAfter: '2025-0' },
      }),
    ).toBe(false);
  });

  it('needs a sender to be saved, and both languages to be sent', () => {
    const blank: CampaignDraft = {
      ...written,
      senderName: '   ',
      subject: { en: '', ar: ' ' },
      body: { en: 'x', ar: '' },
    };
    expect(draftProblems(blank, false)).toEqual({ senderName: 'Write who the mail is from.' });
    expect(draftProblems(blank, true)).toEqual({
      senderName: 'Write who the mail is from.',
      'subject.en': 'Write the subject in English.',
      'subject.ar': 'Write the subject in Arabic.',
      'body.ar': 'Write the message in Arabic.',
    });
    expect(draftProblems(written, true)).toEqual({});
  });

  it('marks a field over its SQL limit and keeps every character of it', () => {
    const long = 'ب'.repeat(FIELD_LIMITS.campaignSubject + 1);
    const draft = { ...written, subject: { ...written.subject, ar: long } };
    expect(draftProblems(draft, false)).toEqual({
      'subject.ar': `${FIELD_LIMITS.campaignSubject + 1} characters: at most ${FIELD_LIMITS.campaignSubject}. Shorten it; nothing has been cut.`,
    });
    expect(draftRow(draft).subject_ar).toBe(long);
    const body = 'x'.repeat(FIELD_LIMITS.campaignBody);
    expect(draftProblems({ ...written, body: { ...written.body, en: body } }, true)).toEqual({});
    expect(
      Object.keys(
        draftProblems(
          { ...written, senderName: 'n'.repeat(FIELD_LIMITS.campaignSender + 1) },
          false,
        ),
      ),
    ).toEqual(['senderName']);
  });

  it('names a date that cannot narrow the audience', () => {
    const draft = { ...written, audience: { ...written.audience, signedUpAfter: '2025-02-30' } };
    expect(draftProblems(draft, false)).toEqual({
      'audience.signedUpAfter': 'Choose a whole date, or clear the field.',
    });
  });
});

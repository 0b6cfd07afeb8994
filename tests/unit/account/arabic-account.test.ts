import { describe, expect, it } from 'vitest';
import { proofLinkRedirect } from '~/lib/account/address-proof.ts';
import { heldSections, rowFields, valueText } from '~/lib/account/held-data.ts';
import { consentChoices } from '~/lib/account/my-consents.ts';
import { detailsSchema } from '~/lib/account/my-details.ts';
import { upcomingState, type MyInvitation } from '~/lib/account/my-invitations.ts';
import { ACCOUNT_WORDS_AR } from '~/lib/account/words-ar.ts';
import { ACCOUNT_WORDS_EN } from '~/lib/account/words.ts';
import { loginPathFor } from '~/lib/auth/next-path.ts';
import { attendanceLine, pastOutcome } from '~/lib/events/attendance.ts';
import { FIELD_LIMITS } from '~functions/_shared/domain/field-limits.ts';

// The account's rules in Arabic (/ar/account): the same rules as in English, told in the Arabic
// words; the English defaults are pinned by the other tests in this folder.

const ar = ACCOUNT_WORDS_AR;

const invitation = (fields: Partial<MyInvitation>): MyInvitation => ({
  event_slug: 'leap-dinner',
  status: 'confirmed',
  starts_at: '2026-12-01T16:00:00Z',
  time_zone: 'Asia/Riyadh',
  pass_token: null,
  checked_in_at: null,
  ...fields,
});

describe('the Arabic account', () => {
  it('gives every key the English has, and no English sentence as Arabic', () => {
    const keys = (words: object): string[] =>
      Object.entries(words).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null && key !== 'columns' && key !== 'tables'
          ? keys(value).map((inner) => `${key}.${inner}`)
          : [key],
      );
    expect(keys(ar).sort()).toEqual(keys(ACCOUNT_WORDS_EN).sort());
    const latin = keys(ar).filter((key) => {
      const value = key.split('.').reduce<unknown>((at, part) => (at as never)[part], ar);
      return typeof value === 'string' && /[A-Za-z]{2,}/.test(value.replace(/\{\w+\}/g, ''));
    });
    expect(latin).toEqual(['data.locale']);
  });

  it('names every table the export names', () => {
    expect(Object.keys(ar.data.tables).sort()).toEqual(
      Object.keys(ACCOUNT_WORDS_EN.data.tables).sort(),
    );
  });

  it('tells an invitation and an attendance in Arabic', () => {
    expect(upcomingState(invitation({ status: 'offered' }), ar.invitations.states)).toBe(
      'عُرض عليك مقعد',
    );
    expect(
      upcomingState(invitation({ checked_in_at: '2026-12-01T16:05:00Z' }), ar.invitations.states),
    ).toBe('تم تسجيل حضورك');
    expect(pastOutcome(invitation({ status: 'declined' }), ar.invitations.attendance)).toBe(
      'اعتذرت عن الحضور',
    );
    expect(attendanceLine({ invited: 4, attended: 3 }, ar.invitations.attendance)).toBe(
      'الدعوات التي حضرتها: 3 من أصل 4',
    );
    expect(attendanceLine({ invited: 1, attended: 1 })).toBe('Attended 1 of 1 invitation');
  });

  it('labels the consents in Arabic', () => {
    const [newsletter] = consentChoices([], ar.consents.purposes);
    expect(newsletter).toMatchObject({
      purpose: 'newsletter',
      label: 'النشرة البريدية والرسائل التسويقية',
    });
  });

  it('tells the details form rules in Arabic, with Western digits', () => {
    const result = detailsSchema(ar.details).safeParse({
      first_name: ' ',
      last_name: '',
      company: 'x'.repeat(FIELD_LIMITS.company + 1),
      title: '',
      phone: '',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(messages).toEqual([
      [
        'first_name',
        `يرجى إدخال اسمك الأول (الحد الأقصى لعدد الأحرف: ${FIELD_LIMITS.personName}).`,
      ],
      ['company', `يجب ألا يتجاوز عدد أحرف اسم الشركة ${FIELD_LIMITS.company}.`],
    ]);
  });

  it('shows what is held in Arabic: titles, labels, yes and no, dates with the Hijri beside', () => {
    expect(valueText(true, 'Asia/Riyadh', ar.data)).toBe('نعم');
    expect(valueText('2026-11-21T16:00:00Z', 'Asia/Riyadh', ar.data)).toBe(
      '21 نوفمبر 2026 (11 جمادى الآخرة 1448 هـ)، 7:00 م',
    );
    expect(rowFields({ first_name: 'ليلى', lead_source: 'event' }, ar.data)).toEqual([
      { label: 'الاسم الأول', value: 'ليلى' },
      // A column without an Arabic name keeps its English one, marked so (lang="en").
      { label: 'Lead source', value: 'event', englishLabel: true },
    ]);
    const { held, empty } = heldSections(
      { contacts: [{ first_name: 'ليلى' }], mail_outbox: [] },
      ar.data,
    );
    expect(held.map((section) => section.title)).toEqual(['سجلك لدينا']);
    expect(empty).toEqual(['رسائل البريد الإلكتروني التي أرسلناها إليك']);
  });

  it('sends an Arabic visitor to the Arabic sign-in page and back to the Arabic account', () => {
    expect(loginPathFor('/account', 'ar')).toBe('/ar/login?next=%2Far%2Faccount');
    expect(loginPathFor('/account')).toBe('/login?next=%2Faccount');
    expect(proofLinkRedirect('http://localhost:4321', 'ar')).toBe(
      'http://localhost:4321/ar/login?next=%2Far%2Faccount',
    );
  });
});

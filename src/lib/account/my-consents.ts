// The consents a member sees and changes on /account (docs/behaviour/member-account.md#your-consents):
// one line per purpose they have a record for, plus the newsletter always (they may subscribe).
// Only the newsletter can be given again here; the other purposes rest on a request.
import {
  CONSENT_PURPOSE_LABELS,
  CONSENT_PURPOSES,
  type ConsentPurpose,
  type ConsentStatus,
} from '~functions/_shared/domain/consent.ts';

export interface MyConsentRecord {
  purpose: ConsentPurpose;
  status: ConsentStatus;
  recorded_at: string;
}

export interface ConsentChoice {
  purpose: ConsentPurpose;
  label: string;
  given: boolean;
  /** When the newest record was made; null when there is none (the newsletter, never given). */
  since: string | null;
  /** Whether the member can switch it from here: withdraw anything given, give the newsletter. */
  changeable: boolean;
}

/** The purposes that can be given again from the account page. */
export const GIVEN_AGAIN_HERE: readonly ConsentPurpose[] = ['newsletter'];

/** The choices, each labelled in `labels` (the page's language; English by default). */
export function consentChoices(
  records: readonly MyConsentRecord[],
  labels: Readonly<Record<ConsentPurpose, string>> = CONSENT_PURPOSE_LABELS,
): ConsentChoice[] {
  return CONSENT_PURPOSES.flatMap((purpose) => {
    const record = records.find((row) => row.purpose === purpose);
    if (!record && !GIVEN_AGAIN_HERE.includes(purpose)) return [];
    const given = record?.status === 'given';
    return [
      {
        purpose,
        label: labels[purpose],
        given,
        since: record?.recorded_at ?? null,
        changeable: given || GIVEN_AGAIN_HERE.includes(purpose),
      },
    ];
  });
}

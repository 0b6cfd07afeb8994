import { loadSupabase } from '~/islands/shared/api/supabase.ts';
import type { AccountWords } from '~/lib/account/words.ts';
import { PRIVACY_NOTICE_VERSION } from '~/lib/privacy/notice-version.ts';
import type { ConsentPurpose } from '~functions/_shared/domain/consent.ts';

/**
 * Gives or withdraws one of the member's consents (set_my_consent): a withdrawal writes what the
 * unsubscribe link writes; giving the newsletter again records the notice this site was built with.
 */
export async function setMyConsent(
  purpose: ConsentPurpose,
  given: boolean,
  words: AccountWords,
): Promise<void> {
  const supabase = await loadSupabase();
  const { error } = await supabase.rpc('set_my_consent', {
    purpose,
    given,
    ...(given ? { notice_version: PRIVACY_NOTICE_VERSION } : {}),
  });
  if (error) {
    // 22023: the database's own refusal, shown where the page shows server texts.
    throw new Error(
      error.code === '22023' && words.showsServerText ? error.message : words.consents.saveFailed,
    );
  }
}

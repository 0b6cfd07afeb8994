import { useState } from 'react';
import type { AccountWords } from '~/lib/account/words.ts';
import type { Locale } from '~/lib/i18n/locales.ts';
import { consentChoices, type ConsentChoice } from '~/lib/account/my-consents.ts';
import { formatDateIn } from '~/lib/i18n/format-date.ts';
import { fillSlots } from '~/lib/i18n/slots.ts';
import { useAccountWords } from '../../../shared/hooks/useAccountWords.ts';
import { setMyConsent } from '../api/set-my-consent.ts';
import { useMyConsents } from '../hooks/useMyConsents.ts';

/** "Given on 29 November 2026", "Not given". */
function consentState(
  choice: ConsentChoice,
  words: AccountWords['consents'],
  locale: Locale,
): string {
  const state = choice.given ? words.given : choice.since ? words.withdrawn : words.notGiven;
  if (!choice.since) return state;
  return fillSlots(words.since, { state, date: formatDateIn(new Date(choice.since), locale) });
}

type Change = null | { busy: string } | { done: string } | { failed: string };

/** One line per consent, with its switch (docs/behaviour/member-account.md#your-consents). */
export function MyConsents({ onChanged }: { onChanged: () => void }) {
  const { locale, words: all } = useAccountWords();
  const words = all.consents;
  const { state, reload, retry } = useMyConsents();
  const [change, setChange] = useState<Change>(null);

  async function toggle(choice: ConsentChoice) {
    setChange({ busy: choice.purpose });
    try {
      await setMyConsent(choice.purpose, !choice.given, all);
      await reload();
      onChanged();
      setChange({
        done: fillSlots(choice.given ? words.withdrew : words.gave, { label: choice.label }),
      });
    } catch (error) {
      setChange({ failed: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <section aria-labelledby="consents-heading" className="space-y-4">
      <h2 id="consents-heading" className="text-xl font-semibold text-palm-900">
        {words.heading}
      </h2>
      {state.kind === 'loading' && (
        <p className="text-muted" aria-busy="true">
          {words.loading}
        </p>
      )}
      {state.kind === 'error' && (
        <div role="alert" className="space-y-3">
          <p>{words.failed}</p>
          <button type="button" onClick={retry} className="btn-secondary">
            {all.tryAgain}
          </button>
        </div>
      )}
      {state.kind === 'ready' && (
        <ul className="divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white">
          {consentChoices(state.records, words.purposes).map((choice) => (
            <li
              key={choice.purpose}
              className="flex flex-wrap items-center justify-between gap-3 p-4"
              data-testid={`consent-${choice.purpose}`}
            >
              <span>
                <span className="font-semibold">{choice.label}</span>
                <span className="block text-sm text-muted">
                  {consentState(choice, words, locale)}
                </span>
              </span>
              {choice.changeable && (
                <button
                  type="button"
                  onClick={() => void toggle(choice)}
                  disabled={change !== null && 'busy' in change}
                  aria-busy={change !== null && 'busy' in change && change.busy === choice.purpose}
                  className="btn-secondary disabled:cursor-not-allowed disabled:opacity-60"
                >
                  {fillSlots(choice.given ? words.withdraw : words.give, { label: choice.label })}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {change && 'done' in change && (
        <p role="status" className="font-semibold text-palm-800">
          {change.done}
        </p>
      )}
      {change && 'failed' in change && (
        <p role="alert" className="text-red-700">
          {change.failed}
        </p>
      )}
    </section>
  );
}

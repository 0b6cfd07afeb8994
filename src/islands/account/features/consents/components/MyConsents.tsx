import { useState } from 'react';
import { consentChoices, type ConsentChoice } from '~/lib/account/my-consents.ts';
import { formatDate } from '~/lib/account/format-date.ts';
import { setMyConsent } from '../api/set-my-consent.ts';
import { useMyConsents } from '../hooks/useMyConsents.ts';

type Change = null | { busy: string } | { done: string } | { failed: string };

/** One line per consent, with its switch (docs/behaviour/member-account.md#your-consents). */
export function MyConsents({ onChanged }: { onChanged: () => void }) {
  const { state, reload, retry } = useMyConsents();
  const [change, setChange] = useState<Change>(null);

  async function toggle(choice: ConsentChoice) {
    setChange({ busy: choice.purpose });
    try {
      await setMyConsent(choice.purpose, !choice.given);
      await reload();
      onChanged();
      setChange({
        done: choice.given
          ? `You withdrew your consent: ${choice.label}.`
          : `You gave your consent: ${choice.label}.`,
      });
    } catch (error) {
      setChange({ failed: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <section aria-labelledby="consents-heading" className="space-y-4">
      <h2 id="consents-heading" className="text-xl font-semibold text-palm-900">
        Your consents
      </h2>
      {state.kind === 'loading' && (
        <p className="text-muted" aria-busy="true">
          Loading your consents…
        </p>
      )}
      {state.kind === 'error' && (
        <div role="alert" className="space-y-3">
          <p>Your consents could not be loaded. Check your connection and try again.</p>
          <button type="button" onClick={retry} className="btn-secondary">
            Try again
          </button>
        </div>
      )}
      {state.kind === 'ready' && (
        <ul className="divide-y divide-sand-200 rounded-2xl border border-sand-200 bg-white">
          {consentChoices(state.records).map((choice) => (
            <li
              key={choice.purpose}
              className="flex flex-wrap items-center justify-between gap-3 p-4"
              data-testid={`consent-${choice.purpose}`}
            >
              <span>
                <span className="font-semibold">{choice.label}</span>
                <span className="block text-sm text-muted">
                  {choice.given ? 'Given' : choice.since ? 'Withdrawn' : 'Not given'}
                  {choice.since && ` on ${formatDate(choice.since)}`}
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
                  {choice.given
                    ? `Withdraw consent: ${choice.label}`
                    : `Give consent: ${choice.label}`}
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

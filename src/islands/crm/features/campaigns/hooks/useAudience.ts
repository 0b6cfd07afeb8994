import { useEffect, useRef, useState } from 'react';
import type { AudienceRule } from '~/lib/crm/campaigns/audience-rule.ts';
import { errorMessage } from '../../../api/client.ts';
import { readAudience, type Audience } from '../api/read-audience.ts';

/** How long the rule must rest before it is counted: a run of clicks is one count. */
export const AUDIENCE_DEBOUNCE_MS = 400;

export type AudienceState =
  | { status: 'counting'; audience: Audience | null }
  | { status: 'ready'; audience: Audience }
  | { status: 'error'; audience: Audience | null; message: string };

/**
 * The recipients a rule reaches now, counted again once the rule has rested; an answer for a rule
 * that has since changed is dropped. The last answer stays shown while the next is counted.
 */
export function useAudience(rule: AudienceRule): AudienceState {
  const key = JSON.stringify(rule);
  const [state, setState] = useState<AudienceState>({ status: 'counting', audience: null });
  const latest = useRef(key);

  useEffect(() => {
    latest.current = key;
    setState((current) => ({ status: 'counting', audience: current.audience }));
    const timer = setTimeout(() => {
      readAudience(JSON.parse(key) as AudienceRule).then(
        (audience) => {
          if (latest.current === key) setState({ status: 'ready', audience });
        },
        (error: unknown) => {
          if (latest.current !== key) return;
          setState((current) => ({
            status: 'error',
            audience: current.audience,
            message: errorMessage(error),
          }));
        },
      );
    }, AUDIENCE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [key]);

  return state;
}

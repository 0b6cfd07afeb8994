import { useEffect, useRef } from 'react';
import { addressWithoutCampaignToken, campaignTokenIn } from '~/lib/submissions/campaign-token.ts';
import { readCampaignPrefill, type CampaignPrefill } from '../api/read-campaign-prefill.ts';

export interface CampaignLink {
  /** The token to send with the request, while the link counts for this event. */
  token(): string | undefined;
  /** After a request was made: the next one from this tab is the visitor's own. */
  spend(): void;
}

/**
 * An event page opened from a campaign's announcement (`?token=…#register`): once the form has
 * hydrated, the token leaves the address bar (history.replaceState keeps the path and #register),
 * and the recipient's name, address and company are filled in through `fill`. A token that names
 * nobody, has expired or is for another event leaves the form empty and is not sent; the visitor
 * is not told (only the console says so, without the token). Visitors without a token load
 * nothing more. `fill` must keep its identity (useCallback).
 */
export function useCampaignPrefill(
  slug: string,
  fill: (prefill: CampaignPrefill) => void,
): CampaignLink {
  // A ref keeps the token over a remount of the effect (React's strict mode runs it twice),
  // after the first run has taken it out of the address.
  const token = useRef<string | undefined>(undefined);
  const taken = useRef(false);

  useEffect(() => {
    if (!taken.current) {
      taken.current = true;
      token.current = campaignTokenIn(window.location.href);
      const address = addressWithoutCampaignToken(window.location.href);
      if (address !== undefined) window.history.replaceState(window.history.state, '', address);
    }
    const held = token.current;
    if (held === undefined) return;
    let live = true;
    void readCampaignPrefill(held, slug).then((prefill) => {
      if (!live || token.current !== held) return;
      if (prefill === null) {
        token.current = undefined;
        console.info('The announcement link is not valid for this event: the form starts empty.');
      } else if (prefill !== 'unavailable') {
        fill(prefill);
      }
    });
    return () => {
      live = false;
    };
  }, [slug, fill]);

  return {
    token: () => token.current,
    spend: () => {
      token.current = undefined;
    },
  };
}

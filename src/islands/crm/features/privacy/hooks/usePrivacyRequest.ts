import { useCallback } from 'react';
import { openPrivacyRequest } from '../api/open-privacy-request.ts';
import { readPrivacyRequestTrail } from '../api/read-privacy-request-trail.ts';
import { useLoaded } from './useLoaded.ts';
import { labels } from '~/lib/crm/labels.ts';

/**
 * One request as a staff member opens it: the read records the view (audit), then the trail is
 * read, so the trail includes this very view.
 */
export function usePrivacyRequest(requestId: string) {
  const read = useCallback(async () => {
    const request = await openPrivacyRequest(requestId);
    const trail = await readPrivacyRequestTrail(requestId);
    return { request, trail };
  }, [requestId]);
  return useLoaded(read, null, labels.privacy.errorOpeningTheRequest);
}

import { useCallback } from 'react';
import { listIncidents, type PrivacyIncident } from '../api/list-incidents.ts';
import { listPrivacyRequests, type PrivacyRequest } from '../api/list-privacy-requests.ts';
import { listRetentionRuns, type RetentionRun } from '../api/list-retention-runs.ts';
import { useLoaded } from './useLoaded.ts';
import { labels } from '~/lib/crm/labels.ts';

const NO_REQUESTS: readonly PrivacyRequest[] = [];
const NO_INCIDENTS: readonly PrivacyIncident[] = [];
const NO_RUNS: readonly RetentionRun[] = [];

/** The Privacy tab's three lists, each read on opening and after every action on it. */
export function usePrivacyLists() {
  const requests = useLoaded<readonly PrivacyRequest[]>(
    useCallback(() => listPrivacyRequests(), []),
    NO_REQUESTS,
    labels.privacy.errorLoadingPrivacyRequests,
  );
  const incidents = useLoaded<readonly PrivacyIncident[]>(
    useCallback(() => listIncidents(), []),
    NO_INCIDENTS,
    labels.privacy.errorLoadingIncidents,
  );
  const retentionRuns = useLoaded<readonly RetentionRun[]>(
    useCallback(() => listRetentionRuns(), []),
    NO_RUNS,
    labels.privacy.errorLoadingRetentionRuns,
  );
  return { requests, incidents, retentionRuns };
}

// Request statuses the functions read or write (domain/request-statuses.ts has the full list).
import type { RequestStatus } from '../domain/request-statuses.ts';

export const ACCOUNT_CREATED = 'account_created' satisfies RequestStatus;
export const ACCOUNT_EXISTS = 'account_exists' satisfies RequestStatus;

export const MISSING_ACCOUNT_DETAILS = 'Missing required information for account creation';
export const REQUEST_NOT_FOUND = 'Request not found';

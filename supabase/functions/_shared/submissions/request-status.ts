// Request statuses the functions read or write (the database's check constraint has the full list).

export const ACCOUNT_CREATED = 'account_created';
export const ACCOUNT_EXISTS = 'account_exists';

export const MISSING_ACCOUNT_DETAILS = 'Missing required information for account creation';
export const REQUEST_NOT_FOUND = 'Request not found';

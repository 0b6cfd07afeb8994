// Closing the account is confirmed by typing the account's address
// (docs/behaviour/member-account.md#close-your-account).

/** The typed address matches, ignoring case and spaces around it. */
export function closingConfirmed(typed: string, email: string): boolean {
  return email.trim() !== '' && typed.trim().toLowerCase() === email.trim().toLowerCase();
}

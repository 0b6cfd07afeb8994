/**
 * The self-declared roles of the join and invitation forms (docs/behaviour/submissions.md#roles),
 * in display order.
 */
export const ROLE_OPTIONS = [
  { value: 'founder', label: 'Founder' },
  { value: 'executive', label: 'Executive' },
  { value: 'investor', label: 'Investor' },
  { value: 'advisor', label: 'Advisor' },
  { value: 'broker', label: 'Broker' },
] as const;

export type Role = (typeof ROLE_OPTIONS)[number]['value'];

export const ROLE_VALUES = ROLE_OPTIONS.map((option) => option.value) as [Role, ...Role[]];

/** The placeholder option of the role select. */
export const ROLE_PLACEHOLDER = 'Select your role';

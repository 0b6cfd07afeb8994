/** How each kind of personal-detail input is typed and autofilled, the same on every form. */
export const NAME_INPUT = { type: 'text', autoComplete: 'name' } as const;
export const PHONE_INPUT = { type: 'tel', autoComplete: 'tel' } as const;
export const EMAIL_INPUT = { type: 'email', autoComplete: 'email' } as const;
export const COMPANY_INPUT = { type: 'text', autoComplete: 'organization' } as const;

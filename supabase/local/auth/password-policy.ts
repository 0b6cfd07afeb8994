// Password rules, checked by the server so every client gets GoTrue's weak_password answer.

/** bcrypt reads at most 72 bytes; GoTrue refuses longer passwords rather than truncating them. */
export const MAX_PASSWORD_BYTES = 72;

export type PasswordProblem =
  | { code: 'weak_password'; message: string; reasons: string[] }
  | { code: 'validation_failed'; message: string };

/** Returns what is wrong with a new password, or undefined when it is acceptable. */
export function passwordProblem(password: string, minLength: number): PasswordProblem | undefined {
  if ([...password].length < minLength) {
    return {
      code: 'weak_password',
      message: `Password should be at least ${minLength} characters.`,
      reasons: ['length'],
    };
  }
  if (new TextEncoder().encode(password).byteLength > MAX_PASSWORD_BYTES) {
    return {
      code: 'validation_failed',
      message: `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
    };
  }
  return undefined;
}

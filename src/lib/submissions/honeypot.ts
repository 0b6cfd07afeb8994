/**
 * A field people never see or fill (hidden off-screen, out of the tab order). Bots that fill
 * every input fill it too; such a submission is answered like a success and stored nowhere.
 */
export const HONEYPOT_FIELD = 'website';
// Its schema (honeypotField) is in fields.ts: this file stays free of zod, since every form's
// first load imports it.

export function isHoneypotFilled(value: string | undefined): boolean {
  return (value ?? '').trim() !== '';
}

import { z } from '../validation/zod-mini.ts';

/**
 * A field people never see or fill (hidden off-screen, out of the tab order). Bots that fill
 * every input fill it too; such a submission is answered like a success and stored nowhere.
 */
export const HONEYPOT_FIELD = 'website';

export const honeypotField = z._default(z.string(), '');

export function isHoneypotFilled(value: string | undefined): boolean {
  return (value ?? '').trim() !== '';
}

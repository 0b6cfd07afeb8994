// Who answers for the person's data, as the privacy mails name it: the controller's legal name,
// address and data-protection contact from content/settings/site.yaml (`controller`, with
// `email.privacy`), in each site language. The embedded backend hands them to the functions as
// SITE_CONTROLLER, read from the content folder on every start; a hosted project sets the same
// variable from the same file (`npm run -s settings:controller`). Never typed by hand.
import { z } from 'zod';
import { SITE_LOCALES, type SiteLocale } from '../i18n/site-locale.ts';

const identity = z.object({
  legalName: z.string().min(1),
  address: z.string().min(1),
  dataProtectionContact: z.string().min(1),
  email: z.email(),
});

export type ControllerIdentity = z.infer<typeof identity>;

/** The controller in every site language, as SITE_CONTROLLER carries it. */
export const controllerVariableSchema = z.object(
  Object.fromEntries(SITE_LOCALES.map((locale) => [locale, identity])) as Record<
    SiteLocale,
    typeof identity
  >,
);

export type ControllerVariable = z.infer<typeof controllerVariableSchema>;

/**
 * The controller in `locale`, or undefined when SITE_CONTROLLER is unset (a hosted project not yet
 * given it: the mails then go without the paragraph rather than not at all). A value that does not
 * parse throws, so the job fails where staff see it.
 */
export function controllerIdentity(
  env: (name: string) => string | undefined,
  locale: SiteLocale,
): ControllerIdentity | undefined {
  const value = env('SITE_CONTROLLER')?.trim();
  if (!value) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    throw new Error('SITE_CONTROLLER is not JSON: set it with `npm run -s settings:controller`');
  }
  const parsed = controllerVariableSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`SITE_CONTROLLER: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  return parsed.data[locale];
}

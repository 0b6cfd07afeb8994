// The controller's identity from content/settings/site.yaml, validated by the site settings'
// schema and resolved in every site language (English standing in for a missing translation), as
// the functions read it from SITE_CONTROLLER (supabase/functions/_shared/privacy/controller-identity.ts).
// Runs in plain Node: the embedded backend at start, and `npm run settings:controller` for a
// hosted project.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { ControllerVariable } from '../../../supabase/functions/_shared/privacy/controller-identity.ts';
import { localeCodes } from '../../lib/i18n/locales.ts';
import { resolveIn } from '../../lib/i18n/localized.ts';
import { siteSettingsSchema } from '../schemas/site.ts';

/** A settings file the schema refuses, named with what is wrong, as the build would refuse it. */
export class SettingsFileError extends Error {}

/** The controller of `<contentDir>/settings/site.yaml` in every site language. */
export function readControllerFacts(contentDir: string): ControllerVariable {
  const file = path.join(contentDir, 'settings', 'site.yaml');
  const parsed = siteSettingsSchema.safeParse(parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new SettingsFileError(`${file}: ${issues.join('; ')}`);
  }
  return Object.fromEntries(
    localeCodes.map((locale) => {
      const settings = resolveIn(parsed.data, locale);
      return [locale, { ...settings.controller, email: settings.email.privacy }];
    }),
  ) as ControllerVariable;
}

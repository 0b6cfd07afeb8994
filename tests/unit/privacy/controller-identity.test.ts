// The controller's identity from site settings to the privacy mails (issue 41, item 8): read from
// content/settings/site.yaml in each language, carried as SITE_CONTROLLER, and closing the export
// mail in the person's language; an unset variable leaves the paragraph out, a bad one fails.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readControllerFacts } from '~/content/sync/controller-facts.ts';
import { personalDataExportMail } from '../../../supabase/functions/_shared/mail/templates/personal-data-export.ts';
import { privacyExtensionMail } from '../../../supabase/functions/_shared/mail/templates/privacy-request.ts';
import { controllerIdentity } from '../../../supabase/functions/_shared/privacy/controller-identity.ts';

const site = { siteName: 'Majlis Network', siteUrl: 'https://majlis.example' };
const settings = parse(readFileSync('content/settings/site.yaml', 'utf8')) as {
  controller: Record<'legalName' | 'address' | 'dataProtectionContact', { en: string; ar: string }>;
  email: { privacy: string };
};
const facts = readControllerFacts('content');
const variable = JSON.stringify(facts);
const envWith =
  (value: string | undefined) =>
  (name: string): string | undefined =>
    name === 'SITE_CONTROLLER' ? value : undefined;

describe('readControllerFacts', () => {
  it.each(['en', 'ar'] as const)('says in %s what the settings file says', (locale) => {
    expect(facts[locale]).toEqual({
      legalName: settings.controller.legalName[locale],
      address: settings.controller.address[locale],
      dataProtectionContact: settings.controller.dataProtectionContact[locale],
      email: settings.email.privacy,
    });
  });
});

describe('controllerIdentity', () => {
  it('reads the language asked for', () => {
    expect(controllerIdentity(envWith(variable), 'ar')).toEqual(facts.ar);
    expect(controllerIdentity(envWith(variable), 'en')).toEqual(facts.en);
  });

  it.each([undefined, '', '  '])('is undefined when SITE_CONTROLLER is %j', (value) => {
    expect(controllerIdentity(envWith(value), 'en')).toBeUndefined();
  });

  it.each([
    ['{"en":', /SITE_CONTROLLER is not JSON/],
    [JSON.stringify({ en: facts.en }), /SITE_CONTROLLER: ar: /],
    [JSON.stringify({ ...facts, en: { ...facts.en, email: 'not an address' } }), /en\.email/],
  ])('fails on %s', (value, message) => {
    expect(() => controllerIdentity(envWith(value), 'en')).toThrow(message);
  });
});

describe('the privacy mails name the controller', () => {
  const data = { firstName: 'سارة', archiveUrl: 'https://majlis.example/a.zip', expiresOn: 'x' };

  it("as the export mail's last paragraph before the sign-off, in English", () => {
    const mail = personalDataExportMail(data, site, 'en', facts.en);
    const lastParagraph = mail.text.split('\n\n').at(-3);
    expect(lastParagraph).toBe(controllerLine(facts.en));
  });

  it('in Arabic, with the e-mail address kept left to right', () => {
    const mail = personalDataExportMail(data, site, 'ar', facts.ar);
    expect(mail.text).toContain(`هي جهة التحكم في بياناتك الشخصية`);
    expect(mail.text).toContain(`\u2066${facts.ar.email}\u2069`);
    expect(mail.text).toContain(facts.ar.legalName);
  });

  it('and leave the paragraph out when the functions were not told the controller', () => {
    const extension = {
      kind: 'access' as const,
      reason: 'Files on 3 systems #2',
      extendedUntil: '2027-01-26T08:00:00Z',
      dueAt: '2026-12-27T08:00:00Z',
    };
    const told = privacyExtensionMail(extension, site, 'en', facts.en);
    const untold = privacyExtensionMail(extension, site, 'en');
    expect(told.text).toContain(facts.en.legalName);
    expect(untold.text).not.toContain('controller');
    expect(told.text.replace(`${controllerLine(facts.en)}\n\n`, '')).toBe(untold.text);
  });
});

/** The English paragraph, as the settings' values fill it. */
function controllerLine(controller: (typeof facts)['en']): string {
  return `${controller.legalName}, ${controller.address}, is the controller of your personal data. Our data protection contact, ${controller.dataProtectionContact}, answers at ${controller.email}.`;
}

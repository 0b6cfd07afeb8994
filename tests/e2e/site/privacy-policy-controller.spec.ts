// The privacy policy names the controller as content/settings/site.yaml does (issue 41, item 8):
// its legal name, address and data-protection contact in each page's language, and the privacy
// address to reach that contact. The build reads only ./content, so the values are compared with
// the settings file (tests/integration/privacy/controller-in-mails.test.ts changes them in a copy).
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';

const settings = parse(readFileSync('content/settings/site.yaml', 'utf8')) as {
  controller: Record<'legalName' | 'address' | 'dataProtectionContact', { en: string; ar: string }>;
  email: { privacy: string };
};

for (const [path, locale, heading] of [
  ['/privacy-policy', 'en', '1. Who is responsible'],
  ['/ar/privacy-policy', 'ar', '1. الجهة المسؤولة'],
] as const) {
  test(`${path} names the controller and its data-protection contact from the site settings`, async ({
    page,
  }) => {
    await page.goto(path);
    const section = page
      .locator('.legal-text p')
      .filter({ has: page.locator(`xpath=preceding-sibling::h2[1][.="${heading}"]`) });
    await expect(section.first()).toContainText(settings.controller.legalName[locale]);
    await expect(section.first()).toContainText(settings.controller.address[locale]);
    await expect(section.nth(1)).toContainText(settings.controller.dataProtectionContact[locale]);
    await expect(
      section.nth(1).getByRole('link', { name: settings.email.privacy }),
    ).toHaveAttribute('href', `mailto:${settings.email.privacy}`);
  });
}

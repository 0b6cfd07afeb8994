import { expect, test, type Page } from '@playwright/test';

// The language switch (issue 28) at a phone's and a wide screen's width: English → Arabic → English.

/** The switch a visitor can see at this width (the header has one per layout). */
const visibleSwitch = (page: Page) => page.locator('a[data-language-switch]:visible');

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('switches the home page to Arabic, right to left, and back', async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      const toArabic = visibleSwitch(page);
      await expect(toArabic).toHaveCount(1);
      await expect(toArabic).toHaveAccessibleName('اقرأ هذه الصفحة باللغة العربية');

      // A plain link: the keyboard reaches and follows it.
      await toArabic.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/ar$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'انطلق وتوسّع في المملكة العربية السعودية',
      );
      // The hero's links stay in Arabic: its opportunities button opens the Arabic explorer.
      await expect(
        page.locator('section[aria-labelledby="hero-heading"] a.btn-secondary'),
      ).toHaveAttribute('href', '/ar/resources');
      // The drawn event covers are fixed drawings: their text stays inside the frame.
      for (const cover of await page.locator('[data-cover="drawn"]').all()) {
        const frame = (await cover.boundingBox())!;
        const day = (await cover.locator('text').first().boundingBox())!;
        expect(day.x).toBeGreaterThanOrEqual(frame.x);
      }
      // Nothing reaches past the page's end (the left, in Arabic): no sideways scroll or zoom-out.
      await page.locator('#newsletter-form form').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      // Right to left: the logo (first in the header) sits at the right edge.
      const logo = await page.locator('header a').first().boundingBox();
      expect(logo!.x + logo!.width).toBeGreaterThan(width / 2);

      if (width < 768) {
        // The menu sheet opens from the right edge, in Arabic.
        await page.getByRole('button', { name: 'القائمة' }).click();
        const sheet = page.locator('#mobile-menu');
        await expect(sheet).toBeVisible();
        await expect(sheet.getByRole('link', { name: 'فريقنا' })).toHaveAttribute(
          'href',
          '/ar/people',
        );
        const box = await sheet.boundingBox();
        expect(Math.round(box!.x + box!.width)).toBe(width);
        expect(box!.x).toBeGreaterThan(0);
        await page.getByRole('button', { name: 'إغلاق القائمة' }).click();
        await expect(sheet).toBeHidden();
      } else {
        await expect(
          page.getByRole('navigation', { name: 'الرئيسية' }).getByRole('link', {
            name: 'الفرص',
          }),
        ).toHaveAttribute('href', '/ar/resources');
      }

      const toEnglish = visibleSwitch(page);
      await expect(toEnglish).toHaveAttribute('hreflang', 'en');
      await expect(toEnglish).toHaveAccessibleName('Read this page in English');
      await toEnglish.click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Land & Expand in Saudi Arabia',
      );
    });
  });
}

test('an event page and the resources page switch to the same page in Arabic', async ({ page }) => {
  await page.goto('/events/leap-dinner');
  await visibleSwitch(page).click();
  await expect(page).toHaveURL(/\/ar\/events\/leap-dinner$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Every block of the page has its Arabic, so none falls back to English under the note.
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator('[data-fallback-note]')).toHaveCount(0);
  await page.goto('/resources');
  await visibleSwitch(page).click();
  await expect(page).toHaveURL(/\/ar\/resources$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

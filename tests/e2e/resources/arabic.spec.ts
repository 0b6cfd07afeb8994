// /ar/resources (issue 28): the explorer in Arabic, right to left, with only Arabic shipped.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { card, cardNames, cards, resultsStatus } from './explorer.ts';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'البحث في القطاعات' });
const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'ترتيب القطاعات' });

/** Opens /ar/resources and waits for the island, collecting console errors on the way. */
async function openArabicExplorer(page: Page, search = ''): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`/ar/resources${search}`);
  await expect(searchBox(page)).toBeEnabled();
  return errors;
}

test('the page and every card are in Arabic, right to left, without the English-only note', async ({
  page,
}) => {
  // axe over twenty cards is slow on a busy machine.
  test.slow();
  const errors = await openArabicExplorer(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('فرص الاستثمار في رؤية 2030');
  await expect(page).toHaveTitle(/فرص الاستثمار في رؤية 2030/);
  await expect(page.locator('[data-fallback-note]')).toHaveCount(0);
  await expect(cards(page)).toHaveCount(20);
  await expect(resultsStatus(page)).toHaveText('عرض جميع القطاعات (20 قطاعًا)');
  // Highest score first, as in English.
  expect((await cardNames(page)).slice(0, 3)).toEqual(['التصنيع', 'التقنية', 'الدفاع والأمن']);

  const manufacturing = card(page, 'manufacturing');
  await expect(manufacturing).toContainText('مؤشر الفرصة');
  await expect(manufacturing).toContainText('الاستثمار المتوقع');
  await expect(manufacturing.getByRole('button', { name: 'الأتمتة الصناعية' })).toBeVisible();
  // The amount's number reads left to right inside the Arabic text.
  const investment = manufacturing.locator('dd').first();
  await expect(investment).toHaveText('أكثر من 450 مليار دولار (تقديري)');
  await expect(investment.locator('bdi[dir="ltr"]')).toHaveText('450');
  // Company names stay as written, marked English; nothing else on the cards is.
  await expect(manufacturing.locator('[lang="en"]')).toHaveText([
    'Saudi Aramco',
    'SABIC',
    'Ceer Motors',
  ]);
  // Right to left: the name starts on the right, the score sits to its left.
  const nameBox = await manufacturing.locator('h2').boundingBox();
  const scoreBox = await manufacturing.locator('[data-score-button]').boundingBox();
  expect(nameBox && scoreBox && scoreBox.x < nameBox.x).toBe(true);

  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('a tag dialog opens from the keyboard in Arabic and Escape closes it', async ({ page }) => {
  test.slow();
  const errors = await openArabicExplorer(page);
  const tag = card(page, 'manufacturing').getByRole('button', { name: 'الأتمتة الصناعية' });
  await tag.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'الأتمتة الصناعية' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('الاستراتيجية الوطنية للصناعة');
  await expect(dialog.getByRole('heading', { name: 'الفرص' })).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(4);
  await expect(dialog).not.toContainText('الوصف غير متوفر');
  // Its × button is named in Arabic too, as a screen reader speaks it.
  await expect(dialog.getByRole('button', { name: 'إغلاق', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(tag).toBeFocused();

  // The score explainer and a tailwind, too.
  await card(page, 'technology').locator('[data-score-button]').click();
  const score = page.getByRole('dialog', { name: 'مؤشر الفرصة' });
  await expect(score).toContainText('يحصل قطاع التقنية على 90 من 100.');
  await expect(score.getByRole('listitem')).toHaveCount(5);
  await page.keyboard.press('Escape');
  await card(page, 'technology').getByRole('button', { name: 'شبكات الجيل الخامس (5G)' }).click();
  const tailwind = page.getByRole('dialog', { name: 'شبكات الجيل الخامس (5G)' });
  await expect(tailwind.getByRole('heading', { name: 'التطبيقات' })).toBeVisible();
  await expect(tailwind.getByRole('heading', { name: 'الأثر' })).toBeVisible();
  await page.keyboard.press('Escape');
  await card(page, 'manufacturing')
    .getByRole('button', { name: 'ما المقصود بـالاستثمار المتوقع؟' })
    .click();
  await expect(page.getByRole('dialog', { name: 'الاستثمار المتوقع' })).toContainText(
    'حجم رأس المال المتوقع',
  );
  expect(errors).toEqual([]);
});

test('sorting by investment reads the Arabic amounts, by name the Arabic alphabet', async ({
  page,
}) => {
  const errors = await openArabicExplorer(page);
  await sortSelect(page).selectOption({ label: 'الترتيب حسب الاستثمار' });
  await expect.poll(() => new URL(page.url()).search).toBe('?sort=investment');
  // $800 billion, then $450+, $300+, $265+ billion, as on the English page.
  await expect
    .poll(async () => (await cardNames(page)).slice(0, 4))
    .toEqual(['السياحة والترفيه', 'التصنيع', 'العقارات', 'الخدمات اللوجستية والنقل']);
  await expect(cards(page).last()).toHaveAttribute('data-industry', 'biotech');

  await sortSelect(page).selectOption({ label: 'الترتيب حسب الاسم' });
  await expect(sortSelect(page)).toHaveValue('name');
  const names = await cardNames(page);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ar')));
  expect(names[0]).toBe('الاقتصاد البحري');
  expect(errors).toEqual([]);
});

test('search finds Arabic however it is spelt, and says so when nothing matches', async ({
  page,
}) => {
  const errors = await openArabicExplorer(page);
  await searchBox(page).fill('الاتمتة');
  await expect.poll(() => cardNames(page)).toEqual(['التصنيع']);
  await expect(resultsStatus(page)).toHaveText('عرض 1 من أصل 20 قطاعًا');
  await searchBox(page).fill('Aramco');
  await expect.poll(() => cardNames(page)).toEqual(['التصنيع']);

  await searchBox(page).fill('غير موجود #1');
  await expect(cards(page)).toHaveCount(0);
  await expect(page.getByText('لا توجد قطاعات تطابق «غير موجود #1».')).toBeVisible();
  await page.getByRole('button', { name: 'مسح البحث' }).click();
  await expect(cards(page)).toHaveCount(20);
  await expect(searchBox(page)).toBeFocused();
  expect(errors).toEqual([]);
});

test('each page ships its own language only', async ({ request }) => {
  const arabic = await (await request.get('/ar/resources')).text();
  const english = await (await request.get('/resources')).text();
  expect(arabic).toContain('الطيران والفضاء');
  expect(arabic).not.toContain('The national aviation strategy');
  expect(arabic).not.toContain('Sort by Investment');
  expect(english).toContain('The national aviation strategy');
  expect(english).not.toContain('الطيران والفضاء');
});

import { expect, test } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };

test('/people shows the three groups with sample cards', async ({ page }) => {
  await page.goto('/people');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Founding Partners',
    'Associates',
    'Counsel & Advisory',
  ]);
  const founding = page.getByRole('region', { name: 'Founding Partners' });
  const cards = founding.getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.first().getByRole('heading', { level: 3 })).toHaveText('Sample Partner One');
  await expect(cards.first()).toContainText('Founding Partner, Finance & Platform');
  await expect(cards.first()).toContainText('Sample profile');
  for (const role of ['Operations', 'Real Estate', 'Advisor, Finance', 'Technology']) {
    await expect(page.getByRole('main')).toContainText(role);
  }
});

test('/people sets its three groups side by side on desktop, one under another on a phone', async ({
  page,
  isMobile,
}) => {
  await page.goto('/people');
  const boxes = await Promise.all(
    ['Founding Partners', 'Associates', 'Counsel & Advisory'].map(
      async (name) => (await page.getByRole('region', { name }).boundingBox())!,
    ),
  );
  const [first, second, third] = boxes as [Box, Box, Box];
  if (isMobile) {
    expect(second.y).toBeGreaterThan(first.y + first.height - 1);
    expect(third.y).toBeGreaterThan(second.y + second.height - 1);
  } else {
    expect(second.y).toBe(first.y);
    expect(third.y).toBe(first.y);
    expect(second.x).toBeGreaterThan(first.x + first.width - 1);
    expect(third.x).toBeGreaterThan(second.x + second.width - 1);
  }
});

test('/people shows a monogram portrait for each person without a photo', async ({ page }) => {
  await page.goto('/people');
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(6);
  for (const card of await cards.all()) {
    const name = await card.getByRole('heading', { level: 3 }).innerText();
    const initials = name
      .split(' ')
      .filter((_word, index, words) => index === 0 || index === words.length - 1)
      .map((word) => word[0])
      .join('');
    const monogram = card.locator('[data-portrait="monogram"]');
    await expect(monogram).toHaveAttribute('aria-hidden', 'true');
    await expect(monogram.locator('text')).toHaveText(initials);
    expect(await monogram.evaluate((svg) => svg.getBoundingClientRect().width)).toBe(96);
  }
});

test('/clients-partners shows two clients and two partners with logo, website and description', async ({
  page,
}) => {
  await page.goto('/clients-partners');
  for (const group of ['Clients', 'Partners']) {
    const cards = page.getByRole('region', { name: group }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    for (const card of await cards.all()) {
      const name = await card.getByRole('heading', { level: 3 }).innerText();
      const logo = card.getByRole('img', { name: `${name} logo` });
      await expect(logo).toHaveAttribute('width', '240');
      await expect(logo).toHaveAttribute('height', '90');
      // Logos below the fold load lazily: bring each into view, then wait for it to decode.
      await logo.scrollIntoViewIfNeeded();
      await expect
        .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await expect(card.getByRole('link', { name: new RegExp(`${name} website`) })).toHaveAttribute(
        'href',
        /^https:\/\//,
      );
      await expect(card).toContainText('Sample entry');
    }
  }
});

test('/contact shows the contact details and the form, the fallback address only without JavaScript', async ({
  page,
}) => {
  await page.goto('/contact');
  const message = page.getByRole('region', { name: 'Send us a message' });
  await expect(message.getByRole('link', { name: 'hello@majlis.network' })).toHaveCount(0);
  const details = page.getByRole('region', { name: 'Contact details' });
  for (const address of [
    'hello@majlis.network',
    'privacy@majlis.network',
    'legal@majlis.network',
  ]) {
    await expect(details.getByRole('link', { name: address })).toHaveAttribute(
      'href',
      `mailto:${address}`,
    );
  }
});

for (const [path, address] of [
  ['/privacy-policy', 'privacy@majlis.network'],
  ['/terms-of-use', 'legal@majlis.network'],
] as const) {
  test(`${path} has a back button, its date and the address from site settings`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    await expect(page.locator('article time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    await expect(
      page.getByRole('article').getByRole('link', { name: address }).first(),
    ).toHaveAttribute('href', `mailto:${address}`);
    await expect(page.getByRole('article')).not.toContainText('{{');
    await expect(page.getByRole('article')).toContainText('Majlis Network');
  });
}

test('the terms are governed by Saudi law, with courts in Riyadh', async ({ page }) => {
  await page.goto('/terms-of-use');
  await expect(page.getByRole('article')).toContainText(
    'governed by the laws of the Kingdom of Saudi Arabia',
  );
  await expect(page.getByRole('article')).toContainText('competent courts in Riyadh');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/contact offers the address to write to in place of the form', async ({ page }) => {
    await page.goto('/contact');
    const message = page.getByRole('region', { name: 'Send us a message' });
    await expect(message.getByRole('link', { name: 'hello@majlis.network' })).toHaveAttribute(
      'href',
      'mailto:hello@majlis.network',
    );
  });
});

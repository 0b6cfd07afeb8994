import { expect, type Page } from '@playwright/test';

export interface Applicant {
  fullName: string;
  phone: string;
  email: string;
  company: string;
  role: string;
  linkedin: string;
  referrer: string;
  note?: string;
}

export function applicant(email: string): Applicant {
  return {
    fullName: 'Layla Al Saud Test',
    phone: '+966 50 000 0000',
    email,
    company: 'Example Trading Co',
    role: 'Founder',
    linkedin: 'linkedin.com/in/example-person',
    referrer: 'A current member',
    note: 'Landing in Riyadh next quarter.',
  };
}

export function joinDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Request to Join the Network' });
}

/** Opens the modal from the hero's join link on the home page. */
export async function openFromHero(page: Page): Promise<void> {
  await page.goto('/');
  await page.locator('#hero-heading ~ div [data-join-trigger]').first().click();
  await expect(joinDialog(page)).toBeVisible();
}

/** Fills both steps with the mouse and submits. */
export async function fillAndSubmit(page: Page, person: Applicant): Promise<void> {
  const dialog = joinDialog(page);
  await dialog.getByLabel('Full Name').fill(person.fullName);
  await dialog.getByLabel('Phone Number').fill(person.phone);
  await dialog.getByLabel('Business Email').fill(person.email);
  await dialog.getByLabel('Company').fill(person.company);
  await dialog.getByLabel('Your Role').selectOption({ label: person.role });
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('LinkedIn URL').fill(person.linkedin);
  await dialog.getByLabel('Who referred you to the network').fill(person.referrer);
  if (person.note) {
    await dialog.getByLabel('Anything else you would like to share with us').fill(person.note);
  }
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
}

// The site content against docs/behaviour/public-pages.md: the home page's cards and points, the
// /people groups and roles, two clients and two partners, and legal text whose tokens all resolve.
// Astro validates the same files with the same schemas at build time; this catches a content slip
// in seconds.
import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import type { SchemaContext } from 'astro:content';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { homeSchema } from '~/content/schemas/home.ts';
import { legalSchema } from '~/content/schemas/legal.ts';
import { noticeVersionOf, readPrivacyNoticeVersion } from '~/content/privacy-notice-version.ts';
import { pageSchema } from '~/content/schemas/page.ts';
import { partnerSchema } from '~/content/schemas/partners.ts';
import { personSchema } from '~/content/schemas/people.ts';
import { siteSettingsSchema } from '~/content/schemas/site.ts';
import { resolveIn } from '~/lib/i18n/localized.ts';
import { groupEntries } from '~/lib/site/group-entries.ts';
import { fillSiteTokens } from '~/lib/site/site-tokens.ts';

const content = new URL('../../../content/', import.meta.url);
const read = (path: string): string => readFileSync(new URL(path, content), 'utf8');
const filesIn = (folder: string, extension: string): string[] =>
  readdirSync(new URL(folder, content)).filter((file) => file.endsWith(extension));
// Outside Astro an image field is the relative path as written; the build resolves the file.
const context = { image: () => z.string().startsWith('./') } as unknown as SchemaContext;

// The English texts, as the English pages show them (src/lib/i18n/localized.ts).
const settings = resolveIn(siteSettingsSchema.parse(parse(read('settings/site.yaml'))), 'en');
const home = resolveIn(homeSchema.parse(parse(read('pages/home.yaml'))), 'en');
const entriesOf = <T>(folder: string, schema: z.ZodType<T>) =>
  filesIn(folder, '.yaml').map((file) => ({
    id: file.replace(/\.yaml$/, ''),
    data: resolveIn(schema.parse(parse(read(`${folder}/${file}`))), 'en'),
  }));

describe('home page copy', () => {
  it('has the three audience cards', () => {
    expect(home.audiences.cards.map((card) => card.title)).toEqual([
      'Founders & Executives',
      'Buyers & Investors',
      'Advisors & Brokers',
    ]);
    expect(home.audiences.joinLabel).toBe('Request to Join');
  });

  it('explains the network with Smooth Landing, Trusted Advisors and Strategic Financing', () => {
    expect(home.about.heading).toBe('What is the network?');
    expect(home.about.points.map((point) => point.title)).toEqual([
      'Smooth Landing',
      'Trusted Advisors',
      'Strategic Financing',
    ]);
  });

  it('has the hero actions and the tagline', () => {
    expect(settings.tagline).toBe('Land & Expand in Saudi Arabia');
    expect(home.hero.opportunitiesLabel).toBe('View Opportunities');
  });
});

describe('page copy', () => {
  it.each(filesIn('pages', '.yaml').filter((file) => file !== 'home.yaml'))(
    '%s is valid',
    (file) => {
      expect(() => pageSchema.parse(parse(read(`pages/${file}`)))).not.toThrow();
    },
  );
});

describe('people', () => {
  const page = resolveIn(pageSchema.parse(parse(read('pages/people.yaml'))), 'en');
  const people = entriesOf('people', personSchema(context));
  const grouped = groupEntries(page.groups, people);

  it('fills the three groups', () => {
    expect(grouped.map(({ group, entries }) => [group.heading, entries.length > 0])).toEqual([
      ['Founding Partners', true],
      ['Associates', true],
      ['Counsel & Advisory', true],
    ]);
  });

  it('covers the required roles', () => {
    const roles = people.map((person) => person.data.role.toLowerCase()).join(' | ');
    for (const area of [
      'finance & platform',
      'business development & partnerships',
      'operations',
      'real estate',
      'advisor, finance',
      'technology',
    ]) {
      expect(roles).toContain(area);
    }
  });

  it('marks every stand-in as a sample, with "Sample" in the name', () => {
    for (const person of people.filter((entry) => entry.data.name.startsWith('Sample'))) {
      expect(person.data.sample, person.id).toBe(true);
    }
  });
});

describe('clients and partners', () => {
  const page = resolveIn(pageSchema.parse(parse(read('pages/clients-partners.yaml'))), 'en');
  const partners = entriesOf('partners', partnerSchema(context));

  it('has two clients and two partners, each with a logo file beside it', () => {
    const grouped = groupEntries(page.groups, partners);
    expect(grouped.map(({ group, entries }) => [group.id, entries.length])).toEqual([
      ['clients', 2],
      ['partners', 2],
    ]);
    const files = filesIn('partners', '');
    for (const partner of partners) {
      expect(files, partner.id).toContain(String(partner.data.logo).replace('./', ''));
    }
  });

  it('keeps sample organisations on example.com and flagged', () => {
    for (const partner of partners.filter((entry) => entry.data.sample)) {
      expect(new URL(partner.data.website).host).toBe('example.com');
      expect(partner.data.description).toMatch(/^Sample entry/);
    }
  });
});

describe('links in content', () => {
  const person = { name: 'A', role: 'B', group: 'c', profileUrl: 'https://www.linkedin.com/in/a' };
  const partner = {
    name: 'P',
    group: 'partners',
    website: 'https://partner.example.com',
    description: 'A partner.',
    logo: './logo.svg',
  };
  const people = personSchema(context);
  const partners = partnerSchema(context);

  it('accepts https links', () => {
    expect(people.safeParse(person).success).toBe(true);
    expect(partners.safeParse(partner).success).toBe(true);
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'ftp://example.com/a'])(
    'refuses %s as a profile or website link',
    (link) => {
      expect(people.safeParse({ ...person, profileUrl: link }).success).toBe(false);
      expect(partners.safeParse({ ...partner, website: link }).success).toBe(false);
    },
  );
});

describe('legal pages', () => {
  it.each(['privacy-policy.md', 'terms-of-use.md'])(
    '%s is valid and every token resolves',
    (file) => {
      const source = read(`legal/${file}`);
      const [, frontmatter = '', body = ''] =
        /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
      expect(() => legalSchema.parse(parse(frontmatter))).not.toThrow();
      const filled = fillSiteTokens(body, settings);
      expect(filled).not.toMatch(/\{\{|\}\}/);
      // Addresses live in site settings only.
      expect(body).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    },
  );

  it('the privacy policy covers the PDPL essentials', () => {
    const text = read('legal/privacy-policy.md');
    for (const topic of [
      'Personal Data Protection Law',
      'SDAIA',
      'Lawful basis',
      'Transfers outside the Kingdom',
      'How long we keep it',
      'Your rights',
      'Cookies',
      'Children',
      '{{email.privacy}}',
      '{{controller.legalName}}',
      '{{controller.address}}',
      '{{controller.dataProtectionContact}}',
    ]) {
      expect(text).toContain(topic);
    }
  });

  it('the privacy notice says which purposes rest on the request and which need consent', () => {
    const text = read('legal/privacy-policy.md');
    expect(text).toContain('sending the form is your request');
    expect(text).toContain('The newsletter is different: it needs your own consent');
    expect(text).toContain('one-click unsubscribe link');
  });

  it.each([
    ['3', true],
    ['3.1', true],
    ['10.25', true],
    ['0', false],
    ['v3', false],
    ['3.', false],
    ['3.1.2', false],
    ['٣', false],
    ['', false],
  ])('a notice version %j is %s', (version, valid) => {
    const source = read('legal/privacy-policy.md').replace(
      /^version: .*$/m,
      `version: '${version}'`,
    );
    const [, frontmatter = ''] = /^---\n([\s\S]*?)\n---\n/.exec(source) ?? [];
    expect(legalSchema.safeParse(parse(frontmatter)).success).toBe(valid);
    if (valid) expect(noticeVersionOf(source)).toBe(version);
    else expect(() => noticeVersionOf(source)).toThrow(/content\/legal\/privacy-policy\.md: /);
  });

  it('a notice without a version, or with a bare number, is refused with the file named', () => {
    const source = read('legal/privacy-policy.md');
    expect(() => noticeVersionOf(source.replace(/^version: .*\n/m, ''))).toThrow(
      'content/legal/privacy-policy.md: ',
    );
    // YAML reads 3 as a number: the version must be quoted text, as the collection schema says.
    expect(() => noticeVersionOf(source.replace(/^version: .*$/m, 'version: 3'))).toThrow();
  });

  it('the build reads the version the notice states', () => {
    expect(readPrivacyNoticeVersion()).toBe(
      /^version: '([^']+)'$/m.exec(read('legal/privacy-policy.md'))?.[1],
    );
  });

  it('the terms are governed by Saudi law with courts in Riyadh', () => {
    const text = read('legal/terms-of-use.md');
    expect(text).toContain('governed by the laws of the Kingdom of Saudi Arabia');
    expect(text).toContain('competent courts in Riyadh');
    expect(text).toContain('{{email.legal}}');
  });
});

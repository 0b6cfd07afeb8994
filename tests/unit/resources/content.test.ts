// The resources content against docs/behaviour/public-pages.md#resources-explorer: the twenty
// industries with their names and scores, the sixteen glossary entries of each kind and the stated
// impact figures. Astro validates the same files with the same schemas at build time; this catches
// a content slip in seconds. Every text is also held to its Arabic: present, one translation per
// tag, and the same figures as the English.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { INDUSTRIES } from '../../../supabase/functions/_shared/industry-catalogue.ts';
import {
  industrySchema,
  resourcesPageSchema,
  sectorOpportunitySchema,
  technologyTailwindSchema,
} from '~/content/schemas/resources.ts';
import { missingIn, resolveIn } from '~/lib/i18n/localized.ts';
import { findCatalogueMismatches } from '~/lib/resources/catalogue-check.ts';
import { parseInvestmentAmount } from '~/lib/resources/investment-amount.ts';
import { tagTexts } from '~/lib/resources/localize.ts';

const root = new URL('../../../content/resources/', import.meta.url);
const readYaml = (path: string): unknown => parse(readFileSync(new URL(path, root), 'utf8'));

// As written ({ en, ar }), then as the English page reads them.
const writtenIndustries = readdirSync(new URL('industries/', root))
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => ({
    id: file.replace(/\.yaml$/, ''),
    data: industrySchema.parse(readYaml(`industries/${file}`)),
  }));
const writtenSectors = Object.entries(
  readYaml('sector-opportunities.yaml') as Record<string, unknown>,
).map(([name, value]) => ({ name, data: sectorOpportunitySchema.parse(value) }));
const writtenTailwinds = Object.entries(
  readYaml('technology-tailwinds.yaml') as Record<string, unknown>,
).map(([name, value]) => ({ name, data: technologyTailwindSchema.parse(value) }));
const writtenPage = resourcesPageSchema.parse(readYaml('page.yaml'));

const industries = writtenIndustries.map(({ id, data }) => ({ id, data: resolveIn(data, 'en') }));
const sectorOpportunities = writtenSectors.map(({ name, data }) => ({
  name,
  data: resolveIn(data, 'en'),
}));
const technologyTailwinds = writtenTailwinds.map(({ name, data }) => ({
  name,
  data: resolveIn(data, 'en'),
}));

const SPEC_SCORES: Record<string, number> = {
  Manufacturing: 95,
  Technology: 90,
  'Tourism & Entertainment': 85,
  Healthcare: 80,
  'Renewable Energy': 88,
  'Mining & Minerals': 82,
  'Logistics & Transportation': 87,
  Education: 78,
  'Financial Services': 86,
  'Real Estate': 84,
  'Agriculture & Food Security': 83,
  'Water & Environment': 85,
  'Defense & Security': 89,
  'Sports & Entertainment': 81,
  Aerospace: 86,
  Retail: 84,
  'Creative Industries': 82,
  Biotechnology: 85,
  'Smart Construction': 83,
  'Ocean Economy': 81,
};

describe('industries', () => {
  it('has exactly the twenty catalogue industries under their catalogue names', () => {
    expect(industries).toHaveLength(20);
    expect(findCatalogueMismatches(writtenIndustries)).toEqual([]);
    expect(INDUSTRIES).toHaveLength(20);
  });

  it.each(industries.map((industry) => [industry.data.name, industry.data] as const))(
    '%s has its required score and readable figures',
    (name, data) => {
      expect(data.score).toBe(SPEC_SCORES[name]);
      expect(parseInvestmentAmount(data.investment)).toBeGreaterThan(0);
      expect(data.investment).toMatch(/estimate/);
      expect(data.tam).toMatch(/estimate/);
      for (const leader of data.leaders) {
        expect(leader.marketCap).toMatch(
          /^(~\$[\d.]+ (billion|trillion) \(approx\., \d{4}\)|Not listed)/,
        );
      }
    },
  );
});

describe('tag glossaries', () => {
  it('has the sixteen sector-opportunity entries', () => {
    expect(sectorOpportunities.map((entry) => entry.name).sort()).toEqual(
      [
        'Industrial automation',
        'Defense manufacturing',
        'Clean tech production',
        'Artificial Intelligence',
        'Smart City Solutions',
        'Cloud Services',
        'Hospitality',
        'Cultural Tourism',
        'Entertainment Venues',
        'eSports',
        'Medical Technology',
        'Pharmaceuticals',
        'Healthcare Services',
        'Film Production',
        'Gaming Development',
        'Digital Content',
      ].sort(),
    );
  });

  it('has the sixteen technology-tailwind entries', () => {
    expect(technologyTailwinds.map((entry) => entry.name).sort()).toEqual(
      [
        'Industry 4.0',
        'IoT Integration',
        'Robotics',
        'Digital Twin Technology',
        '5G Networks',
        'Edge Computing',
        'Blockchain',
        'AI Diagnostics',
        'Telemedicine',
        'Digital Health Records',
        'AR/VR Experiences',
        'Smart Tourism',
        'Virtual Production',
        'Cloud Gaming',
        'Digital Distribution',
        'XR Content',
      ].sort(),
    );
  });

  it('states the impact figures', () => {
    const impacts = technologyTailwinds.flatMap((entry) => entry.data.impact).join('\n');
    for (const figure of [
      '30-40% less machine downtime',
      '20-30% higher production efficiency',
      '25% lower maintenance costs',
      '40% higher production speed',
      '15-30% lower maintenance costs with digital twins',
      '10x faster than 4G',
    ]) {
      expect(impacts).toContain(figure);
    }
  });

  it('is used: every entry is a tag of at least one industry', () => {
    const keyAreas = new Set(industries.flatMap((industry) => industry.data.keyAreas));
    const tailwinds = new Set(industries.flatMap((industry) => industry.data.techTailwinds));
    expect(sectorOpportunities.filter((entry) => !keyAreas.has(entry.name))).toEqual([]);
    expect(technologyTailwinds.filter((entry) => !tailwinds.has(entry.name))).toEqual([]);
  });
});

describe('page copy', () => {
  it('carries the headline, placeholder and five score criteria', () => {
    const page = resolveIn(writtenPage, 'en');
    expect(page.headline).toBe('$3 trillion invested across industries');
    expect(page.explorer.searchPlaceholder).toBe(
      'Search industries, descriptions, key areas, or industry leaders...',
    );
    expect(page.explorer.score.criteria.map((criterion) => criterion.toLowerCase())).toEqual([
      'market size and growth potential',
      'alignment with vision 2030',
      'competition landscape',
      'regulatory environment',
      'available talent pool',
    ]);
    expect(page.explorer.missingDescription).toBe('Description not available');
  });
});

describe('Arabic', () => {
  // Company names are written one way in every language; everything else is translated.
  const withoutCompanyNames = (data: (typeof writtenIndustries)[number]['data']) => ({
    ...data,
    leaders: data.leaders.map((leader) => ({ marketCap: leader.marketCap })),
  });
  const digits = (text: string) => text.match(/\d+(?:[.,]\d+)*/g) ?? [];

  it('has every text of every file in Arabic', () => {
    const missing = [
      ...writtenIndustries.flatMap(({ id, data }) =>
        missingIn(withoutCompanyNames(data), 'ar').map((field) => `${id}: ${field}`),
      ),
      ...writtenSectors.flatMap(({ name, data }) =>
        missingIn(data, 'ar').map((field) => `${name}: ${field}`),
      ),
      ...writtenTailwinds.flatMap(({ name, data }) =>
        missingIn(data, 'ar').map((field) => `${name}: ${field}`),
      ),
      ...missingIn(writtenPage, 'ar').map((field) => `page: ${field}`),
    ];
    expect(missing).toEqual([]);
  });

  it('gives each tag one Arabic text, shared by no other tag', () => {
    const industries = writtenIndustries.map(({ id, data }) => ({ ...data, id }));
    expect(tagTexts(industries, 'ar').problems).toEqual([]);
  });

  it.each(writtenIndustries.map(({ id, data }) => [id, data] as const))(
    '%s states the same figures in Arabic, and its investment sorts the same',
    (_id, data) => {
      const en = resolveIn(data, 'en');
      const ar = resolveIn(data, 'ar');
      expect(parseInvestmentAmount(ar.investment)).toBe(parseInvestmentAmount(en.investment));
      expect(digits(ar.investment)).toEqual(digits(en.investment));
      expect(digits(ar.tam)).toEqual(digits(en.tam));
      expect(digits(ar.description).sort()).toEqual(digits(en.description).sort());
      ar.leaders.forEach((leader, index) => {
        expect(digits(leader.marketCap)).toEqual(digits(en.leaders[index]?.marketCap ?? ''));
      });
    },
  );
});

// The resources content against docs/behaviour/public-pages.md#resources-explorer: the twenty
// industries with their names and scores, the sixteen glossary entries of each kind and the stated
// impact figures. Astro validates the same files with the same schemas at build time; this catches
// a content slip in seconds.
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
import { findCatalogueMismatches } from '~/lib/resources/catalogue-check.ts';
import { parseInvestmentAmount } from '~/lib/resources/investment-amount.ts';

const root = new URL('../../../content/resources/', import.meta.url);
const readYaml = (path: string): unknown => parse(readFileSync(new URL(path, root), 'utf8'));

const industries = readdirSync(new URL('industries/', root))
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => ({
    id: file.replace(/\.yaml$/, ''),
    data: industrySchema.parse(readYaml(`industries/${file}`)),
  }));
const sectorOpportunities = Object.entries(
  readYaml('sector-opportunities.yaml') as Record<string, unknown>,
).map(([name, value]) => ({ name, data: sectorOpportunitySchema.parse(value) }));
const technologyTailwinds = Object.entries(
  readYaml('technology-tailwinds.yaml') as Record<string, unknown>,
).map(([name, value]) => ({ name, data: technologyTailwindSchema.parse(value) }));

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
    expect(findCatalogueMismatches(industries)).toEqual([]);
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
    const page = resourcesPageSchema.parse(readYaml('page.yaml'));
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

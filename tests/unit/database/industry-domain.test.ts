import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INDUSTRY_IDS } from '../../../supabase/functions/_shared/industry-catalogue.ts';
import {
  CONTACT_SOURCES,
  LEAD_TYPE_IDS,
  PIPELINE_STAGE_IDS,
  REQUEST_STATUSES,
} from '../../../src/lib/crm/domain.ts';
import { PROJECT_ROOT } from '../../../supabase/local/db/project-paths.ts';

// The database checks industries against its own copy of the list (SQL cannot import
// TypeScript); this keeps that copy equal to the one catalogue.
function listInDomain(domain: string): string[] {
  const dir = path.join(PROJECT_ROOT, 'supabase', 'migrations');
  const sql = fs
    .readdirSync(dir)
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .join('\n');
  const match = new RegExp(
    `create domain public\\.${domain} as text\\s+check \\(value in \\(([^)]*)\\)\\)`,
    'i',
  ).exec(sql);
  if (!match?.[1]) throw new Error(`domain public.${domain} not found in the migrations`);
  return [...match[1].matchAll(/'([^']+)'/g)].map((m) => m[1]!);
}

describe('value lists in the migrations', () => {
  it('public.industry_id holds exactly the catalogue ids, in catalogue order', () => {
    expect(listInDomain('industry_id')).toEqual([...INDUSTRY_IDS]);
  });

  it.each([
    ['pipeline_stage', PIPELINE_STAGE_IDS],
    ['request_status', REQUEST_STATUSES],
    ['lead_type', LEAD_TYPE_IDS],
    ['contact_source', CONTACT_SOURCES],
  ])('public.%s lists exactly the values of src/lib/crm/domain.ts', (domain, values) => {
    expect(listInDomain(domain)).toEqual([...values]);
  });
});

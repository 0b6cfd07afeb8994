import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '../../../supabase/functions/_shared/industry-catalogue.ts';
import { findCatalogueMismatches } from '~/lib/resources/catalogue-check.ts';

const complete = INDUSTRIES.map((industry) => ({ id: industry.id, data: { name: industry.name } }));

describe('findCatalogueMismatches', () => {
  it('accepts one entry per catalogue id under its catalogue name', () => {
    expect(findCatalogueMismatches(complete)).toEqual([]);
  });

  it('reports a missing industry file', () => {
    expect(findCatalogueMismatches(complete.filter((entry) => entry.id !== 'ocean'))).toEqual([
      'missing content/resources/industries/ocean.yaml',
    ]);
  });

  it('reports a name that differs from the catalogue', () => {
    const renamed = complete.map((entry) =>
      entry.id === 'energy' ? { id: 'energy', data: { name: 'Energy' } } : entry,
    );
    expect(findCatalogueMismatches(renamed)).toEqual([
      'energy: name is "Energy", expected "Renewable Energy"',
    ]);
  });

  it('reports a file whose name is not a catalogue id', () => {
    expect(
      findCatalogueMismatches([...complete, { id: 'space', data: { name: 'Space' } }]),
    ).toEqual(['space: not an industry id in supabase/functions/_shared/industry-catalogue.ts']);
  });
});

import { describe, expect, it } from 'vitest';
import { splitMigrationName } from '../../../supabase/local/db/migrations.ts';

describe('splitMigrationName', () => {
  it.each([
    ['20251121000100_foundations.sql', '20251121000100', 'foundations'],
    ['20251121000300_public_submissions.sql', '20251121000300', 'public_submissions'],
    ['1_a.sql', '1', 'a'],
  ])('%s', (file, version, name) => {
    expect(splitMigrationName(file)).toEqual({ version, name });
  });

  it.each(['foundations.sql', '_x.sql', '2025_.sql', 'abc_def.sql'])(
    'rejects %s with the expected pattern',
    (file) => {
      expect(() => splitMigrationName(file)).toThrow(/<timestamp>_<name>\.sql/);
    },
  );
});

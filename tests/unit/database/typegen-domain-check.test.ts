import { describe, expect, it } from 'vitest';
import { valuesOfDomainCheck } from '../../../supabase/local/typegen/domain-check.ts';

// Definitions as PostgreSQL 15 and PGlite print them (pg_get_constraintdef).
describe('valuesOfDomainCheck', () => {
  it.each([
    ["CHECK ((VALUE = ANY (ARRAY['forum'::text, 'dinner'::text])))", ['forum', 'dinner']],
    [
      "CHECK ((VALUE = ANY (ARRAY['it''s'::text, 'a, b'::text, 'x'', ''y'::text])))",
      ["it's", 'a, b', "x', 'y"],
    ],
    ["CHECK ((VALUE = 'solo'::text))", ['solo']],
    [
      "CHECK ((VALUE = ANY (ARRAY['نورة'::text, '🎉 #1 [a] 50%'::text])))",
      ['نورة', '🎉 #1 [a] 50%'],
    ],
    [
      "CHECK (((VALUE)::text = ANY ((ARRAY['v1'::character varying, 'v2'::character varying])::text[])))",
      ['v1', 'v2'],
    ],
  ])('reads the list of %s', (definition, values) => {
    expect(valuesOfDomainCheck(definition)).toEqual(values);
  });

  it.each([
    "CHECK (((char_length(VALUE) <= 254) AND (VALUE ~ '^[^@]+@[^@]+$'::text))) NOT VALID",
    "CHECK ((VALUE = ANY (ARRAY['a'::text, 'b'::text]))) NOT VALID",
    "CHECK (((VALUE = ANY (ARRAY['a'::text])) OR (VALUE ~~ 'x%'::text)))",
    "CHECK ((VALUE <> ALL (ARRAY['a'::text])))",
    "CHECK ((VALUE = ANY (ARRAY[lower('a'::text)])))",
    'CHECK ((VALUE > 0))',
  ])('is not a list: %s', (definition) => {
    expect(valuesOfDomainCheck(definition)).toBeNull();
  });
});

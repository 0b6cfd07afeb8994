// Reads the values a domain's check allows from its definition as Postgres prints it
// (pg_get_constraintdef): `check (value in ('a', 'b'))` is stored as
// CHECK ((VALUE = ANY (ARRAY['a'::text, 'b'::text]))) and a single value as CHECK ((VALUE = 'a'::text)).
// Any other check (a pattern, a length, a combination) is not a list: the domain stays its base type.

const LITERAL = String.raw`'((?:[^']|'')*)'::(?:text|character varying)`;
const SUBJECT = String.raw`(?:VALUE|\(VALUE\)::text)`;
const ONE = new RegExp(String.raw`^CHECK \(\(${SUBJECT} = ${LITERAL}\)\)$`);
const ANY = new RegExp(
  String.raw`^CHECK \(\(${SUBJECT} = ANY \(\(?ARRAY\[(.*?)\]\)?(?:::text\[\])?\)\)\)$`,
);

/** The listed values in the order written, or null when the check is not a plain list. */
export function valuesOfDomainCheck(definition: string): string[] | null {
  const one = ONE.exec(definition);
  if (one) return [unquote(one[1]!)];
  const list = ANY.exec(definition)?.[1];
  if (list === undefined) return null;
  const item = new RegExp(`${LITERAL}(?:, |$)`, 'y');
  const values: string[] = [];
  while (item.lastIndex < list.length) {
    const match = item.exec(list);
    if (!match) return null;
    values.push(unquote(match[1]!));
  }
  return values.length ? values : null;
}

const unquote = (literal: string) => literal.replaceAll("''", "'");

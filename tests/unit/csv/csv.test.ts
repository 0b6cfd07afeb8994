// The one CSV rule (supabase/functions/_shared/csv.ts) of the staff app's exports, the guest list
// and a person's data archive: RFC 4180 quoting, formulas neutralised, a UTF-8 BOM.
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, toCsv } from '../../../supabase/functions/_shared/csv.ts';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1 555', "'+1 555"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['\r=1+1', `"'\r=1+1"`],
    // Full-width forms, which spreadsheets also read as a formula's start.
    ['＝HYPERLINK("http://x")', `"'＝HYPERLINK(""http://x"")"`],
    ['＋966 55', "'＋966 55"],
    // A semicolon: spreadsheets that split on ';' must see one quoted cell.
    ['x;=1+1', '"x;=1+1"'],
    ['Riyadh; Jeddah', '"Riyadh; Jeddah"'],
    // Direction controls and invisible characters are removed; joiners are looked past.
    ['\u202E=1+1', "'=1+1"],
    ['\u200B=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['\u2066+966 55\u2069', "'+966 55"],
    ['\u200D=1+1', "'\u200D=1+1"],
    ['moc.elpmaxe@\u202Eanor', 'moc.elpmaxe@anor'],
    ['👨‍👩‍👧 family', '👨‍👩‍👧 family'],
    ['سارة\u200Fالقحطاني', 'سارةالقحطاني'],
    ['－2', "'－2"],
    ['＠SUM(A1)', "'＠SUM(A1)"],
    // Only the first character counts, and other text passes unchanged.
    ['a=b', 'a=b'],
    ['نورة الهاشمي', 'نورة الهاشمي'],
    ['Team 🚀 #1 [beta] 50%', 'Team 🚀 #1 [beta] 50%'],
    [' padded ', '" padded "'],
    [null, ''],
    [undefined, ''],
    [42, '42'],
    [true, 'true'],
    // JSON columns of a person's data archive are written as JSON.
    [{ stage: 'evaluation' }, '"{""stage"":""evaluation""}"'],
  ])('%j → %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('writes a header row and CRLF line ends', () => {
    expect(toCsv(['Name', 'Email'], [['Ada', 'ada@example.com']])).toBe(
      'Name,Email\r\nAda,ada@example.com\r\n',
    );
  });

  it('has a UTF-8 byte-order mark for the start of the file', () => {
    expect(new TextEncoder().encode(CSV_BOM)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
});

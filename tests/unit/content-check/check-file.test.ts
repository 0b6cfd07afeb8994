import { describe, expect, it } from 'vitest';
import { checkFile } from '~/content/check/check-file.ts';

const EVENT = `---
title: The Spring Dinner
summary: >-
  A dinner for 30 guests on Thursday, 13 March 2025.
start: '2025-03-13T19:00:00+03:00'
end: '2025-03-13T23:00:00+03:00'
capacity: 25
registration:
  # EDITOR: replace this address.
  url: https://example.com
people:
  - name: Sample Guest
    sample: true
  - name: Jane Doe
    photo: ./jane.jpg
    profileUrl: https://www.linkedin.com/in/jane
seo:
  description: Held on 12 March 2025 in Riyadh.
---

## About

Conference week runs 10 to 14 March 2025, and the
dinner closes it on 13 March.
`;

describe('checkFile on an event page', () => {
  const findings = checkFile('content/events/spring-dinner.md', EVENT);
  const at = (kind: string) =>
    findings.filter((f) => f.kind === kind).map((f) => [f.line, f.message]);

  it('lists the sample marker, editor note and the sample person without photo or link', () => {
    expect(at('sample')).toEqual([[13, expect.stringContaining('"Sample Guest"')]]);
    expect(at('editor-note')).toEqual([[9, 'replace this address.']]);
    expect(at('photo')).toEqual([[12, expect.stringContaining('Sample Guest')]]);
    expect(at('profile')).toEqual([[12, expect.stringContaining('Sample Guest')]]);
  });

  it('finds the guest count that differs from capacity', () => {
    expect(at('capacity')).toEqual([[3, 'the page says "30 guests" but `capacity` is 25']]);
  });

  it('finds the date outside start..end and accepts a span that includes it', () => {
    expect(at('date')).toEqual([[18, expect.stringContaining('"12 March 2025"')]]);
  });

  it('finds a weekday that does not match its day', () => {
    const wrongDay = EVENT.replace('Thursday, 13 March', 'Friday, 13 March');
    const dates = checkFile('content/events/x.md', wrongDay).filter((f) => f.kind === 'date');
    expect(dates.map((f) => f.message)).toContainEqual(
      '"Friday, 13 March 2025": 2025-03-13 is a Thursday',
    );
  });

  it('reports the line of a date in the Markdown body', () => {
    const moved = EVENT.replace('on 13 March.', 'on 15 March.');
    const dates = checkFile('content/events/x.md', moved).filter((f) => f.kind === 'date');
    expect(dates.map((f) => f.line)).toEqual([18, 24]);
  });

  it('says when the page gives a count but capacity is not set', () => {
    const noCapacity = EVENT.replace('capacity: 25\n', '');
    const counts = checkFile('content/events/x.md', noCapacity).filter(
      (f) => f.kind === 'capacity',
    );
    expect(counts.map((f) => f.message)).toEqual([
      'the page says "30 guests" but `capacity` is not set',
    ]);
  });
});

describe('checkFile on other content', () => {
  it('checks a person file for photo and profile link', () => {
    const person = 'name: Ada Khan\nrole: Partner\ngroup: partners\n';
    expect(checkFile('content/people/ada.yaml', person).map((f) => [f.kind, f.line])).toEqual([
      ['photo', 1],
      ['profile', 1],
      ['translation', 2],
    ]);
  });

  it('finds nothing in a complete person file', () => {
    const person =
      'name: Ada Khan\nrole: { en: Partner, ar: شريكة }\ngroup: partners\nphoto: ./ada.jpg\nprofileUrl: https://example.org/ada\n';
    expect(checkFile('content/people/ada.yaml', person)).toEqual([]);
  });

  it('finds sample markers in any file, but people rules only in people files', () => {
    const partner = '# SAMPLE ENTRY: replace it.\nname: Sample Client\nsample: true\n';
    expect(checkFile('content/partners/client.yaml', partner).map((f) => [f.kind, f.line])).toEqual(
      [['sample', 3]],
    );
  });

  it('ignores a sample marker written only in a comment', () => {
    expect(checkFile('content/partners/x.yaml', '# then delete `sample: true`\nname: X\n')).toEqual(
      [],
    );
  });
});

describe('checkFile on translations (issue 28)', () => {
  it('lists each text of a page without its Arabic, on its line', () => {
    const page = [
      'seo:',
      '  title: { en: People, ar: فريقنا }',
      '  description: The founding partners and counsel behind the network, across five fields.',
      'heading:',
      '  en: The people behind the network',
      'groups:',
      '  - id: founding-partners',
      '    heading: { en: Founding Partners, ar: الشركاء المؤسسون }',
      '  - id: associates',
      '    heading: Associates',
      '',
    ].join('\n');
    const findings = checkFile('content/pages/people.yaml', page).filter(
      (f) => f.kind === 'translation',
    );
    expect(findings.map((f) => [f.line, f.message])).toEqual([
      [3, expect.stringContaining('`seo.description` has no Arabic')],
      [5, expect.stringContaining('`heading` has no Arabic')],
      [10, expect.stringContaining('`groups.1.heading` has no Arabic')],
    ]);
  });

  it('asks for the Arabic legal text until the file beside it exists', () => {
    const legal =
      '---\ntitle: { en: Terms, ar: الشروط }\ndescription: { en: d, ar: و }\n---\nText\n';
    const kinds = (present: string[]) =>
      checkFile('content/legal/terms-of-use.md', legal, new Set(present)).map((f) => f.message);
    expect(kinds([])).toEqual([expect.stringContaining('add content/legal/terms-of-use.ar.md')]);
    expect(kinds(['content/legal/terms-of-use.ar.md'])).toEqual([]);
  });

  it("lists an event's short facts without Arabic, and its missing long text once", () => {
    const eventFile = [
      '---',
      'title: { en: An Evening, ar: أمسية }',
      'navTitle: Evening',
      'badges: [{ en: Private, ar: خاص }, Invitation Only]',
      'summary: { en: A private evening., ar: أمسية خاصة. }',
      "start: '2025-06-24T19:30:00+03:00'",
      'schedule:',
      "  - { time: '7:30 PM', label: { en: Reception, ar: استقبال } }",
      "  - { time: '8:30 PM', label: Dinner }",
      'venue: { en: A residence, ar: منزل }',
      'area: { en: Riyadh, ar: الرياض }',
      'cta: { en: RSVP, ar: أكّد حضورك }',
      'format: [Dinner]',
      'seo:',
      '  title: { en: An Evening, ar: أمسية }',
      '  description: A private evening in Riyadh for founders and investors alike.',
      '  image: ./cover.jpg',
      '---',
      'Text',
      '',
    ].join('\n');
    const findings = checkFile('content/events/an-evening.md', eventFile).filter(
      (f) => f.kind === 'translation',
    );
    expect(findings.map((f) => [f.line, f.message])).toEqual([
      [1, expect.stringContaining('add content/events/an-evening.ar.md')],
      [3, expect.stringContaining('`navTitle` has no Arabic')],
      [4, expect.stringContaining('`badges.1` has no Arabic')],
      [9, expect.stringContaining('`schedule.1.label` has no Arabic')],
      [13, expect.stringContaining('`format.0` has no Arabic')],
      [16, expect.stringContaining('`seo.description` has no Arabic')],
    ]);
  });

  it("lists each text below an event's hero without Arabic, until none is missing (issue 28)", () => {
    const eventFile = (people: string, agenda: string, videos: string, extras: string) =>
      [
        '---',
        'title: { en: An Evening, ar: أمسية }',
        `peopleHeading: ${people}`,
        'people:',
        '  - name: Sample Speaker A',
        '    title: { en: Partner, ar: شريك }',
        '    organisation: Venture fund',
        '    profileUrl: https://www.linkedin.com/in/sample',
        '    sample: true',
        'agenda:',
        `  - { time: '09:00', title: ${agenda}, description: { en: Why, ar: لماذا } }`,
        'videos:',
        `  - { title: ${videos}, youtubeId: abcdefghijk }`,
        extras,
        '---',
        'Text',
        '',
      ].join('\n');
    const translations = (text: string, present: string[] = []) =>
      checkFile('content/events/an-evening.md', text, new Set(present))
        .filter((f) => f.kind === 'translation')
        .map((f) => [f.line, f.message]);
    const english = eventFile(
      'Speakers',
      'Coffee',
      "'Studio tour, part one'",
      'infoBox: { heading: About LEAP, body: { en: A fair. } }\nquote: { text: Capital., attribution: { en: Hosts, ar: المضيفون } }',
    );
    expect(translations(english, ['content/events/an-evening.ar.md'])).toEqual([
      [3, expect.stringContaining('`peopleHeading` has no Arabic')],
      [7, expect.stringContaining('`people.0.organisation` has no Arabic')],
      [11, expect.stringContaining('`agenda.0.title` has no Arabic')],
      [13, expect.stringContaining('`videos.0.title` has no Arabic')],
      [14, expect.stringContaining('`infoBox.heading` has no Arabic')],
      [14, expect.stringContaining('`infoBox.body` has no Arabic')],
      [15, expect.stringContaining('`quote.text` has no Arabic')],
    ]);
    const arabic = eventFile(
      '{ en: Speakers, ar: المتحدثون }',
      '{ en: Coffee, ar: قهوة }',
      "{ en: 'Studio tour, part one', ar: 'جولة في الاستوديو، الجزء الأول' }",
      'infoBox: { heading: { en: About, ar: عن }, body: { en: A fair., ar: معرض. } }',
    ).replace('organisation: Venture fund', 'organisation: { en: Venture fund, ar: صندوق جريء }');
    expect(translations(arabic, ['content/events/an-evening.ar.md'])).toEqual([]);
    // The long text's file beside the event is what takes its finding away.
    expect(translations(arabic)).toEqual([
      [1, expect.stringContaining('add content/events/an-evening.ar.md')],
    ]);
    // Ids, links and clock times are never asked for in Arabic.
    expect(JSON.stringify(translations(english))).not.toMatch(/profileUrl|youtubeId|time|name/);
  });

  it("checks an event's Arabic long text for nothing but editors' notes", () => {
    expect(checkFile('content/events/an-evening.ar.md', '## عن الأمسية\n\nنص.\n')).toEqual([]);
  });

  it("lists an industry card's texts without Arabic, but not its companies' names", () => {
    const industry = [
      'name: { en: Aerospace, ar: الطيران والفضاء }',
      'score: 86',
      'description:',
      '  en: The national aviation strategy targets about $100 billion of investment by 2030.',
      'investment: { en: $100 billion (estimate), ar: 100 مليار دولار (تقديري) }',
      'tam: $30+ billion a year (estimate)',
      'keyAreas:',
      '  - { en: Airlines and airports, ar: شركات الطيران والمطارات }',
      '  - Space and satellites',
      'techTailwinds: [{ en: Robotics, ar: الروبوتات }]',
      'leaders:',
      '  - name: Riyadh Air',
      '    marketCap: { en: Not listed (PIF company), ar: غير مدرجة }',
      '  - name: Saudia Group',
      '    marketCap: Not listed (state-owned)',
      '',
    ].join('\n');
    const findings = checkFile('content/resources/industries/aerospace.yaml', industry);
    expect(findings.map((f) => [f.line, f.message])).toEqual([
      [4, expect.stringContaining('`description` has no Arabic')],
      [6, expect.stringContaining('`tam` has no Arabic')],
      [9, expect.stringContaining('`keyAreas.1` has no Arabic')],
      [15, expect.stringContaining('`leaders.1.marketCap` has no Arabic')],
    ]);
  });

  it('lists the texts of the explorer page and its glossaries without Arabic', () => {
    const glossary = [
      'Hospitality:',
      '  description: { en: Hotels and resorts., ar: الفنادق والمنتجعات. }',
      '  opportunities:',
      '    - { en: Hotel operation, ar: تشغيل الفنادق }',
      '    - Hospitality training academies',
      '',
    ].join('\n');
    expect(
      checkFile('content/resources/sector-opportunities.yaml', glossary).map((f) => [
        f.line,
        f.message,
      ]),
    ).toEqual([[5, expect.stringContaining('`Hospitality.opportunities.1` has no Arabic')]]);
    const page = 'heading: { en: Vision 2030, ar: رؤية 2030 }\nheadline: $3 trillion\n';
    expect(checkFile('content/resources/page.yaml', page).map((f) => [f.line, f.message])).toEqual([
      [2, expect.stringContaining('`headline` has no Arabic')],
    ]);
  });

  it('leaves pages that have no Arabic version alone', () => {
    expect(checkFile('content/pages/unsubscribe.yaml', 'heading: Stop receiving it?\n')).toEqual(
      [],
    );
  });
});

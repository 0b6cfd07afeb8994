import { describe, expect, it } from 'vitest';
import { resolveResources, tagTexts, type ResourcesContent } from '~/lib/resources/localize.ts';

const pair = (en: string, ar?: string) => (ar === undefined ? { en } : { en, ar });

const copy = {
  searchPlaceholder: pair('Search...', 'ابحث...'),
  score: { title: pair('Opportunity Score', 'مؤشر الفرصة'), intro: 'Weighs:', criteria: ['a'] },
  investment: { title: 'Expected Investment', text: 'Capital.' },
  tam: { title: 'Total Addressable Market', text: 'Demand.' },
  missingDescription: pair('Description not available', 'الوصف غير متوفر'),
};

const content = {
  page: {
    seo: { title: pair('Title', 'العنوان'), description: 'English only description' },
    heading: pair('Heading', 'العنوان الرئيسي'),
    headline: '$3 trillion',
    intro: 'Intro',
    noScriptNote: 'Note',
    figuresNote: 'Figures',
    explorer: copy,
  },
  industries: [
    {
      id: 'tourism',
      name: pair('Tourism & Entertainment', 'السياحة والترفيه'),
      score: 85,
      description: pair('English description', 'الوصف'),
      investment: pair('$800 billion (estimate)', '800 مليار دولار (تقديري)'),
      tam: '$110+ billion',
      keyAreas: [pair('Hospitality', 'الضيافة'), pair('Religious tourism')],
      techTailwinds: [pair('Smart Tourism', 'السياحة الذكية')],
      leaders: [{ name: 'Red Sea Global', marketCap: pair('Not listed', 'غير مدرجة') }],
    },
  ],
  sectorOpportunities: {
    Hospitality: {
      description: pair('Hotels.', 'الفنادق.'),
      opportunities: [pair('Run', 'تشغيل')],
    },
    'Religious tourism': { description: 'Pilgrims.', opportunities: ['Transport'] },
  },
  technologyTailwinds: {
    'Smart Tourism': {
      description: pair('Digital.', 'رقمي.'),
      applications: ['Apps'],
      impact: [pair('Faster', 'أسرع')],
    },
  },
} as unknown as ResourcesContent;

describe('resolveResources', () => {
  it('gives the English page plain English, keyed by the English tags', () => {
    const { page, explorer } = resolveResources(content, 'en');
    expect(page.heading).toBe('Heading');
    expect(explorer.industries[0]?.keyAreas).toEqual(['Hospitality', 'Religious tourism']);
    expect(Object.keys(explorer.sectorOpportunities)).toEqual(['Hospitality', 'Religious tourism']);
    expect(explorer.sectorOpportunities['Hospitality']?.description).toBe('Hotels.');
    expect(explorer.copy.missingDescription).toBe('Description not available');
  });

  it('gives the Arabic page Arabic only, glossaries keyed by the Arabic tag text', () => {
    const { page, explorer } = resolveResources(content, 'ar');
    expect(page.heading).toBe('العنوان الرئيسي');
    const [tourism] = explorer.industries;
    expect(tourism?.name).toBe('السياحة والترفيه');
    expect(tourism?.keyAreas).toEqual(['الضيافة', 'Religious tourism']);
    expect(tourism?.leaders).toEqual([{ name: 'Red Sea Global', marketCap: 'غير مدرجة' }]);
    expect(explorer.sectorOpportunities['الضيافة']).toEqual({
      description: 'الفنادق.',
      opportunities: ['تشغيل'],
    });
    // A tag still in English keeps its English key, so its dialog still finds its entry.
    expect(explorer.sectorOpportunities['Religious tourism']?.description).toBe('Pilgrims.');
    expect(explorer.technologyTailwinds['السياحة الذكية']?.impact).toEqual(['أسرع']);
    expect(explorer.copy.score.title).toBe('مؤشر الفرصة');
    // Nothing of the other language reaches the island's props.
    expect(JSON.stringify(explorer)).not.toMatch(/"en"|"ar"|Hotels\.|Tourism & Entertainment/);
  });
});

describe('tagTexts', () => {
  const card = (id: string, keyAreas: ReturnType<typeof pair>[]) => ({
    id,
    keyAreas,
    techTailwinds: [],
  });

  it('maps each English tag to its text, with no problem when files agree', () => {
    const { texts, problems } = tagTexts(
      [card('a', [pair('Hospitality', 'الضيافة')]), card('b', [pair('Hospitality', 'الضيافة')])],
      'ar',
    );
    expect([...texts]).toEqual([['Hospitality', 'الضيافة']]);
    expect(problems).toEqual([]);
  });

  it('reports one English tag translated two ways', () => {
    expect(
      tagTexts(
        [card('a', [pair('Hospitality', 'الضيافة')]), card('b', [pair('Hospitality', 'الفندقة')])],
        'ar',
      ).problems,
    ).toEqual(['b: tag "Hospitality" reads "الفندقة" here but "الضيافة" elsewhere']);
  });

  it('reports two English tags sharing one translation', () => {
    expect(
      tagTexts([card('a', [pair('Hospitality', 'الضيافة'), pair('Hotels', 'الضيافة')])], 'ar')
        .problems,
    ).toEqual(['tags "Hospitality" and "Hotels" both read "الضيافة"']);
  });
});

// Infers a contact's industry from company name, job title and e-mail domain with the weighted
// keyword model in industry-keywords.ts. Pure: the same contact always gets the same answer.
import { INDUSTRIES, type IndustryId } from '../industry-catalogue.ts';
import {
  DOMAIN_STEMS,
  DOMAIN_STEM_WEIGHT,
  DOMAIN_SUFFIXES,
  INDUSTRY_TERMS,
  MINIMUM_SCORE,
  PERSONAL_MAIL_PROVIDERS,
  SOURCE_WEIGHTS,
} from './industry-keywords.ts';
import { tokenize } from './tokenize.ts';

export interface ContactFacts {
  company?: string | null | undefined;
  title?: string | null | undefined;
  email?: string | null | undefined;
}

export interface IndustryScore {
  industry: IndustryId;
  score: number;
  /** The score from the company name and domain alone; breaks ties in their favour. */
  companyScore: number;
  evidence: string[];
}

export interface Classification {
  /** null when nothing scores at least MINIMUM_SCORE: unknowns stay unclassified. */
  industry: IndustryId | null;
  ranking: IndustryScore[];
}

interface TermHit {
  industry: IndustryId;
  weight: number;
}

const CATALOGUE_ORDER = new Map(INDUSTRIES.map((industry, index) => [industry.id, index]));
const LONGEST_PHRASE = 3;

/** Phrase (normalized words joined by spaces) -> the industries it points to. */
const PHRASE_INDEX: ReadonlyMap<string, readonly TermHit[]> = (() => {
  const index = new Map<string, TermHit[]>();
  for (const [industry, terms] of Object.entries(INDUSTRY_TERMS) as [
    IndustryId,
    Record<string, number>,
  ][]) {
    for (const [term, weight] of Object.entries(terms)) {
      const phrase = tokenize(term).join(' ');
      index.set(phrase, [...(index.get(phrase) ?? []), { industry, weight }]);
    }
  }
  return index;
})();

/** Greedy longest match: "machine learning" counts once, not also as "learning". */
export function matchPhrases(
  words: readonly string[],
): { phrase: string; hits: readonly TermHit[] }[] {
  const matches: { phrase: string; hits: readonly TermHit[] }[] = [];
  let position = 0;
  while (position < words.length) {
    let advanced = false;
    for (let length = Math.min(LONGEST_PHRASE, words.length - position); length > 0; length -= 1) {
      const phrase = words.slice(position, position + length).join(' ');
      const hits = PHRASE_INDEX.get(phrase);
      if (hits) {
        matches.push({ phrase, hits });
        position += length;
        advanced = true;
        break;
      }
    }
    if (!advanced) position += 1;
  }
  return matches;
}

/** The stems found inside one domain label, dropping any stem found inside a longer one. */
export function matchDomainStems(label: string): { stem: string; industry: IndustryId }[] {
  const found: { stem: string; industry: IndustryId; start: number; end: number }[] = [];
  for (const [industry, stems] of Object.entries(DOMAIN_STEMS) as [
    IndustryId,
    readonly string[],
  ][]) {
    for (const stem of stems) {
      const start = label.indexOf(stem);
      if (start >= 0) found.push({ stem, industry, start, end: start + stem.length });
    }
  }
  return found
    .filter(
      (inner) =>
        !found.some(
          (outer) =>
            outer !== inner &&
            outer.stem.length > inner.stem.length &&
            outer.start <= inner.start &&
            outer.end >= inner.end,
        ),
    )
    .map(({ stem, industry }) => ({ stem, industry }));
}

interface Evidence {
  industry: IndustryId;
  points: number;
  fromCompany: boolean;
  note: string;
}

function textEvidence(text: string | null | undefined, source: 'company' | 'title'): Evidence[] {
  if (!text) return [];
  return matchPhrases(tokenize(text)).flatMap(({ phrase, hits }) =>
    hits.map((hit) => ({
      industry: hit.industry,
      points: hit.weight * SOURCE_WEIGHTS[source],
      fromCompany: source === 'company',
      note: `${source}: ${phrase}`,
    })),
  );
}

/** The part of an address after "@", unless it is a personal mailbox provider. */
export function companyDomainLabels(email: string | null | undefined): string[] {
  const domain = email?.split('@')[1]?.trim().toLowerCase();
  if (!domain) return [];
  const labels = domain.split('.').filter(Boolean);
  if (labels.length < 2) return [];
  return labels;
}

function domainEvidence(email: string | null | undefined): Evidence[] {
  const labels = companyDomainLabels(email);
  if (labels.length === 0) return [];
  const evidence: Evidence[] = [];
  const note = (text: string) => `domain: ${text}`;

  // Registry endings: ".edu", ".edu.sa", ".ac.uk", ".mil", ".bank"... (not the first label).
  for (const label of labels.slice(1)) {
    for (const hint of DOMAIN_SUFFIXES.filter((entry) => entry.suffix === label)) {
      evidence.push({
        industry: hint.industry,
        points: hint.weight * SOURCE_WEIGHTS.domain,
        fromCompany: true,
        note: note(`.${label}`),
      });
    }
  }

  // The organisation's own name: the label before the public suffix ("acme" in mail.acme.com.sa).
  const name = organisationLabel(labels);
  if (!name || PERSONAL_MAIL_PROVIDERS.has(name)) return evidence;
  const wordEvidence = textEvidence(name.replace(/[-\d]+/g, ' '), 'company').map((item) => ({
    ...item,
    note: note(name),
  }));
  if (wordEvidence.length > 0) return [...evidence, ...wordEvidence];
  for (const { stem, industry } of matchDomainStems(name.replace(/-/g, ''))) {
    evidence.push({
      industry,
      points: DOMAIN_STEM_WEIGHT * SOURCE_WEIGHTS.domain,
      fromCompany: true,
      note: note(`${name} (${stem})`),
    });
  }
  return evidence;
}

/** Second-level labels that, before a country code, are part of the public suffix. */
const GENERIC_SECOND_LEVEL = new Set([
  'com',
  'co',
  'net',
  'org',
  'gov',
  'edu',
  'ac',
  'sch',
  'ltd',
  'plc',
  'med',
]);

export function organisationLabel(labels: readonly string[]): string | undefined {
  let end = labels.length - 1; // drop the top-level domain
  const topLevel = labels[end] ?? '';
  if (topLevel.length === 2 && end >= 2 && GENERIC_SECOND_LEVEL.has(labels[end - 1] ?? ''))
    end -= 1;
  return labels[end - 1];
}

export function scoreIndustries(facts: ContactFacts): IndustryScore[] {
  const evidence = [
    ...textEvidence(facts.company, 'company'),
    ...textEvidence(facts.title, 'title'),
    ...domainEvidence(facts.email),
  ];
  const scores = new Map<IndustryId, IndustryScore>();
  for (const item of evidence) {
    const entry = scores.get(item.industry) ?? {
      industry: item.industry,
      score: 0,
      companyScore: 0,
      evidence: [],
    };
    entry.score += item.points;
    if (item.fromCompany) entry.companyScore += item.points;
    entry.evidence.push(item.note);
    scores.set(item.industry, entry);
  }
  // Highest score first; ties go to the stronger company evidence, then to catalogue order.
  return [...scores.values()].sort(
    (a, b) =>
      b.score - a.score ||
      b.companyScore - a.companyScore ||
      (CATALOGUE_ORDER.get(a.industry) ?? 0) - (CATALOGUE_ORDER.get(b.industry) ?? 0),
  );
}

export function classifyIndustry(facts: ContactFacts): Classification {
  const ranking = scoreIndustries(facts);
  const best = ranking[0];
  return { industry: best && best.score >= MINIMUM_SCORE ? best.industry : null, ranking };
}

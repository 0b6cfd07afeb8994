// The staff app's Arabic (src/lib/crm/labels-ar.ts, src/lib/crm/value-labels-ar.ts): every English
// key has its Arabic in the same place, no Arabic string is the English one or holds a Latin word
// outside a named list, every sentence with values reads as Arabic for the counts 0, 1, 2, 3, 11
// and 100 with the English one's slots, and counted nouns agree with their number.
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ar } from '~/lib/crm/labels-ar.ts';
import { en } from '~/lib/crm/labels.ts';
import { arValueLabels } from '~/lib/crm/value-labels-ar.ts';
import { SENIORITY_LEVELS } from '~/lib/crm/guest-mix.ts';
import { arabicCount, type ArabicCountForms } from '~/lib/text/arabic-count.ts';
import { EVENT_TYPES } from '~functions/_shared/domain/event-types.ts';
import { LEAD_TYPE_IDS } from '~functions/_shared/domain/lead-types.ts';
import { PIPELINE_STAGE_IDS } from '~functions/_shared/domain/pipeline-stages.ts';
import {
  PRIVACY_INCIDENT_STATUSES,
  PRIVACY_REQUEST_STATUSES,
} from '~functions/_shared/domain/privacy.ts';
import { REQUEST_STATUSES } from '~functions/_shared/domain/request-statuses.ts';
import { RETENTION_RULES } from '~functions/_shared/domain/retention-rules.ts';

/** Words that stay as written in an Arabic string: brands, acronyms, key names, what a log says. */
const ALLOWED_LATIN = [
  'SUPABASE_BACKUP_INTERVAL',
  'npm run backup',
  'Backup failed',
  'example.com/deck.pdf',
  'LinkedIn',
  'CSV',
  'MQL',
  'SQL',
  'SQO',
  'Make',
  'A4',
  'Enter',
  'Esc',
];

/** The strings whose Arabic is the English itself. */
const ALLOWED_SAME = new Set(['LinkedIn', 'CSV', 'example.com/deck.pdf']);

/** Sentences that only join their values (`${title}: ${outcome}`), the same in both languages. */
const SAME_SHAPE_FUNCTIONS = new Set(['networkHistory.titled']);

/** The counts every sentence with a number is read with. */
const COUNTS = [0, 1, 2, 3, 11, 100];

const ARABIC_LETTER = /[\u0621-\u064A]/;
const slotsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

/** The Latin words of `text` outside ALLOWED_LATIN and its `{slots}`. */
function latinWords(text: string): string[] {
  let rest = text.replace(/\{\w+\}/g, ' ');
  for (const allowed of ALLOWED_LATIN) rest = rest.replaceAll(allowed, ' ');
  return rest.match(/[A-Za-z][A-Za-z0-9'’-]*/g) ?? [];
}

interface Leaf {
  path: string;
  value: unknown;
}

function leaves(value: unknown, path = ''): Leaf[] {
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, inner]) =>
      leaves(inner, path ? `${path}.${key}` : key),
    );
  }
  return [{ path, value }];
}

function at(root: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], root);
}

/** The keys in order, nested, so two dictionaries with the same shape give the same list. */
function shape(value: unknown, path = ''): string[] {
  if (typeof value !== 'object' || value === null) return [path];
  return Object.entries(value).flatMap(([key, inner]) => shape(inner, `${path}/${key}`));
}

/** A function's parameter types, read from the English dictionary's source. */
type Param = 'string' | 'number' | 'boolean' | { fields: Record<string, 'string' | 'number'> };

function functionParams(): Map<string, Param[]> {
  const file = 'src/lib/crm/labels.ts';
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const params = new Map<string, Param[]>();
  const typeOf = (node: ts.TypeNode | undefined): Param => {
    if (node && ts.isTypeLiteralNode(node)) {
      const fields: Record<string, 'string' | 'number'> = {};
      for (const member of node.members) {
        if (ts.isPropertySignature(member) && member.type) {
          fields[member.name.getText()] = member.type.getText() === 'number' ? 'number' : 'string';
        }
      }
      return { fields };
    }
    const text = node?.getText();
    if (text === 'number' || text === 'boolean') return text;
    return 'string';
  };
  const walk = (object: ts.ObjectLiteralExpression, path: string) => {
    for (const property of object.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const name = property.name.getText().replace(/^'|'$/g, '');
      const key = path ? `${path}.${name}` : name;
      const value = property.initializer;
      if (ts.isObjectLiteralExpression(value)) walk(value, key);
      else if (ts.isArrowFunction(value))
        params.set(
          key,
          value.parameters.map((parameter) => typeOf(parameter.type)),
        );
    }
  };
  source.forEachChild(function visit(node) {
    if (ts.isVariableDeclaration(node) && node.name.getText() === 'en' && node.initializer) {
      const init = ts.isAsExpression(node.initializer)
        ? node.initializer.expression
        : node.initializer;
      if (ts.isObjectLiteralExpression(init)) walk(init, '');
    }
    node.forEachChild(visit);
  });
  return params;
}

/** The arguments a function is called with for `count`: numbers the count, strings Arabic words. */
function argsFor(params: readonly Param[], count: number, flag: boolean): unknown[] {
  return params.map((param) => {
    if (param === 'number') return count;
    if (param === 'boolean') return flag;
    if (param === 'string') return 'نص';
    return Object.fromEntries(
      Object.entries(param.fields).map(([field, type]) => [
        field,
        type === 'number' ? count : 'نص',
      ]),
    );
  });
}

const PARAMS = functionParams();
const stringLeaves = leaves(ar).filter((leaf) => typeof leaf.value === 'string');
const functionLeaves = leaves(ar).filter((leaf) => typeof leaf.value === 'function');

describe('the Arabic dictionary', () => {
  it('has every key of the English one, nested and ordered the same', () => {
    expect(shape(ar)).toEqual(shape(en));
  });

  it('reads every function of the English dictionary', () => {
    expect(functionLeaves.map((leaf) => leaf.path).sort()).toEqual([...PARAMS.keys()].sort());
  });

  it.each(stringLeaves.map((leaf) => [leaf.path, leaf.value as string]))(
    '%s is Arabic: %s',
    (path, text) => {
      const english = at(en, path) as string;
      if (ALLOWED_SAME.has(text)) {
        expect(text).toBe(english);
        return;
      }
      expect(text).not.toBe(english);
      expect(text).toMatch(ARABIC_LETTER);
      expect(latinWords(text)).toEqual([]);
      expect(slotsOf(text)).toEqual(slotsOf(english));
    },
  );

  it.each(functionLeaves.map((leaf) => [leaf.path]))(
    '%s reads as Arabic for 0, 1, 2, 3, 11 and 100',
    (path) => {
      const params = PARAMS.get(path) ?? [];
      const arabic = at(ar, path) as (...args: unknown[]) => string;
      const english = at(en, path) as (...args: unknown[]) => string;
      const counts = params.some((param) => param !== 'string') ? COUNTS : [1];
      for (const count of counts) {
        for (const flag of params.includes('boolean') ? [false, true] : [false]) {
          const args = argsFor(params, count, flag);
          const text = arabic(...args);
          expect(text, `${path}(${args.join(', ')})`).toMatch(ARABIC_LETTER);
          if (!SAME_SHAPE_FUNCTIONS.has(path)) {
            expect(text, `${path}(${args.join(', ')})`).not.toBe(english(...args));
          }
          expect(latinWords(text), `${path}(${args.join(', ')}): ${text}`).toEqual([]);
          expect(slotsOf(text), `${path}(${args.join(', ')})`).toEqual(slotsOf(english(...args)));
          // The number is written in Western digits, or not at all (1 and 2 are words in Arabic).
          expect(text).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
        }
      }
    },
  );

  it.each([
    [ar.events.sendTo(0), 'إرسال إلى 0 ضيف'],
    [ar.events.sendTo(1), 'إرسال إلى ضيف واحد'],
    [ar.events.sendTo(2), 'إرسال إلى ضيفين'],
    [ar.events.sendTo(3), 'إرسال إلى 3 ضيوف'],
    [ar.events.sendTo(11), 'إرسال إلى 11 ضيفًا'],
    [ar.events.sendTo(100), 'إرسال إلى 100 ضيف'],
    // Past 100 the last two digits decide: 10050 ends in 50, which takes the accusative singular.
    [ar.events.sendTo(10_050), 'إرسال إلى 10050 ضيفًا'],
    [
      ar.events.ofTheApprovedAndWithoutARequest(2),
      'من المقبولين، ومعهم ضيفان دون طلب (إضافة عند الباب أو دعوة مباشرة)',
    ],
    [ar.events.seatsFree(0), 'لا يوجد مقعد شاغر'],
    [ar.events.seatsFree(1), 'يوجد مقعد شاغر'],
    [ar.events.seatsFree(2), 'يوجد مقعدان شاغران'],
    [ar.events.seatsFree(5), 'يوجد 5 مقاعد شاغرة'],
    [ar.events.seatsFree(12), 'يوجد 12 مقعدًا شاغرًا'],
    [ar.checkIn.offlineWaiting(ar.checkIn.checkIns(3)), 'غير متصل — بانتظار الإرسال: 3 تسجيلات'],
    [ar.checkIn.sending(ar.checkIn.checkIns(2)), 'جارٍ الإرسال: تسجيلان…'],
    [ar.requests.daysInQueue(1), 'ينتظر منذ يوم واحد'],
    [ar.requests.daysInQueue(2), 'ينتظر منذ يومين'],
    [ar.requests.daysInQueue(14), 'ينتظر منذ 14 يومًا'],
    [ar.backups.hoursAgo(1), 'قبل ساعة'],
    [ar.backups.hoursAgo(5), 'قبل 5 ساعات'],
    [ar.backups.minutesAgo(45), 'قبل 45 دقيقة'],
    [ar.backups.lastBackup(ar.backups.daysAgo(2)), 'آخر نسخة احتياطية قبل يومين'],
    [ar.jobs.attemptsFailed(1), 'محاولة واحدة · فشلت في {time}'],
    [ar.jobs.attemptsFailed(5), '5 محاولات · فشلت في {time}'],
    [ar.privacy.retentionRecords(0), 'لم يحن موعد محو أي سجل'],
    [ar.privacy.retentionRecords(3), 'مُحيت 3 سجلات'],
    [ar.privacy.retentionRecords(250), 'مُحي 250 سجلًا'],
    [ar.privacy.aboutPeople(40), ' · نحو 40 شخصًا'],
    [ar.privacy.awaitingVerificationCount(12_000), 'بانتظار التحقق (12,000)'],
    [ar.app.pendingBadge(3), '، 3 طلبات قيد المراجعة'],
    [
      ar.shared.openItemsQuestion(2, 'التقييم', 'مغلقة - ناجحة'),
      'لا يزال لدى {name} بندان مفتوحان في قائمة متابعة «التقييم». هل تريد النقل إلى «مغلقة - ناجحة» رغم ذلك؟',
    ],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });
});

describe('arabicCount', () => {
  const guests: ArabicCountForms = {
    one: 'ضيف واحد',
    two: 'ضيفان',
    few: '{n} ضيوف',
    many: '{n} ضيفًا',
    other: '{n} ضيف',
  };

  it.each([
    [0, '0 ضيف'],
    [1, 'ضيف واحد'],
    [2, 'ضيفان'],
    [3, '3 ضيوف'],
    [10, '10 ضيوف'],
    [11, '11 ضيفًا'],
    [99, '99 ضيفًا'],
    [100, '100 ضيف'],
    [101, '101 ضيف'],
    [102, '102 ضيف'],
    [103, '103 ضيوف'],
    [110, '110 ضيوف'],
    [111, '111 ضيفًا'],
    [200, '200 ضيف'],
    [1000, '1000 ضيف'],
    [1011, '1011 ضيفًا'],
  ])('%i → %s', (count, expected) => {
    expect(arabicCount(count, guests)).toBe(expected);
  });

  it('takes its own word for zero when given one', () => {
    expect(arabicCount(0, { ...guests, zero: 'لا ضيوف' })).toBe('لا ضيوف');
    expect(arabicCount(1, { ...guests, zero: 'لا ضيوف' })).toBe('ضيف واحد');
  });
});

describe('the Arabic value lists', () => {
  it('name every value of each list', () => {
    expect(Object.keys(arValueLabels.pipelineStages)).toEqual([...PIPELINE_STAGE_IDS]);
    expect(Object.keys(arValueLabels.leadTypes).sort()).toEqual([...LEAD_TYPE_IDS].sort());
    expect(Object.keys(arValueLabels.eventTypes).sort()).toEqual([...EVENT_TYPES].sort());
    expect(Object.keys(arValueLabels.requestStatuses).sort()).toEqual([...REQUEST_STATUSES].sort());
    expect(Object.keys(arValueLabels.privacyRequestStatuses).sort()).toEqual(
      [...PRIVACY_REQUEST_STATUSES].sort(),
    );
    expect(Object.keys(arValueLabels.privacyIncidentStatuses).sort()).toEqual(
      [...PRIVACY_INCIDENT_STATUSES].sort(),
    );
    expect(Object.keys(arValueLabels.retentionRules)).toEqual(
      RETENTION_RULES.map((rule) => rule.key),
    );
    expect(Object.keys(arValueLabels.seniority)).toEqual([...SENIORITY_LEVELS]);
  });

  it.each(
    leaves(arValueLabels)
      .filter((leaf) => typeof leaf.value === 'string')
      .map((leaf) => [leaf.path, leaf.value as string]),
  )('%s is Arabic: %s', (_path, text) => {
    expect(text).toMatch(ARABIC_LETTER);
    expect(latinWords(text)).toEqual([]);
  });

  it.each([
    [arValueLabels.privacyClocks.daysLeftText(-1), 'متأخر يومًا واحدًا'],
    [arValueLabels.privacyClocks.daysLeftText(-2), 'متأخر يومين'],
    [arValueLabels.privacyClocks.daysLeftText(-12), 'متأخر 12 يومًا'],
    [arValueLabels.privacyClocks.daysLeftText(0), 'الموعد النهائي اليوم'],
    [arValueLabels.privacyClocks.daysLeftText(1), 'بقي يوم واحد'],
    [arValueLabels.privacyClocks.daysLeftText(2), 'بقي يومان'],
    [arValueLabels.privacyClocks.daysLeftText(5), 'بقي 5 أيام'],
    [arValueLabels.privacyClocks.daysLeftText(30), 'بقي 30 يومًا'],
    [arValueLabels.privacyClocks.notifyText(31), 'أبلغ سدايا خلال 31 س'],
    [arValueLabels.privacyClocks.notifyText(-4), 'تأخّر الإبلاغ 4 س'],
  ])('the privacy clock reads %s', (text, expected) => {
    expect(text).toBe(expected);
  });
});

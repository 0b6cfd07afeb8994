// The staff app's dictionary (src/lib/crm/labels.ts): its sentences with values read as the screens
// read before the words moved, and withSlots puts elements where a sentence names them.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { withSlots } from '~/islands/crm/shared/components/with-slots.tsx';
import { labels, type CrmLabels } from '~/lib/crm/labels.ts';

describe('sentences with values', () => {
  it.each([
    [labels.checkIn.checkIns(1), '1 check-in'],
    [labels.checkIn.checkIns(2), '2 check-ins'],
    [labels.checkIn.offlineWaiting(labels.checkIn.checkIns(3)), 'Offline — 3 check-ins waiting'],
    [labels.checkIn.checkedInAt('19:05', true), 'Checked in 19:05 (waiting to send)'],
    [labels.checkIn.undoSeconds(0), 'Undo (0 s)'],
    [labels.events.seatsFree(1), 'A seat is free'],
    [labels.events.seatsFree(3), '3 seats are free'],
    [labels.events.sendTo(1), 'Send to 1 guest'],
    [labels.events.sendTo(10_050), 'Send to 10050 guests'],
    [labels.jobs.attemptsFailed(1), '1 attempt · failed {time}'],
    [labels.jobs.attemptsFailed(5), '5 attempts · failed {time}'],
    [labels.all.exportCsvCount('10,050'), 'Export CSV (10,050)'],
    [labels.all.rowsRange('1', '50', '10,050'), 'Rows 1–50 of 10,050'],
    [
      labels.shared.openItemsQuestion(1, 'Lead', 'Won'),
      '{name} still has 1 open checklist item in Lead. Move them to Won anyway?',
    ],
    [
      labels.pipeline.pickedUp('محمد العتيبي'),
      'Picked up محمد العتيبي. Use the left and right arrow keys to choose a stage, Space to drop, Escape to cancel.',
    ],
    [
      labels.contact.fileTooLarge('Budget (v2) [final] #3 50%.pdf'),
      'Budget (v2) [final] #3 50%.pdf is larger than 50 MB.',
    ],
  ])('%s', (text, expected) => {
    expect(text).toBe(expected);
  });
});

describe('withSlots', () => {
  const render = (sentence: string, slots: Parameters<typeof withSlots>[1]) =>
    renderToStaticMarkup(<p>{withSlots(sentence, slots)}</p>);

  it('puts each element where the sentence names it', () => {
    expect(
      render(labels.events.seatOffer('A seat is free', 'Riyadh Dinner', '3 Nov 2026'), {
        name: <span dir="auto">سارة 😀</span>,
      }),
    ).toBe(
      '<p>A seat is free at Riyadh Dinner. First on the waitlist: <span dir="auto">سارة 😀</span>, since 3 Nov 2026.</p>',
    );
  });

  it('lets a translation put the slots in another order', () => {
    expect(render('{b} قبل {a}', { a: <i>a</i>, b: <b>b</b> })).toBe(
      '<p><b>b</b> قبل <i>a</i></p>',
    );
  });

  it('keeps braces that are not a slot name, and shows a missing slot as written', () => {
    expect(render('Rows {from} of {total} {not a slot}', { from: '1' })).toBe(
      '<p>Rows 1 of {total} {not a slot}</p>',
    );
  });

  it('escapes text in values, never reads it as markup', () => {
    expect(render('{name} was not added', { name: '<b>x</b> & {name}' })).toBe(
      '<p>&lt;b&gt;x&lt;/b&gt; &amp; {name} was not added</p>',
    );
  });
});

describe('the shape a translation fills', () => {
  it('is the English keys, with any wording', () => {
    const translation: CrmLabels = {
      ...labels,
      common: { ...labels.common, refresh: 'تحديث' },
      all: { ...labels.all, exportCsvCount: (count) => `تصدير CSV (${count})` },
    };
    expect(translation.all.exportCsvCount('3')).toBe('تصدير CSV (3)');
    // @ts-expect-error A translation missing a section does not type-check.
    const missing: CrmLabels = { ...labels, jobs: undefined };
    expect(missing.jobs).toBeUndefined();
  });
});

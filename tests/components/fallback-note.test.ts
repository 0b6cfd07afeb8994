import { describe, expect, it } from 'vitest';
import FallbackNote from '~/components/site/FallbackNote.astro';
import { render, tags } from './render.ts';

const block = '<p class="english">The English text.</p>';

// A block whose Arabic is missing (docs/behaviour/public-pages.md#languages): since every content
// text has its Arabic (issue 28), no built page shows one, so the block is rendered here.
describe('FallbackNote', () => {
  it('shows the English under the note, marked as English and left to right', async () => {
    const html = await render(FallbackNote, { fallback: true, locale: 'ar' }, { default: block });
    expect(html).toMatch(/data-fallback-note[^>]*>\s*هذا القسم متاح باللغة الإنجليزية فقط.\s*</);
    expect(tags(html, 'div').at(-1)).toMatchObject({ lang: 'en', dir: 'ltr' });
    expect(html.indexOf('data-fallback-note')).toBeLessThan(html.indexOf('The English text.'));
  });

  it('draws nothing around a block in its own language', async () => {
    const html = await render(FallbackNote, { fallback: false, locale: 'ar' }, { default: block });
    expect(html.trim()).toBe(block);
  });
});

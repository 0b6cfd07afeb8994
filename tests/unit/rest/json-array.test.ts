import { describe, expect, it } from 'vitest';
import { jsonArrayBytes } from '../../../supabase/local/rest/json-array.ts';

const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('jsonArrayBytes', () => {
  it.each([
    { elements: [], body: '[]' },
    { elements: ['{"id":1}'], body: '[{"id":1}]' },
    {
      elements: ['{"id":1}', '{"id":2}', '{"id":3}'],
      body: '[{"id":1}, \n {"id":2}, \n {"id":3}]',
    },
  ])('writes $body as json_agg separates rows', ({ elements, body }) => {
    expect(text(jsonArrayBytes(elements))).toBe(body);
  });

  it('is exactly as long as the UTF-8 it holds, non-ASCII and astral characters included', () => {
    const elements = ['{"city":"جدة"}', '{"tree":"🌴"}', '{"dash":"—"}'];
    const bytes = jsonArrayBytes(elements);
    const expected = new TextEncoder().encode(`[${elements.join(', \n ')}]`);
    expect(bytes.byteLength).toBe(expected.byteLength);
    expect(new Uint8Array(bytes)).toEqual(expected);
    expect(JSON.parse(text(bytes))).toEqual([{ city: 'جدة' }, { tree: '🌴' }, { dash: '—' }]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  flameGraphSvg,
  hotFunctions,
  type CpuProfile,
} from '../../../supabase/local/bench/flame-graph.ts';

const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 0 });

// root → handle (→ query, → encode); idle beside them. Samples: 1 ms each.
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 5] },
    {
      id: 2,
      callFrame: frame('handle', 'file:///app/supabase/local/rest/index.ts'),
      children: [3, 4],
    },
    { id: 3, callFrame: frame('query', 'file:///app/node_modules/pg/lib/client.js') },
    { id: 4, callFrame: frame('encode', 'node:buffer') },
    { id: 5, callFrame: frame('(idle)') },
  ],
  samples: [3, 3, 3, 4, 2, 5, 5, 5, 5, 5],
  timeDeltas: Array.from({ length: 10 }, () => 1000),
};

describe('hotFunctions', () => {
  it('ranks busy self time and leaves idle out', () => {
    expect(hotFunctions(profile)).toEqual([
      { name: 'query pg/lib/client.js:1', selfMs: 3, share: 0.6 },
      { name: 'encode node:buffer:1', selfMs: 1, share: 0.2 },
      { name: 'handle supabase/local/rest/index.ts:1', selfMs: 1, share: 0.2 },
    ]);
  });
});

describe('flameGraphSvg', () => {
  const svg = flameGraphSvg(profile, 'test');

  it('draws each busy frame as wide as its share, callees under callers', () => {
    expect(svg).toContain('5 ms busy');
    expect(svg).toContain('<title>handle supabase/local/rest/index.ts:1: 5.0 ms (100.0%)</title>');
    expect(svg).toMatch(
      /<title>query [^<]*3\.0 ms \(60\.0%\)<\/title><rect x="0\.0" y="58" width="720\.0"/,
    );
    expect(svg).toMatch(/<title>encode [^<]*<\/title><rect x="720\.0" y="58" width="240\.0"/);
    expect(svg).not.toContain('(idle)');
  });

  it('escapes names for XML', () => {
    const odd = {
      ...profile,
      nodes: profile.nodes.map((n) => (n.id === 4 ? { ...n, callFrame: frame('<a&b>') } : n)),
    };
    expect(flameGraphSvg(odd, 'x')).toContain('&lt;a&amp;b&gt;');
  });
});

/**
 * Turns a V8 CPU profile (`node --cpu-prof`) into a flame graph SVG (callers above callees, an
 * icicle) and a table of the functions with the most self time. Idle time is left out, so the
 * graph shows where the busy time went. Used by `npm run bench:backend -- --profile <dir>`.
 */

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface HotFunction {
  name: string;
  selfMs: number;
  share: number;
}

const LEFT_OUT = new Set(['(idle)']);
const ROW = 17;
const WIDTH = 1200;

function label({ functionName, url, lineNumber }: CallFrame): string {
  const file = url.replace(/^.*\/node_modules\//, '').replace(/^.*\/(supabase|src)\//, '$1/');
  const name = functionName || '(anonymous)';
  return file ? `${name} ${file.replace(/^file:\/\//, '')}:${lineNumber + 1}` : name;
}

/** Microseconds of samples per node (self time). */
function selfTimes(profile: CpuProfile): Map<number, number> {
  const self = new Map<number, number>();
  profile.samples.forEach((id, index) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  return self;
}

/** The functions with the most self time, busy time only. */
export function hotFunctions(profile: CpuProfile, limit = 12): HotFunction[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  let busy = 0;
  for (const [id, micros] of selfTimes(profile)) {
    const node = byId.get(id);
    if (!node || LEFT_OUT.has(node.callFrame.functionName)) continue;
    const name = label(node.callFrame);
    totals.set(name, (totals.get(name) ?? 0) + micros);
    busy += micros;
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, limit)
    .map(([name, micros]) => ({ name, selfMs: micros / 1000, share: busy ? micros / busy : 0 }));
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function colour(frame: CallFrame): string {
  if (frame.url.includes('/node_modules/')) return '#e8a33d';
  if (/\/(supabase|src)\//.test(frame.url)) return '#5fa36a';
  if (frame.url.startsWith('node:')) return '#9aa7b8';
  return '#c96f5b';
}

/** The flame graph as an SVG document; frames under `minShare` of the busy time are merged away. */
export function flameGraphSvg(profile: CpuProfile, title: string, minShare = 0.002): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = selfTimes(profile);
  const totals = new Map<number, number>();
  const total = (id: number): number => {
    const known = totals.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id);
    if (!node || LEFT_OUT.has(node.callFrame.functionName)) return 0;
    const sum = (self.get(id) ?? 0) + (node.children ?? []).reduce((s, c) => s + total(c), 0);
    totals.set(id, sum);
    return sum;
  };
  const root = profile.nodes[0];
  if (!root) throw new Error('The profile has no nodes');
  const busy = total(root.id);
  const scale = busy ? WIDTH / busy : 0;
  const rects: string[] = [];
  let depth = 0;
  const draw = (id: number, x: number, level: number): void => {
    const node = byId.get(id);
    const micros = total(id);
    if (!node || micros / busy < minShare) return;
    depth = Math.max(depth, level);
    const width = micros * scale;
    const name = label(node.callFrame);
    const text = width > 60 ? escape(name.slice(0, Math.floor(width / 6.5))) : '';
    rects.push(
      `<g><title>${escape(name)}: ${(micros / 1000).toFixed(1)} ms (${((100 * micros) / busy).toFixed(1)}%)</title>` +
        `<rect x="${x.toFixed(1)}" y="${level * ROW + 24}" width="${width.toFixed(1)}" height="${ROW - 1}" fill="${colour(node.callFrame)}"/>` +
        (text ? `<text x="${(x + 3).toFixed(1)}" y="${level * ROW + 36}">${text}</text>` : '') +
        '</g>',
    );
    let childX = x;
    for (const child of node.children ?? []) {
      draw(child, childX, level + 1);
      childX += total(child) * scale;
    }
  };
  draw(root.id, 0, 0);
  const height = (depth + 1) * ROW + 30;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" font-family="monospace" font-size="11">`,
    `<text x="0" y="14" font-size="13">${escape(title)}: ${(busy / 1000).toFixed(0)} ms busy (idle left out); hover a frame for its time</text>`,
    ...rects,
    '</svg>',
    '',
  ].join('\n');
}

// Content negotiation as PostgREST 12 does it for tables, views and functions
// (docs/postgrest-subset.md#response-formats): the Accept list by quality, then the more
// specific type, then in order; the first media type the backend produces wins; none answers
// 406 PGRST107. `application/*` is no type PostgREST produces. The query plan
// (`application/vnd.pgrst.plan`, what supabase-js's explain() asks for) is produced only with
// db-plan-enabled on, as in PostgREST.
import { pgrstError } from './errors.ts';

/** EXPLAIN's options PostgREST passes on from `options=a|b`, in its order. */
export const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal'] as const;

export interface PlanMedia {
  format: 'text' | 'json';
  options: (typeof PLAN_OPTIONS)[number][];
  /** The representation whose query is explained (`for="…"`, application/json by default). */
  target: Media;
}

export interface Media {
  /** json: an array; object: one object (406 PGRST116 unless one row); csv: text/csv. */
  kind: 'json' | 'object' | 'csv';
  /** `nulls=stripped`: keys whose value is null are left out (json_strip_nulls). */
  stripNulls: boolean;
  /** The Content-Type of a response with a body. */
  contentType: string;
  /** Set when the plan of the query is asked for instead of its result. */
  plan?: PlanMedia;
}

const ARRAY_STRIPPED = 'application/vnd.pgrst.array+json;nulls=stripped';
const OBJECT = 'application/vnd.pgrst.object+json';

function media(kind: Media['kind'], stripNulls: boolean, type: string): Media {
  return { kind, stripNulls, contentType: `${type}; charset=utf-8` };
}

const JSON_MEDIA = media('json', false, 'application/json');

interface AcceptItem {
  type: string;
  params: Map<string, string>;
  quality: number;
  /** Parameters other than q, and wildcards: the more specific type is preferred at equal q. */
  specificity: [number, number];
}

/** The Accept list best first, ordered as PostgREST orders it (quality, then specificity). */
function parseAccept(header: string): AcceptItem[] {
  return header
    .split(',')
    .map((entry) => {
      const [type = '', ...rawParams] = entry.split(';').map((part) => part.trim());
      const params = new Map<string, string>();
      for (const param of rawParams) {
        const equals = param.indexOf('=');
        if (equals > 0) {
          const value = param.slice(equals + 1).trim();
          const quoted = value.length >= 2 && value.startsWith('"') && value.endsWith('"');
          params.set(
            param.slice(0, equals).trim().toLowerCase(),
            quoted ? value.slice(1, -1) : value,
          );
        }
      }
      const quality = params.has('q') ? Number(params.get('q')) : 1;
      const stars = type.split('*').length - 1;
      return {
        type: type.toLowerCase(),
        params,
        quality: Number.isNaN(quality) ? 0 : quality,
        specificity: [params.size - (params.has('q') ? 1 : 0), -stars] as [number, number],
      };
    })
    .filter((item) => item.type !== '')
    .sort(
      (a, b) =>
        b.quality - a.quality ||
        b.specificity[0] - a.specificity[0] ||
        b.specificity[1] - a.specificity[1],
    );
}

/** `application/vnd.pgrst.plan[+text|+json]; for="…"; options=a|b` as PostgREST 12 reads it. */
function producePlan(item: AcceptItem): Media | undefined {
  const format = item.type.endsWith('+json') ? 'json' : 'text';
  const forType = item.params.get('for') || 'application/json';
  const [target] = parseAccept(forType).map((forItem) => produce(forItem, false));
  if (!target) return undefined;
  const given = (item.params.get('options') ?? '').split('|');
  const options = PLAN_OPTIONS.filter((option) => given.includes(option));
  const forMime = target.contentType.replace(/; charset=utf-8$/, '');
  const type = `application/vnd.pgrst.plan+${format}; for="${forMime}"${options.length ? `; options=${options.join('|')}` : ''}`;
  return { ...target, contentType: `${type}; charset=utf-8`, plan: { format, options, target } };
}

function produce(item: AcceptItem, planEnabled: boolean): Media | undefined {
  const stripped = item.params.get('nulls') === 'stripped';
  switch (item.type) {
    case 'application/vnd.pgrst.plan':
    case 'application/vnd.pgrst.plan+text':
    case 'application/vnd.pgrst.plan+json':
      return planEnabled ? producePlan(item) : undefined;
    case '*/*':
    case 'application/json':
      return JSON_MEDIA;
    case 'application/vnd.pgrst.array':
    case 'application/vnd.pgrst.array+json':
      return stripped ? media('json', true, ARRAY_STRIPPED) : JSON_MEDIA;
    case 'application/vnd.pgrst.object':
    case OBJECT:
      return media('object', stripped, stripped ? `${OBJECT};nulls=stripped` : OBJECT);
    case 'text/csv':
      return media('csv', false, 'text/csv');
    default:
      return undefined;
  }
}

/** The representation the request accepts; JSON when it names none. */
export function negotiateMedia(request: Request, { planEnabled = false } = {}): Media {
  const accept = request.headers.get('accept');
  if (accept === null || accept.trim() === '') return JSON_MEDIA;
  for (const item of parseAccept(accept)) {
    const found = produce(item, planEnabled);
    if (found) return found;
  }
  throw pgrstError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}

import type { APIRoute } from 'astro';
import { parseAllQuery } from '~/lib/crm/all-rows-query.ts';
import { allRowsCsv, exportFileName } from '~/lib/crm/all-rows-csv.ts';
import { isTimeZone } from '~/lib/crm/unified-rows.ts';
import { staffAccess } from '~/lib/auth/staff-access.ts';
import { staffRefusal } from '~/lib/auth/staff-refusal.ts';
import { createRequestClient } from '~/lib/supabase/server-client.ts';
import { pageLocale } from '~/lib/crm/page-language.ts';
import { loadStaffLabels } from '~/lib/crm/staff-language.ts';

// The All table's CSV export (docs/behaviour/staff-app.md#the-all-table): the same session check
// as /crm, then every row of the asked view streamed from the database with the caller's own
// session, so RLS decides what is in it. The English column keys come first; a staff member who
// reads Arabic gets the header in Arabic on the second row (docs/behaviour/staff-app.md#language).
export const prerender = false;

export const GET: APIRoute = async (context) => {
  const supabase = createRequestClient(context);
  const access = await staffAccess(context, supabase);
  if (access.kind === 'signed-out') return staffRefusal(401, 'Sign in to export the CRM.');
  if (access.kind === 'not-staff') return staffRefusal(403, 'The CRM export is for staff only.');
  const params = context.url.searchParams;
  const parsed = parseAllQuery(params);
  if (!parsed.ok) return staffRefusal(400, parsed.error);
  const timeZone = params.get('tz') ?? 'UTC';
  if (!isTimeZone(timeZone)) return staffRefusal(400, `Unknown time zone: ${timeZone}`);

  const { language } = pageLocale(access, context.request.headers.get('accept-language'));
  const localHeader = language === 'en' ? null : (await loadStaffLabels(language)).all.csvHeader;
  const chunks = allRowsCsv(supabase, parsed.query, timeZone, undefined, localHeader);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    // One page per pull: the next read starts only when the previous one has been taken.
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
  const name = exportFileName(new Date());
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'Cache-Control': 'private, no-store',
    },
  });
};

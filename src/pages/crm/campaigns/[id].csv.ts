import type { APIRoute } from 'astro';
import { campaignCsvName, campaignRecipientsCsv } from '~/lib/crm/campaigns/campaign-csv.ts';
import { staffAccess } from '~/lib/auth/staff-access.ts';
import { staffRefusal } from '~/lib/auth/staff-refusal.ts';
import { createRequestClient } from '~/lib/supabase/server-client.ts';

// A campaign's recipients and outcomes as CSV (docs/behaviour/staff-app.md#the-campaigns-tab):
// the same session check as /crm, then the rows streamed with the caller's own session, so RLS
// decides what is in it.
export const prerender = false;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const GET: APIRoute = async (context) => {
  const supabase = createRequestClient(context);
  const access = await staffAccess(context, supabase);
  if (access.kind === 'signed-out') return staffRefusal(401, 'Sign in to export a campaign.');
  if (access.kind === 'not-staff') return staffRefusal(403, 'Campaign exports are for staff only.');
  const id = context.params.id ?? '';
  if (!UUID.test(id)) return staffRefusal(400, 'A campaign id is a UUID.');
  const found = await supabase.from('campaigns').select('id').eq('id', id).maybeSingle();
  if (found.error) return staffRefusal(500, 'The campaign could not be read.');
  if (!found.data) return staffRefusal(404, `No campaign has the id ${id}.`);

  const chunks = campaignRecipientsCsv(supabase, id);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
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
  const name = campaignCsvName(id, new Date());
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
    },
  });
};

import type { APIRoute } from 'astro';
import { getEntry } from 'astro:content';
import { guestListCsv } from '~/lib/check-in/guest-list.ts';
import { readGuestList } from '~/lib/check-in/read-guest-list.ts';
import { staffAccess } from '~/lib/auth/staff-access.ts';
import { staffRefusal } from '~/lib/auth/staff-refusal.ts';
import { createRequestClient } from '~/lib/supabase/server-client.ts';
import { EVENT_TIME_ZONE } from '~/lib/events/format.ts';
import { pageLocale } from '~/lib/crm/page-language.ts';
import { loadStaffLabels } from '~/lib/crm/staff-language.ts';

// An event's guest list as CSV (docs/behaviour/door-check-in.md#guest-list), staff only like /crm.
export const prerender = false;

export const GET: APIRoute = async (context) => {
  const supabase = createRequestClient(context);
  const access = await staffAccess(context, supabase);
  if (access.kind === 'signed-out') return staffRefusal(401, 'Sign in to download the guest list.');
  if (access.kind === 'not-staff') return staffRefusal(403, 'The guest list is for staff only.');
  const event = await getEntry('events', context.params.slug ?? '');
  if (!event) return staffRefusal(404, 'There is no event at this address.');
  const { guests } = await readGuestList(supabase, event.id);
  const name = `guests-${event.id}.csv`;
  // The English keys first; the header in the staff member's language second when not English.
  const { language } = pageLocale(access, context.request.headers.get('accept-language'));
  const words = language === 'en' ? null : (await loadStaffLabels(language)).checkIn;
  const localHeader = words && [
    ...words.guestListHeader.slice(0, -1),
    `${words.guestListHeader.at(-1) ?? ''} (${EVENT_TIME_ZONE})`,
  ];
  return new Response(guestListCsv(guests, localHeader), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}"`,
      'Cache-Control': 'private, no-store',
    },
  });
};

import { expect, type Page, type TestInfo } from '@playwright/test';
import { uniqueEmail } from '../auth/support/members.ts';
import { serviceClient } from '../crm/support.ts';

/** A guest of an event, inserted as the approval would (service role). */
export async function insertGuest(
  testInfo: TestInfo,
  eventSlug: string,
  guestName: string,
  fields: { status?: string; company?: string } = {},
): Promise<{ id: string; email: string; pass_token: string }> {
  const email = uniqueEmail(testInfo, 'door-guest');
  const { data, error } = await serviceClient()
    .from('invitations')
    .insert({
      event_slug: eventSlug,
      email,
      guest_name: guestName,
      starts_at: new Date(Date.now() + 3_600_000).toISOString(),
      ...fields,
    })
    .select('id, email, pass_token')
    .single();
  expect(error).toBeNull();
  return data as { id: string; email: string; pass_token: string };
}

/** How many check-in rows the database holds for an invitation. */
export async function checkInRows(invitationId: string): Promise<number> {
  const { count, error } = await serviceClient()
    .from('check_ins')
    .select('id', { count: 'exact', head: true })
    .eq('invitation_id', invitationId);
  expect(error).toBeNull();
  return count ?? 0;
}

export function counts(page: Page) {
  return page.getByTestId('door-counts');
}

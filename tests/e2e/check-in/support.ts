import { writeFile } from 'node:fs/promises';
import { expect, type Page, type TestInfo } from '@playwright/test';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { uniqueEmail } from '../auth/support/members.ts';
import { serviceClient } from '../crm/support.ts';

/** What each running test added to a shared event, by test id: removed after it (undoAfterTest). */
const addedByTest = new Map<string, (() => Promise<void>)[]>();

/** Keeps a removal to run once the test ends, passed or failed. */
export function removeAfterTest(testInfo: TestInfo, remove: () => Promise<void>): void {
  addedByTest.set(testInfo.testId, [...(addedByTest.get(testInfo.testId) ?? []), remove]);
}

/**
 * Removes what the test added (guests with their check-ins, waitlisted requests), so an event's
 * lists and counts are the same for the next test on it and for the same test repeated
 * (--repeat-each). Call it from test.afterEach.
 */
export async function undoAfterTest(testInfo: TestInfo): Promise<void> {
  const removals = addedByTest.get(testInfo.testId) ?? [];
  addedByTest.delete(testInfo.testId);
  for (const remove of removals) await remove();
}

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
  const guest = data as { id: string; email: string; pass_token: string };
  removeAfterTest(testInfo, async () => {
    const removed = await serviceClient().from('invitations').delete().eq('id', guest.id);
    expect(removed.error).toBeNull();
  });
  return guest;
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

/** A pass's QR code as the pass page draws it (level M, margin 2), as a PNG photo. */
export async function passPhoto(token: string, name = 'pass photo #1 [door].png') {
  return {
    name,
    mimeType: 'image/png',
    buffer: await QRCode.toBuffer(token, { errorCorrectionLevel: 'M', margin: 2, width: 300 }),
  };
}

/**
 * A camera's view of a pass held up to it, for Chromium's fake camera
 * (--use-file-for-fake-video-capture): a Y4M file, 640 × 480, the code in the middle on a pale
 * grey desk, a few identical frames that Chromium plays in a loop.
 */
export async function writePassVideo(token: string, path: string): Promise<void> {
  const width = 640;
  const height = 480;
  const code = await sharp((await passPhoto(token)).buffer)
    .resize(360, 360)
    .png()
    .toBuffer();
  const luma = await sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 200, b: 200 } },
  })
    .composite([{ input: code, left: (width - 360) / 2, top: (height - 360) / 2 }])
    .greyscale()
    .raw()
    .toBuffer();
  // 4:2:0: a grey picture has neutral colour planes, each a quarter of the picture.
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma.subarray(0, width * height), chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(path, Buffer.concat([header, ...Array.from({ length: 5 }, () => frame)]));
}

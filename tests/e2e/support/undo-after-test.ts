/**
 * What a test adds to the content's shared events (guests, walk-ins, waitlisted requests) is
 * removed once it ends, passed or failed: an event's lists, counts and free seats are then the
 * same for the next test on it and for the same test run again (--repeat-each=5 filled the
 * 25-seat Suhoor dinner by the fifth round).
 */
import { expect, type TestInfo } from '@playwright/test';
import { serviceClient } from '../crm/support.ts';

const addedByTest = new Map<string, (() => Promise<void>)[]>();

/** Keeps a removal to run once the test ends (undoAfterTest, from test.afterEach). */
export function removeAfterTest(testInfo: TestInfo, remove: () => Promise<void>): void {
  addedByTest.set(testInfo.testId, [...(addedByTest.get(testInfo.testId) ?? []), remove]);
}

/** Removes, after the test, the rows of `table` whose `column` is `value`. */
export function deleteAfterTest(
  testInfo: TestInfo,
  table: 'invitations' | 'event_requests',
  column: 'id' | 'email',
  value: string,
): void {
  removeAfterTest(testInfo, async () => {
    const { error } = await serviceClient().from(table).delete().eq(column, value);
    expect(error).toBeNull();
  });
}

/** Runs the test's removals; call it from test.afterEach. */
export async function undoAfterTest(testInfo: TestInfo): Promise<void> {
  const removals = addedByTest.get(testInfo.testId) ?? [];
  addedByTest.delete(testInfo.testId);
  for (const remove of removals) await remove();
}

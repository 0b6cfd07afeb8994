// Clearing the door phone's kept guest lists (docs/privacy/dpia.md, D3): those no longer needed,
// when the door screen or the staff workspace opens, and all of them when the phone signs out.
// Its own module, without the staff app's words, so the site's sign-out can load it.
import { allDoorEventKeys, doorKeysToForget } from './door-retention.ts';

/** Every key this site keeps in localStorage now, with its value. */
function snapshot(): Map<string, string> {
  const stored = new Map<string, string>();
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key !== null) stored.set(key, localStorage.getItem(key) ?? '');
    }
  } catch {
    // A blocked storage holds nothing of ours.
  }
  return stored;
}

function remove(keys: readonly string[]): void {
  try {
    for (const key of keys) localStorage.removeItem(key);
  } catch {
    // Blocked: nothing was kept either.
  }
}

/** Removes every event's copy that is no longer needed (docs/privacy/dpia.md, D3). */
export function forgetExpiredDoorCopies(now = Date.now()): void {
  remove(doorKeysToForget(snapshot(), now));
}

/** Removes every event's copy, sent or not: the phone is signing out. */
export function forgetAllDoorCopies(): void {
  remove(allDoorEventKeys(snapshot().keys()));
}

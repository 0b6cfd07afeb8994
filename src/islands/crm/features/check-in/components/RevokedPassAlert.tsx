import { labels } from '~/lib/crm/labels.ts';

/**
 * A scanned pass staff revoked (docs/behaviour/door-check-in.md#a-revoked-pass): loud like a pass
 * already used, naming whose it was, so the door lets no one in on it.
 */
export function RevokedPassAlert({ guestName }: { guestName: string }) {
  return (
    <div
      role="alert"
      data-testid="pass-revoked"
      className="rounded-2xl border-2 border-red-700 bg-red-50 p-4 text-red-900"
    >
      <p className="text-xl font-bold">
        <span aria-hidden="true">⚠ </span>
        {labels.checkIn.passRevoked}
      </p>
      <p className="mt-1 text-sm" dir="auto">
        {labels.checkIn.passRevokedExplained(guestName)}
      </p>
    </div>
  );
}

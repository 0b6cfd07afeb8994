/**
 * The door screen's loud state (docs/behaviour/door-check-in.md#a-pass-already-used): a pass
 * already used or revoked, read out at once (`role="alert"`) and hard to miss in a dim room.
 */
export function DoorAlert({
  testId,
  title,
  detail,
}: {
  testId: string;
  title: string;
  detail: string;
}) {
  return (
    <div
      role="alert"
      data-testid={testId}
      className="rounded-2xl border-2 border-red-700 bg-red-50 p-4 text-red-900"
    >
      <p className="text-xl font-bold">
        <span aria-hidden="true">⚠ </span>
        {title}
      </p>
      <p className="mt-1 text-sm" dir="auto">
        {detail}
      </p>
    </div>
  );
}

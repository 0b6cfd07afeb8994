/** Notices close after this long (docs/behaviour/submissions.md#notices). */
export const TOAST_DURATION_MS = 4000;
/** At most this many notices are visible at once (docs/behaviour/submissions.md#notices). */
export const TOAST_LIMIT = 3;

export interface ToastLike {
  id: string;
  visible: boolean;
  createdAt: number;
}

/** The ids of the oldest visible notices beyond the limit, which should be dismissed. */
export function toastsOverLimit(toasts: readonly ToastLike[], limit = TOAST_LIMIT): string[] {
  const visible = toasts.filter((toast) => toast.visible);
  if (visible.length <= limit) return [];
  return [...visible]
    .sort((a, b) => b.createdAt - a.createdAt)
    .slice(limit)
    .map((toast) => toast.id);
}

import { useCallback } from 'react';
import type { LiveHub } from '~/islands/shared/live/live-hub.ts';
import { useLiveList as useSharedLiveList } from '~/islands/shared/live/useLiveList.ts';
import { notifyError } from '~/islands/shared/toaster/notify.tsx';
import { errorMessage } from '../../api/client.ts';

export type { ListStatus } from '~/islands/shared/live/useLiveList.ts';

/**
 * A staff list kept live by its table's hub; a failed load shows its error title
 * (docs/behaviour/staff-app.md#notices) and offers a retry.
 */
export function useLiveList<T extends { id: string }>(
  load: () => Promise<readonly T[]>,
  hub: LiveHub<T>,
  errorTitle: string,
) {
  const onError = useCallback(
    (error: unknown) => notifyError(errorTitle, errorMessage(error)),
    [errorTitle],
  );
  return useSharedLiveList(load, hub, onError);
}

import { useState } from 'react';
import { SubmitButton } from '~/islands/shared/ui/SubmitButton.tsx';
import { downloadMyExport, type MyExport } from '../api/download-my-export.ts';

type ExportState = 'idle' | 'preparing' | { ready: MyExport } | { failed: string };

/** Downloads the same archive staff would send (docs/behaviour/member-account.md#download-your-data). */
export function DownloadExport() {
  const [state, setState] = useState<ExportState>('idle');

  async function prepare() {
    setState('preparing');
    try {
      const ready = await downloadMyExport();
      setState({ ready });
      window.location.assign(ready.url);
    } catch (error) {
      setState({ failed: error instanceof Error ? error.message : String(error) });
    }
  }

  return (
    <div className="space-y-3">
      <SubmitButton
        type="button"
        onClick={() => void prepare()}
        busy={state === 'preparing'}
        label="Download your data (.zip)"
        busyLabel="Preparing your archive…"
      />
      {typeof state === 'object' && 'ready' in state && (
        <p role="status" className="text-sm">
          Your archive is downloading. If it does not start,{' '}
          <a
            href={state.ready.url}
            download={state.ready.filename}
            className="font-semibold text-palm-700 underline"
          >
            download it here
          </a>{' '}
          (the link works for ten minutes).
        </p>
      )}
      {typeof state === 'object' && 'failed' in state && (
        <p role="alert" className="text-sm text-red-700">
          Your archive could not be made: {state.failed}
        </p>
      )}
    </div>
  );
}

import { useState } from 'react';
import { SubmitButton } from '~/islands/shared/ui/SubmitButton.tsx';
import { Sentence } from '~/islands/shared/ui/Sentence.tsx';
import { fillSlots } from '~/lib/i18n/slots.ts';
import { useAccountWords } from '../../../shared/hooks/useAccountWords.ts';
import { downloadMyExport, type MyExport } from '../api/download-my-export.ts';

type ExportState = 'idle' | 'preparing' | { ready: MyExport } | { failed: string };

/** Downloads the same archive staff would send (docs/behaviour/member-account.md#download-your-data). */
export function DownloadExport() {
  const { locale, words: all } = useAccountWords();
  const words = all.data;
  const [state, setState] = useState<ExportState>('idle');

  async function prepare() {
    setState('preparing');
    try {
      const ready = await downloadMyExport(all);
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
        label={words.download}
        busyLabel={words.preparing}
      />
      {typeof state === 'object' && 'ready' in state && (
        <p role="status" className="text-sm">
          <Sentence
            template={words.downloading}
            values={{ link: words.downloadHere }}
            locale={locale}
            renderSlot={(_, label) => (
              <a
                href={state.ready.url}
                download={state.ready.filename}
                className="font-semibold text-palm-700 underline"
              >
                {label}
              </a>
            )}
          />
        </p>
      )}
      {typeof state === 'object' && 'failed' in state && (
        <p role="alert" className="text-sm text-red-700">
          {fillSlots(words.exportFailed, { reason: state.failed })}
        </p>
      )}
    </div>
  );
}

import { useState } from 'react';
import {
  erasureConsequences,
  erasureSummary,
  exportSummary,
} from '~/lib/privacy/personal-data-summary.ts';
import { notifySuccess } from '~/islands/shared/toaster/notify.tsx';
import { erasePersonalData, exportPersonalData } from '../api/personal-data.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { labels } from '~/lib/crm/labels.ts';

interface PersonalDataPanelProps {
  email: string;
  name: string;
  /** The privacy request being answered, if any: named in the audit rows. */
  privacyRequestId?: string;
  /** After the person is erased (the record they were shown in is gone). */
  onErased: () => void;
}

/**
 * Personal data (docs/privacy/export-and-erasure.md): staff export everything held about the
 * person (mailed to them as a link) or erase them, confirming the consequences first; a refusal
 * (confirmed for an upcoming event) is shown with its reason and can be overridden.
 */
export function PersonalDataPanel({
  email,
  name,
  privacyRequestId,
  onErased,
}: PersonalDataPanelProps) {
  const [status, setStatus] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [erasing, setErasing] = useState(false);
  const [eraseProblem, setEraseProblem] = useState<string | null>(null);

  async function runExport() {
    setExporting(true);
    setProblem(null);
    setStatus(null);
    try {
      const answer = await exportPersonalData(email, privacyRequestId);
      setStatus(exportSummary(answer.rows, answer.files, email));
    } catch (error) {
      setProblem(
        labels.shared.exportFailed(error instanceof Error ? error.message : String(error)),
      );
    } finally {
      setExporting(false);
    }
  }

  async function runErase() {
    setErasing(true);
    setEraseProblem(null);
    try {
      const answer = await erasePersonalData(email, refusal !== null, privacyRequestId);
      if (answer.erased) {
        setConfirming(false);
        // The record this panel is in goes; the counts stay on screen as a notice.
        notifySuccess(labels.privacy.personalDataErased, erasureSummary(answer.rows, answer.files));
        onErased();
        return;
      }
      setRefusal(answer.refusal);
    } catch (error) {
      setEraseProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setErasing(false);
    }
  }

  return (
    <section aria-labelledby="personal-data-heading" className="space-y-2">
      <h3 id="personal-data-heading" className="text-sm font-semibold">
        {labels.shared.personalData}
      </h3>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-secondary px-4 py-2"
          disabled={exporting}
          onClick={() => void runExport()}
        >
          {exporting ? labels.shared.exporting : labels.shared.exportPersonalData}
        </button>
        <button
          type="button"
          className="px-4 py-2 font-semibold text-red-700 hover:underline"
          onClick={() => {
            setRefusal(null);
            setEraseProblem(null);
            setConfirming(true);
          }}
        >
          {labels.shared.eraseThisPerson}
        </button>
      </div>
      {status && (
        <p role="status" className="text-sm">
          {status}
        </p>
      )}
      {problem && (
        <p role="alert" className="text-sm text-red-800">
          {problem}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={refusal ? labels.shared.erasureRefused : labels.shared.eraseThisPerson2}
        confirmLabel={refusal ? labels.shared.eraseAnyway : labels.shared.erase}
        destructive
        busy={erasing}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void runErase()}
      >
        {refusal ? (
          <>
            <p role="alert" dir="auto" className="font-semibold">
              {refusal}.
            </p>
            <p>{labels.shared.eraseAnywayOnlyIfThe}</p>
          </>
        ) : (
          <p dir="auto">{erasureConsequences(name || email)}</p>
        )}
        {eraseProblem && (
          <p role="alert" className="text-red-800">
            {eraseProblem}
          </p>
        )}
      </ConfirmDialog>
    </section>
  );
}

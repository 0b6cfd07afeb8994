import { useState, type FormEvent } from 'react';
import { notifyError, notifySuccess } from '~/islands/shared/toaster/notify.tsx';
import { controlClass } from '~/islands/shared/ui/field-classes.ts';
import { errorMessage } from '../../../api/client.ts';
import { recordIncident } from '../api/record-incident.ts';
import { labels } from '~/lib/crm/labels.ts';

/** A datetime-local value (the browser's time zone) as an instant, or null when not a time. */
function instantOf(local: string): string | null {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * Records an incident (docs/privacy/breach-procedure.md): what happened, when it was discovered
 * (the 72-hour clock starts there), the categories and an estimate of the people affected. What
 * was typed stays when the database refuses it.
 */
export function IncidentForm({ onRecorded }: { onRecorded: () => void }) {
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState('');
  const [discovered, setDiscovered] = useState('');
  const [categories, setCategories] = useState('');
  const [people, setPeople] = useState('');
  const [notes, setNotes] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const discoveredAt = instantOf(discovered);
    if (!discoveredAt) {
      notifyError(labels.privacy.errorRecordingTheIncident, labels.privacy.pleaseGiveWhenItWas);
      return;
    }
    setBusy(true);
    try {
      await recordIncident({
        summary,
        discoveredAt,
        categories,
        peopleAffected: people === '' ? null : Number(people),
        notes,
      });
      notifySuccess(labels.privacy.incidentRecordedIts72Hour);
      setSummary('');
      setDiscovered('');
      setCategories('');
      setPeople('');
      setNotes('');
      onRecorded();
    } catch (error) {
      notifyError(labels.privacy.errorRecordingTheIncident, errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form aria-label={labels.privacy.recordAnIncident} onSubmit={(event) => void submit(event)}>
      <fieldset disabled={busy} className="grid gap-3 md:grid-cols-2">
        <label className="block text-sm md:col-span-2">
          {labels.privacy.whatHappened}
          <input
            required
            maxLength={2000}
            value={summary}
            onChange={(e) => setSummary(e.target.value)}
            className={controlClass}
          />
        </label>
        <label className="block text-sm">
          {labels.privacy.discoveredAtYourTime}
          <input
            type="datetime-local"
            required
            value={discovered}
            onChange={(e) => setDiscovered(e.target.value)}
            className={controlClass}
          />
        </label>
        <label className="block text-sm">
          {labels.privacy.peopleAffectedEstimate}
          <input
            type="number"
            min={0}
            max={100000000}
            value={people}
            onChange={(e) => setPeople(e.target.value)}
            className={controlClass}
          />
        </label>
        <label className="block text-sm md:col-span-2">
          {labels.privacy.dataCategoriesAffected}
          <input
            maxLength={2000}
            value={categories}
            onChange={(e) => setCategories(e.target.value)}
            className={controlClass}
          />
        </label>
        <label className="block text-sm md:col-span-2">
          {labels.privacy.notes}
          <textarea
            rows={3}
            maxLength={5000}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
            className={controlClass}
          />
        </label>
        <div>
          <button type="submit" className="btn-primary px-4 py-2">
            {labels.privacy.recordIncident}
          </button>
        </div>
      </fieldset>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { notifyError, notifySuccess } from '~/islands/shared/toaster/notify.tsx';
import { controlClass } from '~/islands/shared/ui/field-classes.ts';
import { errorMessage } from '../../../api/client.ts';
import { recordIncident } from '../api/record-incident.ts';

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
      notifyError('Error recording the incident', 'Please give when it was discovered.');
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
      notifySuccess('Incident recorded: its 72-hour clock is running.');
      setSummary('');
      setDiscovered('');
      setCategories('');
      setPeople('');
      setNotes('');
      onRecorded();
    } catch (error) {
      notifyError('Error recording the incident', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form aria-label="Record an incident" onSubmit={(event) => void submit(event)}>
      <fieldset disabled={busy} className="grid gap-3 md:grid-cols-2">
        <label className="block text-sm md:col-span-2">
          What happened
          <input
            required
            maxLength={2000}
            value={summary}
            onChange={(e) => setSummary(e.target.value)}
            className={controlClass}
          />
        </label>
        <label className="block text-sm">
          Discovered at (your time)
          <input
            type="datetime-local"
            required
            value={discovered}
            onChange={(e) => setDiscovered(e.target.value)}
            className={controlClass}
          />
        </label>
        <label className="block text-sm">
          People affected (estimate)
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
          Data categories affected
          <input
            maxLength={2000}
            value={categories}
            onChange={(e) => setCategories(e.target.value)}
            className={controlClass}
          />
        </label>
        <label className="block text-sm md:col-span-2">
          Notes
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
            Record incident
          </button>
        </div>
      </fieldset>
    </form>
  );
}

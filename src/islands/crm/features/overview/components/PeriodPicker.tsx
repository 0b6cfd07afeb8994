import { useId } from 'react';
import { labels } from '~/lib/crm/labels.ts';
import { PERIOD_CHOICES, type Period, type PeriodChoice } from '~/lib/crm/overview/period.ts';

interface PeriodPickerProps {
  choice: PeriodChoice;
  custom: Period;
  /** False when the custom dates cannot make a period. */
  valid: boolean;
  onChoice: (choice: PeriodChoice) => void;
  onCustom: (custom: Period) => void;
}

const text = () => labels.overview;

/** This month, the last 3, 6 or 12 months, or two dates (Riyadh days, both included). */
export function PeriodPicker({ choice, custom, valid, onChoice, onCustom }: PeriodPickerProps) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-end gap-3 print:hidden">
      <div className="flex flex-col gap-1 text-sm font-semibold">
        <label htmlFor={`${id}-choice`}>{text().period}</label>
        <select
          id={`${id}-choice`}
          value={choice}
          onChange={(event) => onChoice(event.target.value as PeriodChoice)}
          className="rounded-lg border border-sand-300 bg-white px-3 py-2 text-sm font-normal"
        >
          {PERIOD_CHOICES.map((option) => (
            <option key={option} value={option}>
              {text().periods[option]}
            </option>
          ))}
        </select>
      </div>
      {choice === 'custom' && (
        <>
          {(['from', 'to'] as const).map((end) => (
            <label key={end} className="flex flex-col gap-1 text-sm font-semibold">
              {text()[end]}
              <input
                type="date"
                value={custom[end]}
                aria-invalid={!valid}
                onChange={(event) => onCustom({ ...custom, [end]: event.target.value })}
                className="rounded-lg border border-sand-300 bg-white px-3 py-2 text-sm font-normal"
              />
            </label>
          ))}
          {!valid && (
            <p role="alert" className="text-sm text-red-800">
              {text().invalidPeriod}
            </p>
          )}
        </>
      )}
    </div>
  );
}

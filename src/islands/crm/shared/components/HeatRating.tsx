import { MAX_HEAT } from '~/lib/crm/domain.ts';
import { labels } from '~/lib/crm/labels.ts';

interface HeatRatingProps {
  value: number;
  /** Without it the rating is shown, not edited (the card). */
  onChange?: (value: number) => void;
  disabled?: boolean;
  label: string;
}

/**
 * The 5-step heat rating (docs/behaviour/staff-app.md#heat-rating): clicking the current value
 * resets it to 0.
 */
export function HeatRating({ value, onChange, disabled = false, label }: HeatRatingProps) {
  const steps = Array.from({ length: MAX_HEAT }, (_, index) => index + 1);
  if (!onChange) {
    return (
      <span
        className="inline-flex gap-0.5"
        role="img"
        aria-label={labels.shared.heatOf(label, value, MAX_HEAT)}
      >
        {steps.map((step) => (
          <span
            key={step}
            aria-hidden="true"
            className={`h-1.5 w-4 rounded-full ${step <= value ? 'bg-orange-500' : 'bg-sand-200'}`}
          />
        ))}
      </span>
    );
  }
  return (
    <div role="group" aria-label={label} className="inline-flex gap-1">
      {steps.map((step) => (
        <button
          key={step}
          type="button"
          disabled={disabled}
          aria-pressed={step <= value}
          aria-label={
            step === value
              ? labels.shared.heatStepReset(step, MAX_HEAT)
              : labels.shared.heatStep(step, MAX_HEAT)
          }
          onClick={() => onChange(step === value ? 0 : step)}
          className={`h-7 w-7 rounded-full border text-xs font-semibold ${
            step <= value
              ? 'border-orange-500 bg-orange-500 text-white'
              : 'border-sand-300 bg-white text-muted hover:border-orange-400'
          }`}
        >
          {step}
        </button>
      ))}
    </div>
  );
}

interface ChoiceGroupProps<T extends string> {
  legend: string;
  options: readonly { id: T; label: string }[];
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
  /** Languages name themselves in their own script and direction. */
  langOf?: (id: T) => string | undefined;
}

/** A group of tick boxes; nothing ticked narrows nothing. */
export function ChoiceGroup<T extends string>({
  legend,
  options,
  chosen,
  onChange,
  langOf,
}: ChoiceGroupProps<T>) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option) => (
          <label key={option.id} className="inline-flex items-center gap-1.5 text-sm">
            <input
              type="checkbox"
              checked={chosen.includes(option.id)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...chosen, option.id]
                    : chosen.filter((value) => value !== option.id),
                )
              }
            />
            <span lang={langOf?.(option.id)}>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

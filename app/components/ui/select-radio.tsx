import { useId, type ChangeEvent, type ReactNode } from "react";

export type SelectRadioOption = {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
};

export type SelectRadioProps = {
  name: string;
  legend: ReactNode;
  options: readonly SelectRadioOption[];
  /** Controlled choice. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  required?: boolean;
  hint?: ReactNode;
  error?: string | null;
  /** Two columns from the small breakpoint up. */
  columns?: 1 | 2;
  className?: string;
};

/**
 * A radio group drawn as large selectable cards. The radios are real and visible, so the
 * browser's own keyboard behaviour (Tab into the group, arrow keys between options) and form
 * submission apply unchanged.
 */
export function SelectRadio({
  name,
  legend,
  options,
  value,
  defaultValue,
  onChange,
  required,
  hint,
  error,
  columns = 1,
  className = "",
}: SelectRadioProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  return (
    <fieldset
      aria-describedby={describedBy || undefined}
      className={`m-0 min-w-0 border-0 p-0 ${className}`}
    >
      <legend className="mb-2 text-lg font-semibold text-ink">{legend}</legend>
      {hint ? (
        <p id={hintId} className="-mt-1 mb-3 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className={`grid gap-3 ${columns === 2 ? "sm:grid-cols-2" : ""}`}>
        {options.map((option, index) => {
          const optionId = `${id}-${index}`;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className="flex min-h-14 cursor-pointer items-start gap-3 rounded-card border border-line bg-white p-4 text-ink hover:border-accent has-checked:border-accent has-checked:bg-accent-soft has-checked:ring-1 has-checked:ring-accent has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent has-disabled:cursor-not-allowed has-disabled:opacity-60"
            >
              <input
                type="radio"
                id={optionId}
                name={name}
                value={option.value}
                disabled={option.disabled}
                required={required}
                // The card's label holds the description too; name the radio by its title only.
                aria-labelledby={`${optionId}-label`}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
                {...(value === undefined
                  ? { defaultChecked: defaultValue === option.value }
                  : { checked: value === option.value })}
                onChange={(event) => onChange?.(option.value, event)}
                className="mt-0.5 size-5 shrink-0 accent-accent focus-visible:outline-none"
              />
              <span className="grid gap-0.5">
                <span id={`${optionId}-label`} className="font-medium">
                  {option.label}
                </span>
                {option.description ? (
                  <span id={`${optionId}-description`} className="text-sm text-muted">
                    {option.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={errorId} className="mt-2 text-sm font-medium text-bad">
          <span className="sr-only">Error: </span>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

import { useId, useState, type ReactNode } from "react";

const DOLLARS = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const NUMBER = new Intl.NumberFormat("en-US", { maximumFractionDigits: 3 });

// These two follow spec 9 and match app/lib/format/slider.ts; they are repeated here so the UI kit
// does not depend on code that was being written at the same time. Keep them in step.

/**
 * The amount a percentage slider shows: the integer part of base × percent / 100, in the unit
 * of `base` (dollars). Read back at 12 significant digits first so float noise
 * (1000 × 0.29 = 289.999…) does not drop a whole unit. Not finite → 0.
 *
 * @example percentSliderAmount(250_000, 3.5) // 8750; percentSliderAmount(999, 50) // 499
 */
export function percentSliderAmount(base: number, percent: number): number {
  const value = (base * percent) / 100;
  if (!Number.isFinite(value)) return 0;
  return Math.trunc(Number(value.toPrecision(12))) + 0;
}

/**
 * A price slider's text: "$" and comma separators in whole dollars, blank for 0.
 *
 * @example priceSliderText(350000) // "$350,000"; priceSliderText(0) // ""
 */
export function priceSliderText(dollars: number): string {
  if (!Number.isFinite(dollars) || dollars === 0) return "";
  return `$${DOLLARS.format(dollars)}`;
}

type SliderProps = {
  label: ReactNode;
  id?: string;
  name?: string;
  min?: number;
  max?: number;
  step?: number;
  /** Controlled value. */
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  disabled?: boolean;
  "aria-describedby"?: string;
  className?: string;
};

type RangeProps = SliderProps & {
  text: (value: number) => string;
  spoken: (value: number) => string;
};

function Range({
  label,
  id,
  name,
  min = 0,
  max = 100,
  step = 1,
  value,
  defaultValue,
  onChange,
  disabled,
  "aria-describedby": describedBy,
  className = "",
  text,
  spoken,
}: RangeProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [own, setOwn] = useState(defaultValue ?? min);
  const current = value ?? own;
  return (
    <div className={`grid gap-1 ${className}`}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={inputId} className="font-medium text-ink">
          {label}
        </label>
        {/* aria-valuetext already speaks this; a live output would say it twice while dragging. */}
        <output htmlFor={inputId} aria-live="off" className="font-semibold tabular-nums text-ink">
          {text(current)}
        </output>
      </div>
      <input
        type="range"
        id={inputId}
        name={name}
        min={min}
        max={max}
        step={step}
        value={current}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-valuetext={spoken(current)}
        onChange={(event) => {
          const next = Number(event.currentTarget.value);
          setOwn(next);
          onChange?.(next);
        }}
        className="h-11 w-full cursor-pointer accent-accent disabled:cursor-not-allowed disabled:opacity-60"
      />
    </div>
  );
}

export type PercentSliderProps = SliderProps & {
  /** What the percentage is of, in dollars (the home price for a down payment). */
  base: number;
};

/** A 0-100 % range input showing "20% · $60,000": the percent and its amount of `base`. */
export function PercentSlider({ base, ...props }: PercentSliderProps) {
  const amount = (percent: number) => `$${DOLLARS.format(percentSliderAmount(base, percent))}`;
  return (
    <Range
      {...props}
      text={(percent) => `${NUMBER.format(percent)}% · ${amount(percent)}`}
      spoken={(percent) => `${NUMBER.format(percent)}%, ${amount(percent)}`}
    />
  );
}

/** A dollar range input showing "$350,000" (blank at 0, as spec 9 says). */
export function PriceSlider(props: SliderProps) {
  return (
    <Range
      {...props}
      text={priceSliderText}
      spoken={(dollars) => priceSliderText(dollars) || "$0"}
    />
  );
}

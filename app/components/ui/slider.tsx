import { useId, useState, type ReactNode } from "react";
import { formatCurrency } from "~/lib/format/currency";
import { formatPercent } from "~/lib/format/percent";
import { formatPriceSliderText, percentageSliderAmount, spokenPercent } from "~/lib/format/slider";

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
  /**
   * What the percentage is of, in dollars (the home price for a down payment). Without it (an
   * interest rate) the slider shows the percent alone.
   */
  base?: number;
};

/**
 * A 0-100 % range input showing "20% · $60,000": the percent and its amount of `base`; it
 * speaks "20 percent, $60,000".
 */
export function PercentSlider({ base, ...props }: PercentSliderProps) {
  const amount = (percent: number) =>
    base === undefined ? "" : formatCurrency(percentageSliderAmount(base, percent));
  return (
    <Range
      {...props}
      text={(percent) =>
        base === undefined
          ? formatPercent(percent)
          : `${formatPercent(percent)} · ${amount(percent)}`
      }
      spoken={(percent) =>
        base === undefined
          ? spokenPercent(percent)
          : `${spokenPercent(percent)}, ${amount(percent)}`
      }
    />
  );
}

/** A dollar range input showing "$350,000" (blank at 0, as spec 9 says). */
export function PriceSlider(props: SliderProps) {
  return (
    <Range
      {...props}
      text={formatPriceSliderText}
      spoken={(dollars) => formatPriceSliderText(dollars) || "$0"}
    />
  );
}
